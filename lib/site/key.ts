// The site a request is for is named by its host; pages live under /{siteKey}/{locale}/… internally
// so each site's public pages are cached separately.

const HOST_PATTERN = /^[a-z0-9.-]{1,253}$/;
export const DEFAULT_SITE_KEY = "default";

/** `Studio.Localhost:3000` → `studio.localhost`; anything odd → the default site. */
export function siteKeyFromHost(host: string | null | undefined): string {
  const name = (host ?? "").split(",")[0]!.trim().toLowerCase().replace(/:\d+$/, "").replace(/\.$/, "");
  return HOST_PATTERN.test(name) ? name : DEFAULT_SITE_KEY;
}

/** The site key of a request: the front proxy's X-Forwarded-Host, else its Host. */
export function siteKeyOf(headers: Headers): string {
  return siteKeyFromHost(headers.get("x-forwarded-host") ?? headers.get("host"));
}
