// Security headers for every page and answer (next.config.ts applies them, cached pages included).
import { embedPolicy } from "./embed-domains";

/**
 * Framed by any site, by the site's own pages only ("self": the editor's preview), not at all, or
 * by the site and the domains a site allows to embed its player (`{ embedDomains }`; empty: any).
 */
type Framable = boolean | "self" | { embedDomains: readonly string[] | null | undefined };

/**
 * frame-ancestors for the embed player from the site's embed_allowed_domains: `*` for an empty
 * list, else 'self' and `https://{domain}` for each valid entry (lib/embed-domains.ts: https only;
 * `*.example.org` covers its subdomains, not example.org itself). Invalid entries are ignored.
 */
export function embedFrameAncestors(domains: readonly string[] | null | undefined): string {
  const policy = embedPolicy(domains);
  if (policy.kind === "any") return "*";
  return ["'self'", ...policy.domains.map((domain) => `https://${domain}`)].join(" ");
}

function frameAncestors(framable: Framable): string {
  if (typeof framable === "object") return embedFrameAncestors(framable.embedDomains);
  return framable === "self" ? "'self'" : framable ? "*" : "'none'";
}

/**
 * Pages rendered per request (the embed player) get a nonce: only scripts carrying it run, and what
 * they load ('strict-dynamic'). Cached pages cannot: one HTML is served to everyone, and a nonce
 * must be new on every answer. Their scripts are limited to our own origin, inline ones allowed
 * (the framework's hydration data is inline and different on every page, so no fixed hash fits);
 * HTML from the API is sanitised before it is rendered.
 */
export function contentSecurityPolicy(options: { dev: boolean; framable: Framable; nonce?: string }): string {
  const scripts = options.nonce ? `'self' 'nonce-${options.nonce}' 'strict-dynamic'` : "'self' 'unsafe-inline'";
  const directives = [
    "default-src 'self'",
    `script-src ${scripts}${options.dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "media-src 'self' blob:",
    "font-src 'self' data:",
    `connect-src 'self'${options.dev ? " ws: wss:" : ""}`,
    "frame-src 'self'",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    `frame-ancestors ${frameAncestors(options.framable)}`,
  ];
  if (!options.dev) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

/**
 * `policy` with `origin` added to its media-src (media files kept in a bucket); unchanged without
 * one. A bucket served over plain http (a local service) also drops upgrade-insecure-requests, which
 * would turn its links into https ones it does not answer.
 */
export function allowMediaFrom(policy: string, origin: string | undefined): string {
  if (!origin) return policy;
  const widened = policy.replace(
    /(^|;\s*)media-src ([^;]*)/,
    (_match, lead: string, sources: string) => `${lead}media-src ${sources} ${origin}`,
  );
  return origin.startsWith("http:") ? widened.replace(/;\s*upgrade-insecure-requests/, "") : widened;
}

/** Answers that are data, not pages (the API, thumbnails): they may load and run nothing. */
export const DATA_CONTENT_SECURITY_POLICY =
  "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; frame-ancestors 'none'";

/** `csp: false` leaves the policy to the proxy (pages that get a nonce per answer). */
export function securityHeaders(options: { dev: boolean; framable: Framable; csp?: boolean }) {
  const headers = [
    ...(options.csp === false ? [] : [{ key: "Content-Security-Policy", value: contentSecurityPolicy(options) }]),
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  // An allowed list has no X-Frame-Options form: frame-ancestors alone says it.
  if (options.framable === "self") headers.push({ key: "X-Frame-Options", value: "SAMEORIGIN" });
  else if (!options.framable) headers.push({ key: "X-Frame-Options", value: "DENY" });
  if (!options.dev) headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  return headers;
}
