// Where to go after login: the `next` query parameter, but only when it stays on this site.
// Anything else (another origin, a scheme, a protocol-relative or backslash path) would turn the
// login page into an open redirect.

const MAX_LENGTH = 2048;
// Browsers drop tabs and line breaks inside URLs ("/\t/evil.com" becomes "//evil.com").
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** The path itself when it is a same-site path ("/x", "/search?q=a"), else `fallback`. */
export function safeNextPath(value: string | null | undefined, fallback = "/"): string {
  if (typeof value !== "string" || value.length === 0 || value.length > MAX_LENGTH) return fallback;
  if (!value.startsWith("/") || value.startsWith("//")) return fallback;
  if (value.includes("\\") || CONTROL_CHARS.test(value)) return fallback;
  // Last guard: resolved against a dummy origin it must stay on that origin.
  try {
    const base = "http://same.invalid";
    if (new URL(value, base).origin !== base) return fallback;
  } catch {
    return fallback;
  }
  return value;
}
