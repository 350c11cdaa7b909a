// What sitemaps need, and nothing more: the slugs of a site's published items (with their
// publication date) and of its categories. Oldest first, so a new item lands in the last chunk
// and the other chunks (and their caches) stay as they were.
import { asc, count, eq } from "drizzle-orm";
import type { SitemapCategory, SitemapItem } from "../../lib/api/sitemap";
import type { Paginated } from "../../lib/api/schemas";
import type { RequestCtx } from "../context";
import { categories, items } from "../db/schema";
import { publishedFilter } from "./items/content";

export async function listSitemapItems({ db, site }: RequestCtx, page: { offset: number; limit: number }): Promise<Paginated<SitemapItem>> {
  const where = publishedFilter(site.id, new Date());
  const [total] = await db.select({ n: count() }).from(items).where(where);
  const rows = await db
    .select({ slug: items.slug, publishedAt: items.publishedAt })
    .from(items)
    .where(where)
    .orderBy(asc(items.publishedAt), asc(items.id))
    .limit(page.limit)
    .offset(page.offset);
  return {
    count: total?.n ?? 0,
    results: rows.map((row) => ({ slug: row.slug, published_at: row.publishedAt?.toISOString() ?? null })),
  };
}

export async function listSitemapCategories({ db, site }: RequestCtx): Promise<SitemapCategory[]> {
  return db
    .select({ slug: categories.slug })
    .from(categories)
    .where(eq(categories.websiteId, site.id))
    .orderBy(asc(categories.position), asc(categories.id));
}
