// The sitemap calls: GET /sitemap/items/ and GET /sitemap/categories/ (built-in backend). An
// upstream without them (404) is read through the contract's own /items/ and /categories/.
import { z } from "zod";
import { getCategories, getItems } from "./endpoints";
import { ServerError } from "./errors";
import type { ApiClient } from "./request";
import { ITEMS_PAGE_MAX } from "./limits";
import { pageOf, type Paginated } from "./schemas";

/** At most this many items per sitemap file (and per call). */
export const SITEMAP_CHUNK_SIZE = 5000;

export const sitemapItemSchema = z.object({ slug: z.string(), published_at: z.string().nullable() });
export type SitemapItem = z.infer<typeof sitemapItemSchema>;

export const sitemapCategorySchema = z.object({ slug: z.string() });
export type SitemapCategory = z.infer<typeof sitemapCategorySchema>;

export type SitemapPage = { offset: number; limit: number };

const isMissingEndpoint = (error: unknown) => error instanceof ServerError && error.status === 404 && error.type !== "site_not_found";

async function itemsFromListing(client: ApiClient, { offset, limit }: SitemapPage): Promise<Paginated<SitemapItem>> {
  const results: SitemapItem[] = [];
  let count = 0;
  for (let at = offset; at < offset + limit; at += ITEMS_PAGE_MAX) {
    const page = await getItems(client, { ordering: "published_at", offset: at, limit: Math.min(ITEMS_PAGE_MAX, offset + limit - at) });
    count = page.count;
    results.push(...page.results.map((item) => ({ slug: item.slug, published_at: item.published_at })));
    if (page.results.length === 0 || at + page.results.length >= count) break;
  }
  return { count, results };
}

export async function getSitemapItems(client: ApiClient, page: SitemapPage): Promise<Paginated<SitemapItem>> {
  try {
    // The sitemap needs the count and the rows; paging links differ between the two sources.
    const { count, results } = await client.request("/sitemap/items/", { query: page }, pageOf(sitemapItemSchema));
    return { count, results };
  } catch (error) {
    if (isMissingEndpoint(error)) return itemsFromListing(client, page);
    throw error;
  }
}

export async function getSitemapCategories(client: ApiClient): Promise<SitemapCategory[]> {
  try {
    return await client.request("/sitemap/categories/", {}, z.array(sitemapCategorySchema));
  } catch (error) {
    if (isMissingEndpoint(error)) return (await getCategories(client)).map(({ slug }) => ({ slug }));
    throw error;
  }
}
