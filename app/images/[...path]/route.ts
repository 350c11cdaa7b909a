import type { NextRequest } from "next/server";
import { siteKeyOf } from "@/lib/site/key";
import { SESSION_COOKIE } from "@/lib/server/session-cookie";
import { getSiteGate } from "@/lib/server/site-gate";
import { upstreamFetch } from "@/lib/server/upstream";

// /images/* – thumbnails (spec §7) and uploads, made by the content API and passed through with
// their caching headers (and a 503's Retry-After). The same for every viewer, so no session is
// forwarded, except on a site that forces sign-in: there the API shows them to signed-in viewers
// only, and no shared cache keeps them.
export const dynamic = "force-dynamic";

const PASSED_UP = ["if-none-match", "if-modified-since", "accept", "accept-language"];
// Retry-After comes with a 503 while too many images are being made (backend/services/renditions.ts).
const PASSED_DOWN = ["content-type", "cache-control", "etag", "last-modified", "expires", "vary", "retry-after"];

export async function GET(request: NextRequest): Promise<Response> {
  const headers = new Headers();
  for (const name of PASSED_UP) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  const site = siteKeyOf(request.headers);
  headers.set("x-forwarded-host", site);
  const token = request.cookies.get(SESSION_COOKIE)?.value;
  const gate = await getSiteGate(site);
  const signedInOnly = gate.kind === "site" && gate.forceLogin;
  if (signedInOnly && token) headers.set("authorization", `website-token ${token}`);

  const target = new URL(`http://upstream${request.nextUrl.pathname}`);
  let upstream: Response;
  try {
    // The signal tells the backend when the visitor has gone: an image job still waiting for them
    // is then not started.
    upstream = await upstreamFetch(new Request(target, { method: "GET", headers, signal: request.signal }));
  } catch (error) {
    // The visitor left (an upstream over HTTP is then cut off): no one to answer, nothing wrong.
    if (request.signal.aborted) return new Response(null, { status: 503, headers: { "cache-control": "no-store" } });
    console.error("[images] upstream unreachable", error);
    return Response.json({ type: "bad_gateway", message: "The content service is unreachable." }, { status: 502 });
  }
  const out = new Headers();
  for (const name of PASSED_DOWN) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  if (!out.has("cache-control")) out.set("cache-control", "no-store");
  if (signedInOnly) out.set("cache-control", "private, no-store");
  const body = upstream.status === 304 || upstream.status === 204 ? null : upstream.body;
  return new Response(body, { status: upstream.status, headers: out });
}
