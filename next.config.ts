import path from "node:path";
import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { readEnv } from "./lib/env";
import { DATA_CONTENT_SECURITY_POLICY, securityHeaders } from "./lib/security-headers";

// Fail fast on a bad environment.
const env = readEnv();

const dev = process.env.NODE_ENV !== "production";
// Messages are compiled at build time, so the browser formats them without an ICU parser (about
// 12 KB gzipped less on every page). Everything bundled reads the compiled catalogue (pages, the
// backend's mails); code run outside the bundle (tests, scripts) reads the JSON and parses it.
const withNextIntl = createNextIntlPlugin({
  requestConfig: "./lib/i18n/request.ts",
  experimental: { messages: { path: "./messages", format: "json", locales: ["en", "fr"], precompile: true } },
});

const config: NextConfig = {
  poweredByHeader: false,
  // The framework's own: gzip, and an ETag (with 304s) on every answer given whole. A reverse proxy
  // in front may compress again with brotli (deploy/haproxy.cfg).
  compress: true,
  generateEtags: true,
  // Rendered pages and cached reads live in memory, bounded (PAGE_CACHE_MAX_BYTES, least recently
  // used out first), and a not-found render is never kept; see lib/server/page-cache-handler.mjs.
  cacheHandler: path.join(process.cwd(), "lib/server/page-cache-handler.mjs"),
  cacheMaxMemorySize: env.PAGE_CACHE_MAX_BYTES,
  reactStrictMode: true,
  // The pages' public reads are cached where they are read, with 'use cache', cacheTag and
  // cacheLife (lib/server/data.ts); lib/server/use-cache-handler.mjs keeps them (docs/caching.md).
  experimental: { useCache: true },
  cacheHandlers: { default: path.join(process.cwd(), "lib/server/use-cache-handler.mjs") },
  // The build checks the app's own code; `npm test` type-checks everything, tests included.
  typescript: { tsconfigPath: "tsconfig.build.json" },
  // The content API's paths end with a slash; pages drop it in proxy.ts instead.
  skipTrailingSlashRedirect: true,
  // The built-in backend runs in the server process; these packages carry WebAssembly or native code.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "nodemailer", "sharp", "rate-limiter-flexible", "ioredis"],
  async headers() {
    return [
      // Every answer depends on the site, and the site on the host (shared caches must keep them
      // apart). The framework replaces a page's Vary with its own (app-page-runtime in 16.4), so
      // the reverse proxy adds Host to pages' (deploy/haproxy.cfg); the API's names it itself.
      { source: "/((?!api/).*)", headers: [{ key: "Vary", value: "Host" }] },
      { source: "/((?!embed/|iiif/auth/token$).*)", headers: securityHeaders({ dev, framable: false }) },
      // The IIIF access token page is framed by the viewer that asks; its route handler sets its policy.
      { source: "/iiif/auth/token", headers: securityHeaders({ dev, framable: true, csp: false }) },
      // A IIIF viewer opens the access service in a window and waits for it to close
      // (https://iiif.io/api/auth/2.0/#active-interaction-pattern): every page of that window, the
      // sign-in page included, keeps its opener, which COOP same-origin would cut (the viewer
      // would see the window closed at once).
      ...["/iiif/auth/:path*", "/auth/login", "/fr/auth/login"].map((source) => ({
        source,
        headers: [{ key: "Cross-Origin-Opener-Policy", value: "unsafe-none" }],
      })),
      // Embed pages are meant to be framed by other sites; proxy.ts gives each answer its nonce policy.
      { source: "/embed/:path*", headers: securityHeaders({ dev, framable: true, csp: false }) },
      // The page editor's preview is framed by the editor itself (same origin only).
      { source: "/admin/pages/:id/preview", headers: securityHeaders({ dev, framable: "self" }) },
      { source: "/fr/admin/pages/:id/preview", headers: securityHeaders({ dev, framable: "self" }) },
      // Data (JSON, media, thumbnails) runs nothing; the later rule wins for the same header.
      { source: "/api/:path*", headers: [{ key: "Content-Security-Policy", value: DATA_CONTENT_SECURITY_POLICY }] },
      { source: "/images/:path*", headers: [{ key: "Content-Security-Policy", value: DATA_CONTENT_SECURITY_POLICY }] },
    ];
  },
};

export default withNextIntl(config);
