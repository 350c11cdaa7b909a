import type { NextRequest } from "next/server";
import { BFF_PREFIX, forward } from "@/lib/server/bff";

// /api/public/websites/v1/* – the BFF proxy to the content API (never cached, per user).
export const dynamic = "force-dynamic";

function handle(request: NextRequest) {
  // The path as sent, trailing slash included (the contract's paths end with one).
  return forward(request, request.nextUrl.pathname.slice(BFF_PREFIX.length));
}

export const GET = handle;
export const POST = handle;
export const PUT = handle;
export const PATCH = handle;
export const DELETE = handle;
