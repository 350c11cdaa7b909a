// Absolute URLs of a site, for canonical links, sitemaps, shares and citations.
import { env } from "../env";

const LOCAL = /(^|\.)localhost$|^127\.0\.0\.1$/;

/** `studio.example.org` → `https://studio.example.org`; local hosts keep http and the server's port. */
export function siteOrigin(site: string): string {
  if (LOCAL.test(site)) return `http://${site}:${env.PORT}`;
  return `https://${site}`;
}

/** The public path of a page in a locale: English at the root, French under /fr. */
export function localePath(locale: string, path: string): string {
  const clean = path === "/" ? "" : path;
  return locale === "en" ? clean || "/" : `/${locale}${clean}`;
}

export function absoluteUrl(site: string, locale: string, path: string): string {
  return `${siteOrigin(site)}${localePath(locale, path)}`;
}
