import { crawlTarget, getCategoryEntries, getItemEntries, getStaticEntries } from "@/lib/sitemap/sources";
import { urlsetXml, xmlResponse, type SitemapEntry } from "@/lib/sitemap/xml";

type Context = { params: Promise<{ name: string }> };

const ITEMS_CHUNK = /^items-([1-9]\d{0,5})\.xml$/;
const STATIC_NAMES = new Set(["static.xml", "categories.xml"]);

async function entriesOf(site: string, name: string): Promise<SitemapEntry[] | null> {
  if (name === "static.xml") return getStaticEntries(site);
  if (name === "categories.xml") return getCategoryEntries(site);
  const chunk = ITEMS_CHUNK.exec(name);
  return chunk ? getItemEntries(site, Number(chunk[1])) : null;
}

// GET /sitemaps/{static|categories|items-N}.xml – one sitemap of the index, per site (by host)
export async function GET(request: Request, { params }: Context): Promise<Response> {
  const { name } = await params;
  const target = await crawlTarget(request);
  if (target instanceof Response) return target;
  const { site } = target;
  let entries: SitemapEntry[] | null;
  try {
    // A site that forces sign-in lists nothing.
    entries = target.private ? (ITEMS_CHUNK.test(name) || STATIC_NAMES.has(name) ? [] : null) : await entriesOf(site, name);
  } catch (error) {
    console.error("[sitemap] the catalogue could not be read", error);
    return new Response("Sitemap temporarily unavailable.", {
      status: 503,
      headers: { "retry-after": "300", "cache-control": "no-store" },
    });
  }
  if (!entries) return new Response("Not found.", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
  return xmlResponse(urlsetXml(site, entries));
}
