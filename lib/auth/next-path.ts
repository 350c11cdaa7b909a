// Where to go after login: the `next` query parameter, but only when it stays on this site.
// Anything else (another origin, a scheme, a protocol-relative or backslash path) would turn the
// login page into an open redirect.

const MAX_LENGTH = 2048;
// Browsers drop tabs and line breaks inside URLs ("/\t/evil.com" becomes "//evil.com").
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

const BASE = "http://same.invalid";

/**
 * The same-site path ("/x", "/search?q=a") as the browser will resolve it, else `fallback`.
 * The resolved form is what is checked and returned: `/..//evil.com` and `/%2e%2e//evil.com`
 * look like paths but resolve to `//evil.com`, which a router would follow off the site.
 */
export function safeNextPath(value: string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  if (value.includes("\\") || CONTROL_CHARS.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return fallback;
  }
  if (url.origin !== BASE || url.pathname.startsWith("//")) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
