import { NextResponse, type NextRequest } from "next/server";
import { WEBHOOK_MAX_BYTES } from "@/lib/api/billing";
import { readLimitedBody } from "@/lib/http/read-body";
import { apiError } from "@/lib/server/api-error";
import { upstreamFetch } from "@/lib/server/upstream";

// POST /api/webhooks/stripe – Stripe's payment events, passed on byte for byte (the signature is
// over the raw body) to the content API, which verifies and handles them.
export const dynamic = "force-dynamic";

export async function POST(request: NextRequest) {
  const read = await readLimitedBody(request, WEBHOOK_MAX_BYTES);
  if (!read.ok) return apiError(413, "payload_too_large", "The request body is too large.");
  const headers = new Headers({ "content-type": request.headers.get("content-type") ?? "application/json" });
  const signature = request.headers.get("stripe-signature");
  if (signature) headers.set("stripe-signature", signature);
  const forwarded = new Request(new URL("/api/webhooks/stripe", request.url), { method: "POST", headers, body: read.body });
  const response = await upstreamFetch(forwarded);
  return new NextResponse(response.body, { status: response.status, headers: { "content-type": "application/json" } });
}
