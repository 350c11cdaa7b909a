// Links the backend puts in e-mails. They are built from the site's own configured host, never
// from the request's Host header (which a caller could forge to steal a reset link).
import { siteOrigin } from "../../lib/site/url";
import type { Website } from "../context";

export function siteLink(site: Website, requestHost: string, path: string, locale: "en" | "fr" = "en"): string {
  const host = site.hosts.includes(requestHost) ? requestHost : (site.hosts[0] ?? "localhost");
  const prefix = locale === "fr" ? "/fr" : "";
  return `${siteOrigin(host)}${prefix}${path}`;
}
