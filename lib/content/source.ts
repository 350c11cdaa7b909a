// The content the pages read, as one typed interface (the public reads of spec §7). Two
// implementations answer it alike: the built-in backend's services called in this process
// (in-process.ts), and an existing backend over HTTP when API_UPSTREAM_URL is set (http.ts).
// Both fail the same way: a ServerError with the API's status, type and message.
import type { ItemQuery } from "../api/endpoints";
import type { OaiRecord, OaiRecordQuery, OaiRepository } from "../api/oai";
import type { Category, Item, Page, WebsiteSettings } from "../api/schemas";
import type { SitemapCategory, SitemapItem, SitemapPage } from "../api/sitemap";

/** Whose content, in which language: the site key (its host name, lib/site/key.ts) and the locale. */
export type ContentScope = { site: string; locale: string };

/** A page of items. Server renders page by offset, so neither implementation gives links. */
export type ItemPage = { count: number; results: Item[] };

export type ContentSource = {
  getSettings(scope: ContentScope): Promise<WebsiteSettings>;
  listCategories(scope: ContentScope): Promise<Category[]>;
  getCategory(scope: ContentScope, slug: string): Promise<Category>;
  /** Published items as an anonymous visitor sees them: filtered, searched, ordered and paged. */
  listItems(scope: ContentScope, query: ItemQuery): Promise<ItemPage>;
  /** The anonymous view of one published item (no file links; has_access as for a visitor). */
  getItem(scope: ContentScope, slug: string): Promise<Item>;
  getPage(scope: ContentScope, id: number): Promise<Page>;
  /** The site's sanitised legal HTML; a 404 when the site shows none. */
  getLegal(scope: ContentScope): Promise<string>;
  /** Slug and publication date of published items, oldest first (the sitemaps). */
  listSitemapItems(site: string, page: SitemapPage): Promise<{ count: number; results: SitemapItem[] }>;
  listSitemapCategories(site: string): Promise<SitemapCategory[]>;
  /** A page of OAI-PMH records, published and withdrawn, in (datestamp, uid) order (lib/api/oai.ts). */
  listOaiRecords(site: string, query: OaiRecordQuery): Promise<{ count: number; results: OaiRecord[] }>;
  /** One OAI-PMH record by its item's uid; a 404 when the site has none by it. */
  getOaiRecord(site: string, uid: string): Promise<OaiRecord>;
  /** The repository's earliest datestamp, contact address and sets. */
  getOaiRepository(site: string): Promise<OaiRepository>;
};
