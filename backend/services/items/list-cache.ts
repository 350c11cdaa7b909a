// Recent pages of GET /items/ (searches, categories, lists) per site, in memory: what a page holds
// that is the same for every caller — the ids' rows, the total and the related categories, prices
// and plans — and, apart, each list's total, which its other pages and orders share. A search's
// matches depend on which items the caller may play (the words said in an item count only for those):
// its key names them (items/list.ts, playableKey), so a caller gets only the answer of callers who
// may play the same items. Who may play each item of a page (has_access, expire_at) is computed per
// request and never stored here (services/items/access.ts). A site's answers are dropped when the backend changes its items
// (refreshSearchIndex), categories or settings (the revalidation tags of lib/cache-tags.ts), and
// expire at the latest when one of its items' publication or unpublication falls due, or after
// PUBLIC_REVALIDATE_SECONDS (another process may have written: the public pages wait as long).
import { LRUCache } from "lru-cache";
import { PUBLIC_REVALIDATE_SECONDS, TAGS } from "../../../lib/cache-tags";
import { catalogueChanged, onCatalogueChanged } from "../instance-events";
import type { TranscriptHit } from "../../../lib/api/schemas";
import type { ItemRow } from "./content";
import type { ItemRelations } from "./related";

/** `hits`: a search's transcript hits per item, for every caller (the access check comes after). */
export type CachedPage = { count: number; rows: ItemRow[]; relations: ItemRelations; hits?: Map<number, TranscriptHit[]> };

const MAX_ENTRIES = 2_000;
/** Measured as JSON characters: a page of 30 items is about 100 KB. */
const MAX_BYTES = 32 * 1024 * 1024;
const MAX_AGE_MS = PUBLIC_REVALIDATE_SECONDS * 1000;
/** The tags whose change alters an item page. */
const PAGE_TAGS = new Set<string>([TAGS.items, TAGS.categories, TAGS.settings]);

/** Answers kept, and loads under way (so that callers asking the same answer at once make one). */
type Store<T extends object | number> = { kept: LRUCache<string, T>; loading: Map<string, Promise<T>> };

const pages: Store<CachedPage> = { kept: new LRUCache({ max: MAX_ENTRIES, maxSize: MAX_BYTES }), loading: new Map() };
/** How many items a list has, whatever its page and order: counting a list reads every item in it,
 * and each of its pages needs the total. */
const counts: Store<number> = { kept: new LRUCache({ max: 10_000, maxSize: 4 * 1024 * 1024 }), loading: new Map() };

/** Every answer that went into a store: what is not kept is a one-off, not worth writing out twice
 * (shared-answers.ts). */
const keptValues = new WeakSet<object>();

/** Whether `page` was kept by the cache (it may have left it since), rather than loaded for one caller. */
export function wasKept(page: CachedPage): boolean {
  return keptValues.has(page);
}

/** The first ids of a search in its order, and its number of matches: its later pages are slices. */
export type Ranking = { ids: Int32Array; total: number };
/** A search's rankings: 4 bytes an id, at most RANKED_IDS (list.ts) ids each. */
const rankings: Store<Ranking> = { kept: new LRUCache({ max: 2_000, maxSize: 16 * 1024 * 1024 }), loading: new Map() };

type SiteState = {
  /** Bumped by every change: a load begun before it is not stored. */
  generation: number;
  /** Until when (epoch ms) the site's pages hold, asked once per change or expiry… */
  freshUntil: Promise<number> | null;
  /** …and its answer once known. */
  until: number | null;
};
const sites = new Map<number, SiteState>();

function siteState(websiteId: number): SiteState {
  let state = sites.get(websiteId);
  if (!state) {
    state = { generation: 0, freshUntil: null, until: null };
    sites.set(websiteId, state);
  }
  return state;
}

function freshUntil(state: SiteState, nextChange: PageLoad["nextChange"]): Promise<number> {
  if (state.freshUntil && (state.until === null || state.until > Date.now())) return state.freshUntil;
  const now = new Date();
  const asked: Promise<number> = nextChange(now).then((at) => {
    const until = Math.min(now.getTime() + MAX_AGE_MS, at?.getTime() ?? Infinity);
    if (state.freshUntil === asked) state.until = until;
    return until;
  });
  state.freshUntil = asked;
  state.until = null;
  asked.catch(() => {
    if (state.freshUntil === asked) state.freshUntil = null;
  });
  return asked;
}

/**
 * About the characters of a page as JSON, counted by walking it: strings by their length, other
 * values by a constant, within 2% of the JSON's length. Serialising the page to measure it (Dates
 * formatted, Maps spread) cost about 0.7 ms of each uncached page of 30 search results in the
 * server's profile; the walk, 0.4 ms there (90 µs alone).
 */
export function sizeOf(page: CachedPage): number {
  let size = 100;
  const pending: unknown[] = [page.rows, page.relations, page.hits];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === "string") size += value.length + 2;
    else if (value === null || typeof value !== "object") size += 8;
    else if (value instanceof Date) size += 26;
    else if (value instanceof Map) value.forEach((field, key) => pending.push(key, field));
    else if (Array.isArray(value)) for (const element of value) pending.push(element);
    else {
      // Keys by `for…in`: the rows are plain objects, and Object.entries made an array per field
      // (116 KB of each uncached page's 1.3 MB of allocations, in the server's heap profile).
      const record = value as Record<string, unknown>;
      for (const key in record) {
        size += key.length + 4;
        pending.push(record[key]);
      }
    }
  }
  return size;
}

type Load<T> = {
  websiteId: number;
  /** Everything else the answer depends on: locale, normalised filters and, for a search, who may
   * play what. */
  key: string;
  load: () => Promise<T>;
  /** The next moment an item of the site is published or unpublished (null: none is scheduled). */
  nextChange: (now: Date) => Promise<Date | null>;
};
export type PageLoad = Load<CachedPage>;

/** The answer from `store`, or loaded (once for simultaneous callers) and kept until the site
 * changes or its pages expire. `size`: the answer's size in the store's measure (characters). */
async function cached<T extends object | number>(
  { kept, loading }: Store<T>,
  { websiteId, key, load, nextChange }: Load<T>,
  size?: (value: T) => number,
): Promise<T> {
  const cacheKey = `${websiteId}|${key}`;
  const hit = kept.get(cacheKey);
  if (hit !== undefined) return hit;
  const state = siteState(websiteId);
  const generation = state.generation;
  const loadKey = `${generation}|${cacheKey}`;
  const running = loading.get(loadKey);
  if (running) return running;

  const promise = (async () => {
    // Asked before the load reads the clock, so an item published in between ends the answer's life.
    const due = freshUntil(state, nextChange);
    const [value, until] = await Promise.all([load(), due]);
    const ttl = until - Date.now();
    // The key counts too: a list of 500 uids is 18 KB of key, whatever its answer.
    const bytes = cacheKey.length + (size?.(value) ?? 16);
    if (ttl > 0 && state.generation === generation) {
      kept.set(cacheKey, value, { ttl, size: bytes });
      if (typeof value === "object") keptValues.add(value);
    }
    return value;
  })();
  loading.set(loadKey, promise);
  try {
    return await promise;
  } finally {
    loading.delete(loadKey);
  }
}

/** A page from the cache, or loaded and kept. */
export function getCachedPage(load: PageLoad): Promise<CachedPage> {
  return cached(pages, load, sizeOf);
}

/** The number of items of a list (`key`: its filters, not its page or order), from the cache or
 * counted and kept like its pages. */
export function getCachedCount(load: Load<number>): Promise<number> {
  return cached(counts, load);
}

/** A search's ranking (`key`: its filters and order, not its page), from the cache or read and kept
 * like its pages. */
export function getCachedRanking(load: Load<Ranking>): Promise<Ranking> {
  return cached(rankings, load, (ranking) => ranking.ids.byteLength);
}

/** Drops this process's pages of a site (every site's when websiteId is omitted). */
function dropSitePages(websiteId: number | undefined): void {
  for (const [id, state] of sites) {
    if (websiteId !== undefined && id !== websiteId) continue;
    state.generation += 1;
    state.freshUntil = null;
    state.until = null;
  }
  const prefix = `${websiteId}|`;
  for (const { kept } of [pages, counts, rankings]) {
    for (const key of [...kept.keys()]) if (websiteId === undefined || key.startsWith(prefix)) kept.delete(key);
  }
}

// A change on any instance drops the pages here too (services/instance-events.ts).
onCatalogueChanged(dropSitePages);

/** A change the backend announces with revalidation tags (x-revalidate-tags) for one site. */
export function pagesChanged(websiteId: number, tags: Iterable<string>): void {
  for (const tag of tags) {
    if (PAGE_TAGS.has(tag.trim())) return catalogueChanged(websiteId);
  }
}
