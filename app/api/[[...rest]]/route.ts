import { NextResponse } from "next/server";

// /api and /api/* that no route takes (another version, a path left out): the API's own 404, as JSON like
// every other API answer, rather than the framework's HTML page for a browser.
export const dynamic = "force-dynamic";

function notFound() {
  return NextResponse.json({ type: "not_found", message: "Not found." }, { status: 404, headers: { "cache-control": "no-store" } });
}

export const GET = notFound;
export const POST = notFound;
export const PUT = notFound;
export const PATCH = notFound;
export const DELETE = notFound;
