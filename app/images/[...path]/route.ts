import type { NextRequest } from "next/server";
import { siteKeyOf } from "@/lib/site/key";
import { upstreamFetch } from "@/lib/server/upstream";

// /images/* – thumbnails (spec §7), drawn by the content API and passed through with their
// caching headers. Public and the same for every viewer: no cookie or token is forwarded.
export const dynamic = "force-dynamic";

const PASSED_UP = ["if-none-match", "if-modified-since", "accept", "accept-language"];
const PASSED_DOWN = ["content-type", "content-length", "cache-control", "etag", "last-modified", "expires", "vary"];

export async function GET(request: NextRequest): Promise<Response> {
  const headers = new Headers();
  for (const name of PASSED_UP) {
    const value = request.headers.get(name);
    if (value) headers.set(name, value);
  }
  headers.set("x-forwarded-host", siteKeyOf(request.headers));

  const target = new URL(`http://upstream${request.nextUrl.pathname}`);
  let upstream: Response;
  try {
    upstream = await upstreamFetch(new Request(target, { method: "GET", headers }));
  } catch (error) {
    console.error("[images] upstream unreachable", error);
    return Response.json({ type: "bad_gateway", message: "The content service is unreachable." }, { status: 502 });
  }
  const out = new Headers();
  for (const name of PASSED_DOWN) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  if (!out.has("cache-control")) out.set("cache-control", "no-store");
  const body = upstream.status === 304 || upstream.status === 204 ? null : upstream.body;
  return new Response(body, { status: upstream.status, headers: out });
}
