import { routing } from "@/lib/i18n/routing";
import { siteOfRequest } from "@/lib/sitemap/sources";
import { xmlResponse } from "@/lib/sitemap/xml";
import { siteOrigin } from "@/lib/site/url";

// Private or endless areas, under every locale prefix (English has none).
const PRIVATE_PREFIXES = ["/auth/", "/my-list", "/checkout/", "/search?"];

// GET /robots.txt – per site (by host): everything but the API, private areas, embeds and search results
export function GET(request: Request): Response {
  const site = siteOfRequest(request);
  const prefixes = routing.locales.map((locale) => (locale === routing.defaultLocale ? "" : `/${locale}`));
  const disallow = ["/api/", "/embed/", ...PRIVATE_PREFIXES.flatMap((path) => prefixes.map((prefix) => `${prefix}${path}`))];
  const body = [
    "User-agent: *",
    "Allow: /",
    ...disallow.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteOrigin(site)}/sitemap.xml`,
    "",
  ].join("\n");
  return xmlResponse(body, "text/plain; charset=utf-8");
}
