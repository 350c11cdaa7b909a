import "server-only";
// What the sitemaps list, per site: the fixed public pages, the categories and the items in
// chunks; reads cached like the pages' own, and the site taken from the request's host.
import { unstable_cache } from "next/cache";
import { helpProfile } from "@/components/help/help-profile";
import { helpLinks } from "@/components/layout/help-links";
import { getSitemapCategories, getSitemapItems, SITEMAP_CHUNK_SIZE } from "@/lib/api/sitemap";
import { PUBLIC_REVALIDATE_SECONDS, TAGS } from "@/lib/cache-tags";
import { categoryHref } from "@/lib/categories/tree";
import { serverApi } from "@/lib/server/api";
import { getSettings } from "@/lib/server/data";
import { orNotFound } from "@/lib/server/not-found";
import { siteKeyOf } from "@/lib/site/key";
import type { SitemapEntry } from "./xml";

/** Public pages worth indexing; sign-in, My List, checkout and search results are left out. */
const STATIC_PATHS = ["/", "/medias", "/search"];

export function siteOfRequest(request: Request): string {
  return siteKeyOf(request.headers);
}

export type CrawlTarget = { site: string; private: boolean; logo: string | null };

export const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "no-store", ...headers } });

/**
 * The site a crawler file is for, or the answer to give instead: 421 when no site claims the host,
 * 503 while the content service is down. A site that forces sign-in is private: nothing to index.
 */
export async function crawlTarget(request: Request): Promise<CrawlTarget | Response> {
  const site = siteOfRequest(request);
  let settings;
  try {
    settings = await orNotFound(getSettings(site, "en"));
  } catch (error) {
    console.error("[sitemap] the site settings could not be read", error);
    return plain(503, "Temporarily unavailable.", { "retry-after": "30" });
  }
  if (!settings) return plain(421, "No website is served at this address.");
  return { site, private: settings.auth_enabled && settings.auth_force_login, logo: settings.logo };
}

// Slugs do not depend on the language: the English view is read for every locale.
const api = (site: string) => serverApi({ site, locale: "en" });

const getItemChunk = unstable_cache(
  async (site: string, offset: number, limit: number) => getSitemapItems(api(site), { offset, limit }),
  ["sitemap-items"],
  { tags: [TAGS.items], revalidate: PUBLIC_REVALIDATE_SECONDS },
);

const getCategorySlugs = unstable_cache(async (site: string) => getSitemapCategories(api(site)), ["sitemap-categories"], {
  tags: [TAGS.categories],
  revalidate: PUBLIC_REVALIDATE_SECONDS,
});

/** How many item sitemaps the site needs (at least one, possibly empty). */
export async function getItemChunkCount(site: string): Promise<number> {
  const { count } = await getItemChunk(site, 0, 1);
  return Math.max(1, Math.ceil(count / SITEMAP_CHUNK_SIZE));
}

export async function getStaticEntries(site: string): Promise<SitemapEntry[]> {
  const settings = await getSettings(site, "en");
  const help = helpLinks(helpProfile(settings)).map((link) => link.href);
  return [...STATIC_PATHS, ...help, ...(settings.show_legal ? ["/legal"] : [])].map((path) => ({ path }));
}

export async function getCategoryEntries(site: string): Promise<SitemapEntry[]> {
  return (await getCategorySlugs(site)).map(({ slug }) => ({ path: categoryHref(slug) }));
}

/** Items of chunk `n` (1-based), or null past the last chunk. */
export async function getItemEntries(site: string, n: number): Promise<SitemapEntry[] | null> {
  const page = await getItemChunk(site, (n - 1) * SITEMAP_CHUNK_SIZE, SITEMAP_CHUNK_SIZE);
  if (page.results.length === 0 && n > 1) return null;
  return page.results.map(({ slug, published_at }) => ({ path: `/${encodeURIComponent(slug)}`, lastmod: published_at }));
}
