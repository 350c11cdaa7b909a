import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { readEnv } from "./lib/env";
import { securityHeaders } from "./lib/security-headers";

// Fail fast on a bad environment.
readEnv();

const dev = process.env.NODE_ENV !== "production";
const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const config: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // The content API's paths end with a slash; pages drop it in proxy.ts instead.
  skipTrailingSlashRedirect: true,
  // The built-in backend runs in the server process; these packages carry WebAssembly or native code.
  serverExternalPackages: ["@electric-sql/pglite", "@node-rs/argon2", "pg", "nodemailer", "sharp", "rate-limiter-flexible"],
  async headers() {
    return [
      { source: "/((?!embed/).*)", headers: securityHeaders({ dev, framable: false }) },
      // Embed pages are meant to be framed by other sites.
      { source: "/embed/:path*", headers: securityHeaders({ dev, framable: true }) },
    ];
  },
};

export default withNextIntl(config);
