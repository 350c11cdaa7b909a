// Links the backend puts in e-mails. They are built from the site's own configured host, never
// from the request's Host header (which a caller could forge to steal a reset link).
import { siteOrigin } from "../../lib/site/url";
import type { RequestCtx } from "../context";
import type { Locale } from "./i18n";

/** `path` on the request's site, in `locale` (the recipient's language, which may not be the caller's). */
export function siteLink({ site, host: requestHost }: RequestCtx, path: string, locale: Locale): string {
  const host = site.hosts.includes(requestHost) ? requestHost : (site.hosts[0] ?? "localhost");
  const prefix = locale === "fr" ? "/fr" : "";
  return `${siteOrigin(host)}${prefix}${path}`;
}
