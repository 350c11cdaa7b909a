// GET /items/ – a site's published items, filtered, searched and paged.
import { and, asc, count, desc, eq, inArray, notInArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import type { Item, Paginated } from "../../../lib/api/schemas";
import { categories, itemCategories, items } from "../../db/schema";
import type { RequestCtx } from "../../context";
import type { Locale } from "../i18n";
import { computeAccess } from "./access";
import { itemRowsByIds, publishedFilter, sortableName, withContent } from "./content";
import { loadRelations } from "./related";
import { searchParts } from "./search";
import { toItem } from "./serialize";

export const ITEM_ORDERINGS = [
  "name",
  "-name",
  "published_at",
  "-published_at",
  "position",
  "-position",
  "created_at",
  "-created_at",
] as const;
export type ItemOrdering = (typeof ITEM_ORDERINGS)[number];

export type ItemFilters = {
  limit: number;
  offset: number;
  ordering?: ItemOrdering;
  categories?: string[];
  uidIn?: string[];
  uidExclude?: string[];
  search?: string;
  languages?: string[];
};

function orderBy(ordering: ItemOrdering | undefined, locale: Locale, rank: SQL | null, firstCategory: number | null): SQL[] {
  if (!ordering && rank) return [sql`${rank} desc`, desc(items.publishedAt), asc(items.id)];
  const key = (ordering ?? "-published_at").replace(/^-/, "");
  const descending = (ordering ?? "-published_at").startsWith("-");
  const dir = (column: SQL | AnyColumn) => (descending ? desc(column) : asc(column));
  if (key === "name") {
    return [dir(sortableName(locale)), asc(items.id)];
  }
  if (key === "position" && firstCategory !== null) {
    const position = sql`(select ic.position from ${itemCategories} ic where ic.item_id = ${items.id} and ic.category_id = ${firstCategory})`;
    return [dir(position), desc(items.publishedAt), asc(items.id)];
  }
  if (key === "created_at") return [dir(items.createdAt), asc(items.id)];
  return [dir(items.publishedAt), asc(items.id)];
}

export async function listItems(ctx: RequestCtx, f: ItemFilters): Promise<Paginated<Item>> {
  const { db, site, locale } = ctx;
  const where: SQL[] = [publishedFilter(site.id, new Date())];
  let firstCategory: number | null = null;
  if (f.categories?.length) {
    const ids = await db
      .select({ id: categories.id, uid: categories.uid })
      .from(categories)
      .where(and(eq(categories.websiteId, site.id), inArray(categories.uid, f.categories)));
    firstCategory = ids.find((c) => c.uid === f.categories![0])?.id ?? null;
    if (ids.length === 0) return { count: 0, results: [] };
    where.push(
      inArray(
        items.id,
        db
          .select({ id: itemCategories.itemId })
          .from(itemCategories)
          .where(
            inArray(
              itemCategories.categoryId,
              ids.map((c) => c.id),
            ),
          ),
      ),
    );
  }
  if (f.uidIn?.length) where.push(inArray(items.uid, f.uidIn));
  if (f.uidExclude?.length) where.push(notInArray(items.uid, f.uidExclude));
  if (f.languages?.length) where.push(sql`${items.languages} && ${sql.param(f.languages)}::text[]`);
  const search = f.search?.trim() ? await searchParts(db, site.id, f.search) : null;
  if (search) where.push(search.where);
  const condition = and(...where);

  // The page's ids first, from narrow rows: a search ranks (and so reads) every match, and carrying
  // the whole item through that sort cost more than the search itself. A search counts its matches
  // in the same pass; a plain list reads only its page (by index) and counts apart.
  const pageFields = { id: items.id, total: search ? sql<number>`count(*) over ()` : sql<number>`0` };
  const page = await withContent(db.select(pageFields).from(items).$dynamic())
    .where(condition)
    .orderBy(...orderBy(f.ordering, locale, search?.rank ?? null, firstCategory))
    .limit(f.limit)
    .offset(f.offset);
  const counted = search && page.length > 0 ? Number(page[0]!.total) : null;
  const total = counted ?? (await db.select({ n: count() }).from(items).where(condition))[0]?.n ?? 0;
  const rows = await itemRowsByIds(
    db,
    page.map((p) => p.id),
  );

  const [access, relations] = await Promise.all([
    computeAccess(ctx, rows),
    loadRelations(
      ctx,
      rows.map((r) => r.id),
    ),
  ]);
  return {
    count: total,
    results: rows.map((row) => toItem(ctx, row, access.get(row.id)!, relations)),
  };
}
