import "server-only";
import { revalidateTag } from "next/cache";
import { NextResponse, type NextRequest } from "next/server";
import { REVALIDATE_TAGS_HEADER, TAGS } from "../cache-tags";
import { env } from "../env";
import { siteKeyOf } from "../site/key";
import { BUYER_COOKIE, SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, sessionCookieOptions } from "./session-cookie";
import { buyerCookieFrom, clearBuyerCookie, isBuyerGone } from "./buyer-cookie";
import { readLimitedBody } from "../http/read-body";
import { bodyLimitFor, UPLOAD_API_PATH, UPLOAD_TOO_LARGE_MESSAGE } from "../http/body-limits";
import { apiError } from "./api-error";
import { upstreamFetch } from "./upstream";

// Headers that describe one hop, not the message (RFC 9110 §7.6.1), plus what we never forward.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-authenticate",
  "proxy-authorization",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
  "host",
  "cookie",
  "set-cookie",
  "content-length",
  "authorization",
  // Only the BFF names the buyer, from its httpOnly cookie: a script must not pick one.
  "x-buyer-token",
  "x-forwarded-host",
  "x-forwarded-for",
  "forwarded",
]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** Where the browser calls the content API (the route handler). */
export const BFF_PREFIX = "/api/public/websites/v1/";

/**
 * A mutation must come from our own pages: Origin (scheme, host and port), or lacking it
 * Sec-Fetch-Site, must say so. Host and scheme are the server's (server/main.ts), not the client's.
 */
export function isSameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get("origin");
  if (origin) {
    const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
    const scheme = request.headers.get("x-forwarded-proto") === "https" ? "https" : "http";
    try {
      return host !== null && new URL(origin).origin === new URL(`${scheme}://${host}`).origin;
    } catch {
      return false;
    }
  }
  const site = request.headers.get("sec-fetch-site");
  // Neither header: not a browser, so no ambient cookie to abuse.
  return site === null || site === "same-origin" || site === "none";
}

function upstreamHeaders(request: NextRequest, token: string | undefined, buyerToken: string | undefined): Headers {
  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.has(key.toLowerCase())) headers.set(key, value);
  });
  // The host as the visitor named it, port included (the API's page links are built from it); the
  // edge has already dropped any X-Forwarded-Host it does not trust.
  headers.set("x-forwarded-host", request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? siteKeyOf(request.headers));
  // The edge has reduced X-Forwarded-For to the one address it believes.
  const ip = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (ip) headers.set("x-forwarded-for", ip);
  if (token) headers.set("authorization", `website-token ${token}`);
  if (buyerToken) headers.set("x-buyer-token", buyerToken);
  return headers;
}

const isLogin = (path: string) =>
  path === "auth/login/" || path === "auth/register/" || (path.startsWith("auth/invitations/") && path.endsWith("/register/"));
const isLogout = (path: string) => path === "auth/logout/";

/** Forwards one call of the content API, turning the session cookie into the upstream's token. */
export async function forward(request: NextRequest, path: string): Promise<Response> {
  if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
    return apiError(403, "csrf_failed", "Cross-site request refused.");
  }
  const read = await readLimitedBody(request, bodyLimitFor(request.method, path, env.MAX_BODY_BYTES));
  if (!read.ok)
    return apiError(413, "payload_too_large", path === UPLOAD_API_PATH ? UPLOAD_TOO_LARGE_MESSAGE : "The request body is too large.");
  if (read.body && SAFE_METHODS.has(request.method)) return apiError(400, "bad_request", "This request takes no body.");
  const body = read.body;

  const token = request.cookies.get(SESSION_COOKIE)?.value;
  const buyerToken = request.cookies.get(BUYER_COOKIE)?.value;
  // No session cookie: nobody is signed in, no need to ask (and no 401 noise in the console).
  if (path === "auth/me/" && !token) return new NextResponse(null, { status: 204, headers: { "cache-control": "private, no-store" } });

  const target = new URL(`http://upstream/api/public/websites/v1/${path}${request.nextUrl.search}`);
  let upstream: Response;
  try {
    upstream = await upstreamFetch(
      new Request(target, { method: request.method, headers: upstreamHeaders(request, token, buyerToken), body: body ?? undefined }),
    );
  } catch (error) {
    console.error("[bff] upstream unreachable", error);
    return apiError(502, "bad_gateway", "The content service is unreachable.");
  }
  return reply(upstream, path, Boolean(token), Boolean(buyerToken));
}

const KNOWN_TAGS = new Set<string>(Object.values(TAGS));

/**
 * The cached public reads the change touches are dropped at once (the member who published sees it
 * on the next visit). Only the built-in backend is believed: an external one says so through
 * POST /api/revalidate and its secret.
 */
function revalidateFrom(upstream: Response): void {
  const tags = upstream.headers.get(REVALIDATE_TAGS_HEADER);
  if (!tags || !upstream.ok || env.API_UPSTREAM_URL) return;
  for (const tag of new Set(tags.split(",").map((t) => t.trim()))) {
    if (KNOWN_TAGS.has(tag)) revalidateTag(tag, { expire: 0 });
  }
}

async function reply(upstream: Response, path: string, hadToken: boolean, hadBuyer: boolean): Promise<Response> {
  revalidateFrom(upstream);
  const headers = new Headers();
  upstream.headers.forEach((value, key) => {
    const name = key.toLowerCase();
    if (!HOP_BY_HOP.has(name) && name !== "content-encoding" && name !== REVALIDATE_TAGS_HEADER) headers.set(key, value);
  });
  if (!headers.has("cache-control")) headers.set("cache-control", "private, no-store");

  if (upstream.ok && isLogin(path)) {
    const data = (await upstream.json().catch(() => null)) as { token?: unknown } | null;
    const response = NextResponse.json({ detail: "Signed in." }, { status: upstream.status });
    if (data && typeof data.token === "string") {
      response.cookies.set(SESSION_COOKIE, data.token, { ...sessionCookieOptions, maxAge: SESSION_MAX_AGE_SECONDS });
    }
    return response;
  }

  const withBuyer = await buyerCookieFrom(upstream, path, headers);
  if (withBuyer) return withBuyer;

  const response = new NextResponse(upstream.body, { status: upstream.status, headers });
  // 401 means the session is gone; a 403 only refuses this one thing (a download, a members' page).
  if (isLogout(path) || (hadToken && upstream.status === 401)) {
    response.cookies.set(SESSION_COOKIE, "", { ...sessionCookieOptions, maxAge: 0 });
  }
  // Signing out forgets the buyer too (a shared computer); so does a buyer the API no longer knows.
  if (isLogout(path) || (hadBuyer && isBuyerGone(path, upstream.status))) clearBuyerCookie(response);
  return response;
}
