import "server-only";
// The content source over HTTP: an existing backend that speaks the content API (spec §7), its
// answers parsed with the contract's schemas.
import { getCategories, getCategory, getItem, getItems, getLegalSnippet, getPage, getWebsite } from "../api/endpoints";
import { getOaiRecord, getOaiRecords, getOaiRepository } from "../api/oai";
import { API_BASE_PATH, createApiClient, type FetchLike } from "../api/request";
import { SHAPE_SCHEMAS } from "../api/shape-schemas";
import { getSitemapCategories, getSitemapItems } from "../api/sitemap";
import type { ContentScope, ContentSource } from "./source";

/** `origin`: the backend's address (API_UPSTREAM_URL). The site is named by X-Forwarded-Host. */
export function httpContentSource(
  origin: string,
  fetch: FetchLike = (request) => globalThis.fetch(request, { redirect: "manual", cache: "no-store" }),
): ContentSource {
  const baseUrl = new URL(API_BASE_PATH, origin).toString();
  const client = ({ site, locale }: ContentScope) =>
    createApiClient({ baseUrl, fetch, headers: { "x-forwarded-host": site, "accept-language": locale }, schemas: SHAPE_SCHEMAS });
  return {
    getSettings: (scope) => getWebsite(client(scope)),
    listCategories: (scope) => getCategories(client(scope)),
    getCategory: (scope, slug) => getCategory(client(scope), slug),
    async listItems(scope, query) {
      const { count, results } = await getItems(client(scope), query);
      return { count, results };
    },
    getItem: (scope, slug) => getItem(client(scope), slug),
    getPage: (scope, id) => getPage(client(scope), id),
    getLegal: (scope) => getLegalSnippet(client(scope)),
    // Slugs do not depend on the language: the English view.
    listSitemapItems: (site, page) => getSitemapItems(client({ site, locale: "en" }), page),
    listSitemapCategories: (site) => getSitemapCategories(client({ site, locale: "en" })),
    listOaiRecords: (site, query) => getOaiRecords(client({ site, locale: "en" }), query),
    getOaiRecord: (site, uid) => getOaiRecord(client({ site, locale: "en" }), uid),
    getOaiRepository: (site) => getOaiRepository(client({ site, locale: "en" })),
  } satisfies ContentSource;
}
