import { routing } from "@/lib/i18n/routing";
import { crawlTarget } from "@/lib/sitemap/sources";
import { xmlResponse } from "@/lib/sitemap/xml";
import { siteOrigin } from "@/lib/site/url";

// Private or endless areas, under every locale prefix (English has none).
const PRIVATE_PREFIXES = ["/auth/", "/my-list", "/checkout/", "/search?"];

// GET /robots.txt – per site (by host): everything but the API, private areas, embeds and search
// results; nothing at all on a site that forces sign-in
export async function GET(request: Request): Promise<Response> {
  const target = await crawlTarget(request);
  if (target instanceof Response) return target;
  if (target.private) return xmlResponse("User-agent: *\nDisallow: /\n", "text/plain; charset=utf-8");
  const prefixes = routing.locales.map((locale) => (locale === routing.defaultLocale ? "" : `/${locale}`));
  const disallow = ["/api/", "/embed/", ...PRIVATE_PREFIXES.flatMap((path) => prefixes.map((prefix) => `${prefix}${path}`))];
  const body = [
    "User-agent: *",
    "Allow: /",
    ...disallow.map((path) => `Disallow: ${path}`),
    "",
    `Sitemap: ${siteOrigin(target.site)}/sitemap.xml`,
    "",
  ].join("\n");
  return xmlResponse(body, "text/plain; charset=utf-8");
}
