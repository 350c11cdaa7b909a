import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { env } from "../env";
import { siteKeyOf } from "../site/key";
import { SESSION_COOKIE, SESSION_MAX_AGE_SECONDS, sessionCookieOptions } from "./session-cookie";
import { upstreamFetch } from "./upstream";

// Headers that describe one hop, not the message (RFC 9110 §7.6.1), plus what we never forward.
const HOP_BY_HOP = new Set([
  "connection", "keep-alive", "proxy-authenticate", "proxy-authorization", "te", "trailer",
  "transfer-encoding", "upgrade", "host", "cookie", "set-cookie", "content-length", "authorization",
  "x-forwarded-host", "x-forwarded-for", "forwarded",
]);
const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function jsonError(status: number, type: string, message: string) {
  return NextResponse.json({ type, message }, { status });
}

/** A mutation must come from our own pages: Origin, or lacking it Sec-Fetch-Site, must say so. */
export function isSameOrigin(request: NextRequest): boolean {
  const origin = request.headers.get("origin");
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host");
  if (origin) {
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
  const site = request.headers.get("sec-fetch-site");
  // Neither header: not a browser, so no ambient cookie to abuse.
  return site === null || site === "same-origin" || site === "none";
}

async function readBody(request: NextRequest): Promise<ArrayBuffer | null | "too-large"> {
  if (SAFE_METHODS.has(request.method)) return null;
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > env.MAX_BODY_BYTES) return "too-large";
  const body = await request.arrayBuffer();
  return body.byteLength > env.MAX_BODY_BYTES ? "too-large" : body;
}

function upstreamHeaders(request: NextRequest, token: string | undefined): Headers {
  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.has(key.toLowerCase())) headers.set(key, value);
  });
  headers.set("x-forwarded-host", siteKeyOf(request.headers));
  const ip = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim() ?? request.headers.get("x-real-ip");
  if (ip) headers.set("x-forwarded-for", ip);
  if (token) headers.set("authorization", `website-token ${token}`);
  return headers;
}

const isLogin = (path: string) =>
  path === "auth/login/" || path === "auth/register/" || (path.startsWith("auth/invitations/") && path.endsWith("/register/"));
const isLogout = (path: string) => path === "auth/logout/";

/** Forwards one call of the content API, turning the session cookie into the upstream's token. */
export async function forward(request: NextRequest, path: string): Promise<Response> {
  if (!SAFE_METHODS.has(request.method) && !isSameOrigin(request)) {
    return jsonError(403, "csrf_failed", "Cross-site request refused.");
  }
  const body = await readBody(request);
  if (body === "too-large") return jsonError(413, "payload_too_large", "The request body is too large.");

  const token = request.cookies.get(SESSION_COOKIE)?.value;
  // No session cookie: nobody is signed in, no need to ask (and no 401 noise in the console).
  if (path === "auth/me/" && !token) return new NextResponse(null, { status: 204, headers: { "cache-control": "private, no-store" } });

  const target = new URL(`http://upstream/api/public/websites/v1/${path}${request.nextUrl.search}`);
  let upstream: Response;
  try {
    upstream = await upstreamFetch(
      new Request(target, { method: request.method, headers: upstreamHeaders(request, token), body: body ?? undefined }),
    );
  } catch (error) {
    console.error("[bff] upstream unreachable", error);
    return jsonError(502, "bad_gateway", "The content service is unreachable.");
  }
  return reply(upstream, path, Boolean(token));
}

async function reply(upstream: Response, path: string, hadToken: boolean): Promise<Response> {
  const headers = new Headers();
  upstream.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.has(key.toLowerCase()) && key.toLowerCase() !== "content-encoding") headers.set(key, value);
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

  const response = new NextResponse(upstream.body, { status: upstream.status, headers });
  if (isLogout(path) || (hadToken && (upstream.status === 401 || upstream.status === 403))) {
    response.cookies.set(SESSION_COOKIE, "", { ...sessionCookieOptions, maxAge: 0 });
  }
  return response;
}
