// What proxy.ts refuses before any page renders: a path no address of ours holds (the API's and
// thumbnails' too: the framework would fail decoding it, a 500), a body where a page takes none, a
// method a page does not take. JSON like the API's errors, never cached, with
// the site's security headers (the proxy's own answers skip next.config's).
import { hasMalformedPath, hasNullInPath } from "../http/path-screen";
import { securityHeaders } from "../security-headers";

/** The methods a page takes. */
export const PAGE_METHODS = "GET, HEAD";

function refusal(status: number, type: string, message: string, extra: Record<string, string> = {}): Response {
  const headers = new Headers({ "content-type": "application/json; charset=utf-8", "cache-control": "no-store", ...extra });
  for (const { key, value } of securityHeaders({ dev: process.env.NODE_ENV !== "production", framable: false })) headers.set(key, value);
  return new Response(JSON.stringify({ type, message }), { status, headers });
}

const hasBody = (headers: Headers) => headers.has("transfer-encoding") || Number(headers.get("content-length") ?? 0) > 0;

/** The refusal of a path no address of ours holds, or null. `rawPath`: the path as sent, still encoded. */
export function screenPath(rawPath: string): Response | null {
  if (hasMalformedPath(rawPath)) return refusal(400, "bad_request", "The address holds malformed percent-encoding.");
  if (hasNullInPath(rawPath)) return refusal(400, "bad_request", "The address holds a null character.");
  return null;
}

/** The refusal of a request no page takes, or null. */
export function screenPageRequest(method: string, rawPath: string, headers: Headers): Response | null {
  const badPath = screenPath(rawPath);
  if (badPath) return badPath;
  if (method !== "GET" && method !== "HEAD") return refusal(405, "method_not_allowed", "Method not allowed.", { allow: PAGE_METHODS });
  if (hasBody(headers)) return refusal(400, "bad_request", "This request takes no body.");
  return null;
}
