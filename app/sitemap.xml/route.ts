import { crawlTarget, getItemChunkCount } from "@/lib/sitemap/sources";
import { sitemapIndexXml, xmlResponse } from "@/lib/sitemap/xml";
import { siteOrigin } from "@/lib/site/url";

// GET /sitemap.xml – per site (by host): the index of the static, category and item sitemaps
// (empty on a site that forces sign-in)
export async function GET(request: Request): Promise<Response> {
  const target = await crawlTarget(request);
  if (target instanceof Response) return target;
  if (target.private) return xmlResponse(sitemapIndexXml([]));
  const { site } = target;
  let chunks: number;
  try {
    chunks = await getItemChunkCount(site);
  } catch (error) {
    console.error("[sitemap] the catalogue could not be read", error);
    return new Response("Sitemap temporarily unavailable.", {
      status: 503,
      headers: { "retry-after": "300", "cache-control": "no-store" },
    });
  }
  const names = ["static.xml", "categories.xml", ...Array.from({ length: chunks }, (_, i) => `items-${i + 1}.xml`)];
  const origin = siteOrigin(site);
  return xmlResponse(sitemapIndexXml(names.map((name) => `${origin}/sitemaps/${name}`)));
}
