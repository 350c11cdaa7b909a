// Security headers for every page and answer (next.config.ts applies them, cached pages included).

/**
 * No nonces: a nonce makes every page dynamic, and our public pages are cached per site. Scripts
 * are limited to our own origin; the inline ones are Next's hydration data. HTML from the API is
 * sanitised before it is rendered.
 */
export function contentSecurityPolicy(options: { dev: boolean; framable: boolean }): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' 'unsafe-inline'${options.dev ? " 'unsafe-eval'" : ""}`,
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
    `frame-ancestors ${options.framable ? "*" : "'none'"}`,
  ];
  if (!options.dev) directives.push("upgrade-insecure-requests");
  return directives.join("; ");
}

export function securityHeaders(options: { dev: boolean; framable: boolean }) {
  const headers = [
    { key: "Content-Security-Policy", value: contentSecurityPolicy(options) },
    { key: "X-Content-Type-Options", value: "nosniff" },
    { key: "Referrer-Policy", value: "strict-origin-when-cross-origin" },
    { key: "Permissions-Policy", value: "camera=(), microphone=(), geolocation=(), payment=()" },
    { key: "Cross-Origin-Opener-Policy", value: "same-origin" },
  ];
  if (!options.framable) headers.push({ key: "X-Frame-Options", value: "DENY" });
  if (!options.dev) headers.push({ key: "Strict-Transport-Security", value: "max-age=63072000; includeSubDomains" });
  return headers;
}
