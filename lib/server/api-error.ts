import "server-only";
import { NextResponse } from "next/server";

/** An error answer of the site's own API route handlers, shaped like every API error: `{type, message}`. */
export function apiError(status: number, type: string, message: string, headers?: HeadersInit): NextResponse {
  return NextResponse.json({ type, message }, { status, headers });
}
