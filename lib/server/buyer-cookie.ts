import "server-only";
import { NextResponse } from "next/server";
import { BUYER_COOKIE, BUYER_MAX_AGE_SECONDS, sessionCookieOptions } from "./session-cookie";

// The buyer identity on shared-password sites (docs/buyers.md): the API hands the BFF a buyer
// token in the answer of a checkout or a redeemed link; it goes into the httpOnly buyer cookie and
// out of the JSON, so no script ever holds it.

/** The calls whose answer may carry `buyer_token`. */
const ANSWERS_WITH_TOKEN = new Set(["billing/checkout/", "billing/buyer-link/redeem/"]);

/**
 * The answer to send instead of the upstream's when it may carry a buyer token: the same JSON
 * without it, and the cookie set. Null for every other call (the upstream's body is left unread).
 */
export async function buyerCookieFrom(upstream: Response, path: string, headers: Headers): Promise<Response | null> {
  if (!upstream.ok || !ANSWERS_WITH_TOKEN.has(path)) return null;
  const text = await upstream.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    data = undefined;
  }
  const out = new Headers(headers);
  if (!data || typeof data !== "object" || Array.isArray(data) || !("buyer_token" in data)) {
    return new NextResponse(text, { status: upstream.status, headers: out });
  }
  const { buyer_token: token, ...rest } = data as Record<string, unknown>;
  const response = NextResponse.json(rest, { status: upstream.status, headers: out });
  if (typeof token === "string" && token) {
    response.cookies.set(BUYER_COOKIE, token, { ...sessionCookieOptions, maxAge: BUYER_MAX_AGE_SECONDS });
  }
  return response;
}

/** GET /billing/buyer/ answering 404 to a buyer cookie: the API no longer knows that buyer. */
export const isBuyerGone = (path: string, status: number) => path === "billing/buyer/" && status === 404;

export function clearBuyerCookie(response: NextResponse): void {
  response.cookies.set(BUYER_COOKIE, "", { ...sessionCookieOptions, maxAge: 0 });
}
