import "server-only";
// Sitemap XML (https://www.sitemaps.org/protocol.html) with hreflang alternates
// (https://developers.google.com/search/docs/specialty/international/localized-versions#sitemap).
import { routing } from "@/lib/i18n/routing";
import { absoluteUrl } from "@/lib/site/url";

export type SitemapEntry = { path: string; lastmod?: string | null };

const XML_HEADER = '<?xml version="1.0" encoding="UTF-8"?>';

export function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c] ?? c);
}

function alternates(site: string, path: string): string {
  const links = routing.locales.map(
    (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${escapeXml(absoluteUrl(site, locale, path))}"/>`,
  );
  links.push(`<xhtml:link rel="alternate" hreflang="x-default" href="${escapeXml(absoluteUrl(site, routing.defaultLocale, path))}"/>`);
  return links.join("");
}

/** One <url> per page and language, each naming all the language versions. */
export function urlsetXml(site: string, entries: SitemapEntry[]): string {
  const urls = entries.flatMap(({ path, lastmod }) => {
    const links = alternates(site, path);
    const modified = lastmod ? `<lastmod>${escapeXml(lastmod)}</lastmod>` : "";
    return routing.locales.map((locale) => `<url><loc>${escapeXml(absoluteUrl(site, locale, path))}</loc>${modified}${links}</url>`);
  });
  return [
    XML_HEADER,
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
}

export function sitemapIndexXml(locations: string[]): string {
  return [
    XML_HEADER,
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>`),
    "</sitemapindex>",
    "",
  ].join("\n");
}

/** Sitemaps change with the catalogue, not by the second: an hour in any cache is fine. */
export function xmlResponse(body: string, contentType = "application/xml; charset=utf-8"): Response {
  // Per site, chosen by host: a shared cache must keep one copy per host.
  return new Response(body, { headers: { "content-type": contentType, "cache-control": "public, max-age=3600", vary: "Host" } });
}
