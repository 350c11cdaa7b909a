import "server-only";
// The pages' reads: public and anonymous, cached per site and locale where they are read
// ('use cache'), tagged for revalidation (lib/cache-tags.ts; docs/caching.md lists them). Per-user
// data never comes through here.
// From a page to the SQL: the page → a reader here → lib/content/in-process.ts (or http.ts, with
// API_UPSTREAM_URL) → the backend's service (e.g. services/items/detail.ts) → its queries.
import { cacheLife, cacheTag } from "next/cache";
import { processBackend } from "../../backend/instance-holder";
import type { ItemQuery } from "../api/endpoints";
import { ServerError } from "../api/errors";
import type { OaiRecordQuery } from "../api/oai";
import type { SitemapPage } from "../api/sitemap";
import { PUBLIC_CACHE_LIFE, TAGS } from "../cache-tags";
import { httpContentSource } from "../content/http";
import { inProcessContentSource } from "../content/in-process";
import { env } from "../env";
import { serverApi } from "./api";
import { readTranscript } from "./transcript";

/** An existing backend over HTTP when API_UPSTREAM_URL is set, else the built-in one in this process. */
const content = env.API_UPSTREAM_URL
  ? httpContentSource(env.API_UPSTREAM_URL)
  : inProcessContentSource(async () => (await processBackend()).deps);

/**
 * What a cached read keeps: the answer, or that there is none (a 404). A thrown error does not
 * survive the cache's serialisation as itself, so "not found" is kept as a value; any other failure
 * (an outage) is thrown and nothing is kept.
 */
type Outcome<T> = { found: true; value: T } | { found: false; type: string; message: string };

async function outcome<T>(read: Promise<T>): Promise<Outcome<T>> {
  try {
    return { found: true, value: await read };
  } catch (error) {
    if (error instanceof ServerError && error.status === 404) return { found: false, type: error.type, message: error.message };
    throw error;
  }
}

/** The answer, or the 404 thrown again as the content source threw it (lib/server/not-found.ts reads it). */
async function answerOf<T>(kept: Promise<Outcome<T>>): Promise<T> {
  const result = await kept;
  if (result.found) return result.value;
  throw new ServerError({ status: 404, type: result.type, message: result.message });
}

async function settings(site: string, locale: string) {
  "use cache";
  cacheTag(TAGS.settings);
  cacheLife(PUBLIC_CACHE_LIFE);
  return outcome(content.getSettings({ site, locale }));
}
export const getSettings = (site: string, locale: string) => answerOf(settings(site, locale));

async function categories(site: string, locale: string) {
  "use cache";
  cacheTag(TAGS.categories);
  cacheLife(PUBLIC_CACHE_LIFE);
  return outcome(content.listCategories({ site, locale }));
}
export const getAllCategories = (site: string, locale: string) => answerOf(categories(site, locale));

async function category(site: string, locale: string, slug: string) {
  "use cache";
  cacheTag(TAGS.categories);
  cacheLife(PUBLIC_CACHE_LIFE);
  return outcome(content.getCategory({ site, locale }, slug));
}
export const getCategoryBySlug = (site: string, locale: string, slug: string) => answerOf(category(site, locale, slug));

async function legal(site: string, locale: string) {
  "use cache";
  cacheTag(TAGS.legal, TAGS.settings);
  cacheLife(PUBLIC_CACHE_LIFE);
  return outcome(content.getLegal({ site, locale }));
}
export const getLegalHtml = (site: string, locale: string) => answerOf(legal(site, locale));

// Items carry their categories' names and content warnings: a change of categories refreshes them too.
async function items(site: string, locale: string, query: ItemQuery) {
  "use cache";
  cacheTag(TAGS.items, TAGS.categories);
  cacheLife(PUBLIC_CACHE_LIFE);
  return outcome(content.listItems({ site, locale }, query));
}
export const getPublicItems = (site: string, locale: string, query: ItemQuery) => answerOf(items(site, locale, query));

async function item(site: string, locale: string, slug: string) {
  "use cache";
  cacheTag(TAGS.items, TAGS.categories);
  cacheLife(PUBLIC_CACHE_LIFE);
  return outcome(content.getItem({ site, locale }, slug));
}
/** The anonymous view of an item (no file links, has_access as for a visitor). */
export const getPublicItem = (site: string, locale: string, slug: string) => answerOf(item(site, locale, slug));

async function page(site: string, locale: string, id: number) {
  "use cache";
  cacheTag(TAGS.pages);
  cacheLife(PUBLIC_CACHE_LIFE);
  return outcome(content.getPage({ site, locale }, id));
}
export const getPageById = (site: string, locale: string, id: number) => answerOf(page(site, locale, id));

async function sitemapItems(site: string, page: SitemapPage) {
  "use cache";
  cacheTag(TAGS.items);
  cacheLife(PUBLIC_CACHE_LIFE);
  return outcome(content.listSitemapItems(site, page));
}
/** Slugs and dates of published items, for the sitemaps (the same in every language). */
export const getSitemapItems = (site: string, page: SitemapPage) => answerOf(sitemapItems(site, page));

async function sitemapCategories(site: string) {
  "use cache";
  cacheTag(TAGS.categories);
  cacheLife(PUBLIC_CACHE_LIFE);
  return outcome(content.listSitemapCategories(site));
}
export const getSitemapCategories = (site: string) => answerOf(sitemapCategories(site));

async function transcript(site: string, locale: string, itemUid: string) {
  "use cache";
  cacheTag(TAGS.items);
  cacheLife(PUBLIC_CACHE_LIFE);
  return outcome(readTranscript(serverApi({ site, locale }), itemUid, locale));
}
/**
 * The transcript of an item's first media as an anonymous visitor may read it (null: they may not,
 * or the browser must read it), for the item page's HTML.
 */
export const getPublicTranscript = (site: string, locale: string, itemUid: string) => answerOf(transcript(site, locale, itemUid));

// OAI-PMH harvests (app/oai/route.ts) read the catalogue as it is now, page after page: no cache.
export const getOaiRecords = (site: string, query: OaiRecordQuery) => content.listOaiRecords(site, query);
export const getOaiRecord = (site: string, uid: string) => content.getOaiRecord(site, uid);
export const getOaiRepository = (site: string) => content.getOaiRepository(site);
