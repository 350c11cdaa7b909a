import "server-only";
// What the sitemaps list, per site: the fixed public pages, the categories and the items in
// chunks; reads cached like the pages' own, and the site taken from the request's host.
import { helpProfile } from "@/lib/help/profile";
import { helpLinks } from "@/lib/help/links";
import { SITEMAP_CHUNK_SIZE } from "@/lib/api/sitemap";
import { categoryHref } from "@/lib/categories/tree";
import { getSettings, getSitemapCategories, getSitemapItems } from "@/lib/server/data";
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

/** How many item sitemaps the site needs (at least one, possibly empty). */
export async function getItemChunkCount(site: string): Promise<number> {
  const { count } = await getSitemapItems(site, { offset: 0, limit: 1 });
  return Math.max(1, Math.ceil(count / SITEMAP_CHUNK_SIZE));
}

export async function getStaticEntries(site: string): Promise<SitemapEntry[]> {
  const settings = await getSettings(site, "en");
  const help = helpLinks(helpProfile(settings)).map((link) => link.href);
  return [...STATIC_PATHS, ...help, ...(settings.show_legal ? ["/legal"] : [])].map((path) => ({ path }));
}

export async function getCategoryEntries(site: string): Promise<SitemapEntry[]> {
  return (await getSitemapCategories(site)).map(({ slug }) => ({ path: categoryHref(slug) }));
}

/** Items of chunk `n` (1-based), or null past the last chunk. */
export async function getItemEntries(site: string, n: number): Promise<SitemapEntry[] | null> {
  const page = await getSitemapItems(site, { offset: (n - 1) * SITEMAP_CHUNK_SIZE, limit: SITEMAP_CHUNK_SIZE });
  if (page.results.length === 0 && n > 1) return null;
  return page.results.map(({ slug, published_at }) => ({ path: `/${encodeURIComponent(slug)}`, lastmod: published_at }));
}
