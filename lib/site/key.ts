// The site a request is for is named by its host; pages live under /{siteKey}/{locale}/… internally
// so each site's public pages are cached separately.
import type { IncomingHttpHeaders } from "node:http";

const HOST_PATTERN = /^[a-z0-9.-]{1,253}$/;
export const DEFAULT_SITE_KEY = "default";

/** `Studio.Localhost:3000` → `studio.localhost`; anything odd → the default site. */
export function siteKeyFromHost(host: string | null | undefined): string {
  const name = (host ?? "").split(",")[0]!.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return HOST_PATTERN.test(name) ? name : DEFAULT_SITE_KEY;
}

/** Told apart by their shape, not their class: the edge runtime has a Headers class of its own. */
const isFetchHeaders = (headers: Headers | IncomingHttpHeaders): headers is Headers => typeof (headers as Headers).get === "function";

/** The site key of a request: the front proxy's X-Forwarded-Host, else its Host (a Fetch request's
 * headers, or Node's, as the production server reads them before the framework does). */
export function siteKeyOf(headers: Headers | IncomingHttpHeaders): string {
  if (isFetchHeaders(headers)) return siteKeyFromHost(headers.get("x-forwarded-host") ?? headers.get("host"));
  const host = headers["x-forwarded-host"] ?? headers.host;
  return siteKeyFromHost(Array.isArray(host) ? host[0] : host);
}
