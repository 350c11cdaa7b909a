// GET /items/ – a site's published items, filtered, searched and paged.
import { and, asc, count, desc, eq, inArray, notInArray, sql, type AnyColumn, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Item, Paginated } from "../../../lib/api/schemas";
import { rowsOf } from "../../db/client";
import { categories, itemCategories, items } from "../../db/schema";
import type { RequestCtx } from "../../context";
import type { Locale } from "../i18n";
import { transcriptHits } from "../transcripts/hits";
import { computeAccess, playableBy, playableKey, type Playable } from "./access";
import { itemRowsByIds, nextPublicationChange, publishedFilter, withContent } from "./content";
import { getCachedCount, getCachedPage, getCachedRanking, wasKept, type CachedPage } from "./list-cache";
import { withRefunds } from "./refunds";
import { loadRelations } from "./related";
import { searchParts, searchWords } from "./search";
import { toItem } from "./serialize";
import { sharedAccessKind, sharedAnswer, type Answer } from "./shared-answers";

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

type SortKey = { key: SQL | AnyColumn; descending: boolean };

/** How far into a search its ranking is kept: 33 pages of 30, 4 KB. */
const RANKED_IDS = 1000;

/** The content's name in each locale, lower-cased and unaccented, as the search index keeps it
 * (services/search-index.ts), the key of name orderings. A list ordered by name sorts every item in
 * it, and unaccenting each one's joined name took most of its time: at 100,000 items on PostgreSQL,
 * 430 ms for the whole catalogue (90 ms stored) and 108 ms for a category of 9,700 (29 ms). Every
 * item gets it with its search document (refreshSearchIndex, which every change to items calls).
 * An index per locale then serves a plain list's page in order (migration 0012_list_orders). */
const STORED_SORT_NAMES: Record<Locale, AnyColumn> = { en: items.sortNameEn, fr: items.sortNameFr };

/** The placements of a list's one category, joined when the list is ordered by position (pageIds). */
const placement = alias(itemCategories, "placement");

/** `placed`: the list's one category is joined as `placement` (pageIds). */
function sortKeys(
  ordering: ItemOrdering | undefined,
  locale: Locale,
  rank: SQL | null,
  firstCategory: number | null,
  placed: boolean,
): SortKey[] {
  const key = (column: SQL | AnyColumn, descending: boolean): SortKey => ({ key: column, descending });
  const byId = key(items.id, false);
  if (!ordering && rank) return [key(rank, true), key(items.publishedAt, true), byId];
  const field = (ordering ?? "-published_at").replace(/^-/, "");
  const descending = (ordering ?? "-published_at").startsWith("-");
  if (field === "name") return [key(STORED_SORT_NAMES[locale], descending), byId];
  if (field === "position" && firstCategory !== null) {
    const position = placed
      ? placement.position
      : sql`(select ic.position from ${itemCategories} ic where ic.item_id = ${items.id} and ic.category_id = ${firstCategory})`;
    return [key(position, descending), key(items.publishedAt, true), byId];
  }
  if (field === "created_at") return [key(items.createdAt, descending), byId];
  return [key(items.publishedAt, descending), byId];
}

const direction = ({ key, descending }: SortKey) => (descending ? desc(key) : asc(key));

/** The ids of a page and the number of matches. `placedIn`: the list's one category, joined for its
 * positions (null: not joined). */
async function pageIds(
  ctx: RequestCtx,
  f: ItemFilters,
  playable: Playable | null,
  condition: SQL | undefined,
  keys: SortKey[],
  searching: boolean,
  placedIn: number | null,
) {
  const { db, site } = ctx;
  // The same for every page and order of the list: counted once, then kept with its pages.
  const total = () =>
    getCachedCount({
      websiteId: site.id,
      key: countKey(f, playable),
      load: async () => (await db.select({ n: count() }).from(items).where(condition))[0]?.n ?? 0,
      nextChange: (now) => nextPublicationChange(db, site.id, now),
    });
  if (!searching) {
    // A plain list reads only its page, by index, and counts apart.
    let query = withContent(db.select({ id: items.id }).from(items).$dynamic());
    if (placedIn !== null) query = query.innerJoin(placement, and(eq(placement.itemId, items.id), eq(placement.categoryId, placedIn)));
    const [page, n] = await Promise.all([
      query
        .where(condition)
        .orderBy(...keys.map(direction))
        .limit(f.limit)
        .offset(f.offset),
      total(),
    ]);
    return { ids: page.map((p) => p.id), total: n };
  }
  // A search reads every match to rank (or sort) them. Their sort keys are computed in a subquery
  // (OFFSET 0 keeps the planner from merging it), so what is counted and sorted is narrow rows (an id
  // and its keys), not items with their search documents.
  const fields: Record<string, SQL.Aliased | typeof items.id> = { id: items.id };
  keys.forEach((k, i) => (fields[`k${i}`] = sql`${k.key}`.as(`k${i}`)));
  const matches = withContent(db.select(fields).from(items).$dynamic()).where(condition);
  const order = keys.map((k, i) => sql.raw(`k${i} ${k.descending ? "desc" : "asc"}`));
  const ranked = (limit: number, offset: number) =>
    rowsOf<{ id: number; total: number | string }>(
      db,
      sql`select id, count(*) over () as total from (${matches} offset 0) as matches
          order by ${sql.join(order, sql`, `)} limit ${limit} offset ${offset}`,
    );
  // A later page (the search page's "more" button) is a slice of the search's ranking, read once for
  // its first RANKED_IDS ids, rather than every match ranked again. The first page reads only itself:
  // most searches stop there.
  if (f.offset > 0 && f.offset + f.limit <= RANKED_IDS) {
    const ranking = await getCachedRanking({
      websiteId: site.id,
      key: rankingKey(ctx.locale, f, playable),
      load: async () => {
        const rows = await ranked(RANKED_IDS, 0);
        return { ids: Int32Array.from(rows, (row) => Number(row.id)), total: rows.length > 0 ? Number(rows[0]!.total) : 0 };
      },
      nextChange: (now) => nextPublicationChange(db, site.id, now),
    });
    return { ids: Array.from(ranking.ids.subarray(f.offset, f.offset + f.limit)), total: ranking.total };
  }
  const page = await ranked(f.limit, f.offset);
  return { ids: page.map((p) => Number(p.id)), total: page.length > 0 ? Number(page[0]!.total) : await total() };
}

/** What the page holds that is the same for every caller who may play the same items (`playable`,
 * for a search; null otherwise): rows, total and relations. */
async function loadPage(ctx: RequestCtx, f: ItemFilters, playable: Playable | null): Promise<CachedPage> {
  const { db, site, locale } = ctx;
  const where: SQL[] = [publishedFilter(site.id, new Date())];
  let firstCategory: number | null = null;
  let categoryCount = 0;
  if (f.categories?.length) {
    const ids = await db
      .select({ id: categories.id, uid: categories.uid })
      .from(categories)
      .where(and(eq(categories.websiteId, site.id), inArray(categories.uid, f.categories)));
    firstCategory = ids.find((c) => c.uid === f.categories![0])?.id ?? null;
    categoryCount = ids.length;
    if (ids.length === 0) return { count: 0, rows: [], relations: await loadRelations(ctx, []) };
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
  const search = f.search?.trim() && playable ? await searchParts(db, site, f.search, playable) : null;
  if (search) where.push(search.where);

  // A list of one category ordered by position joins that category's placements, whose index then
  // reads the page in order: 8 ms at 100,000 items on PostgreSQL, where looking each item's position
  // up and sorting the category's 9,700 items took 630–920 ms. A search reads every match anyway.
  const placedIn = !search && (f.ordering === "position" || f.ordering === "-position") && categoryCount === 1 ? firstCategory : null;
  const keys = sortKeys(f.ordering, locale, search?.rank ?? null, firstCategory, placedIn !== null);
  const page = await pageIds(ctx, f, playable, and(...where), keys, search !== null, placedIn);
  const [rows, relations, hits] = await Promise.all([
    itemRowsByIds(db, page.ids),
    loadRelations(ctx, page.ids),
    search ? transcriptHits(db, page.ids, search.query, locale) : undefined,
  ]);
  return { count: page.total, rows, relations, hits };
}

const sortedSet = (values: string[] | undefined) => (values?.length ? [...new Set(values)].sort() : null);
/** The words of the list's search that count (null: no search). */
const searchedWords = (f: ItemFilters) => (f.search?.trim() ? searchWords(f.search) : null);

/** The list's search and who may play what, which decides what it matches (null: no search). */
const searched = (f: ItemFilters, playable: Playable | null) => {
  const words = searchedWords(f);
  return words && playable ? [words, playableKey(playable)] : null;
};

/** Who may play what, for a search: the words said in an item match only for viewers who may play
 * it. A list without a search is the same for everyone (null). */
const playableFor = (ctx: RequestCtx, f: ItemFilters) => (searchedWords(f) ? playableBy(ctx) : Promise.resolve(null));

/** The cache key of a list's number of items besides its site: its filters, normalised (not its
 * locale, page or order). */
function countKey(f: ItemFilters, playable: Playable | null): string {
  return JSON.stringify([
    sortedSet(f.categories),
    sortedSet(f.uidIn),
    sortedSet(f.uidExclude),
    sortedSet(f.languages),
    searched(f, playable),
  ]);
}

/** The cache key of a search's ranking besides its site: a page's without its limit and offset. */
function rankingKey(locale: Locale, f: ItemFilters, playable: Playable | null): string {
  return pageKey(locale, { ...f, limit: 0, offset: 0 }, playable);
}

/** The cache key of a page besides its site: what the answer depends on, normalised. */
function pageKey(locale: Locale, f: ItemFilters, playable: Playable | null): string {
  return JSON.stringify([
    locale,
    f.limit,
    f.offset,
    f.ordering ?? null,
    f.categories ?? null,
    sortedSet(f.uidIn),
    sortedSet(f.uidExclude),
    sortedSet(f.languages),
    searched(f, playable),
  ]);
}

/**
 * The answer of GET /items/ for these filters, as sent: `write` gives it its final shape (the page's
 * links), and `links` names what that shape depends on besides the page (origin and query). Callers
 * whose access is everyone's of their kind share the answer once written (shared-answers.ts).
 */
function cachedPage(ctx: RequestCtx, f: ItemFilters, playable: Playable | null, key: string): Promise<CachedPage> {
  return getCachedPage({
    websiteId: ctx.site.id,
    key,
    load: () => loadPage(ctx, f, playable),
    nextChange: (now) => nextPublicationChange(ctx.db, ctx.site.id, now),
  });
}

/** A page of items as the caller sees them, without links (the pages' own reads, in this process). */
export async function listItemPage(ctx: RequestCtx, f: ItemFilters): Promise<Paginated<Item>> {
  const playable = await playableFor(ctx, f);
  return pageItems(ctx, await cachedPage(ctx, f, playable, pageKey(ctx.locale, f, playable)));
}

export async function listItems(ctx: RequestCtx, f: ItemFilters, write: (page: Paginated<Item>) => object, links: string): Promise<Answer> {
  const playable = await playableFor(ctx, f);
  const key = pageKey(ctx.locale, f, playable);
  const page = await cachedPage(ctx, f, playable, key);
  const kind = sharedAccessKind(ctx.viewer);
  // What toItem reads besides the page and the access: the site's payments switch (the locale is in the page's key).
  const shared = kind && wasKept(page) ? JSON.stringify([ctx.site.id, kind, ctx.site.monetizationEnabled, key, links]) : null;
  return sharedAnswer(page, shared, async () => JSON.stringify(write(await pageItems(ctx, page))));
}

async function pageItems(ctx: RequestCtx, page: CachedPage): Promise<Paginated<Item>> {
  // Access depends on the caller: computed for each request, never kept with the page.
  const access = await withRefunds(ctx, await computeAccess(ctx, page.rows));
  const { hits } = page;
  return {
    count: page.count,
    results: page.rows.map((row) => {
      const item = toItem(ctx, row, access.get(row.id)!, page.relations);
      // A transcript is the content: its words go only to viewers who may play the item.
      return hits ? { ...item, transcript_hits: item.has_access ? (hits.get(row.id) ?? []) : [] } : item;
    }),
  };
}
