import "server-only";
import { unstable_cache } from "next/cache";
import { getCategories, getCategory, getItem, getItems, getLegalSnippet, getPage, getWebsite, type ItemQuery } from "../api/endpoints";
import { PUBLIC_REVALIDATE_SECONDS, TAGS } from "../cache-tags";
import { serverApi } from "./api";
import { readTranscript } from "./transcript";

// Public, anonymous reads, cached per site and locale and tagged for revalidation.

const options = (tags: string[]) => ({ tags, revalidate: PUBLIC_REVALIDATE_SECONDS });

export const getSettings = unstable_cache(
  async (site: string, locale: string) => getWebsite(serverApi({ site, locale })),
  ["settings"],
  options([TAGS.settings]),
);

export const getAllCategories = unstable_cache(
  async (site: string, locale: string) => getCategories(serverApi({ site, locale })),
  ["categories"],
  options([TAGS.categories]),
);

export const getCategoryBySlug = unstable_cache(
  async (site: string, locale: string, slug: string) => getCategory(serverApi({ site, locale }), slug),
  ["category"],
  options([TAGS.categories]),
);

export const getLegalHtml = unstable_cache(
  async (site: string, locale: string) => getLegalSnippet(serverApi({ site, locale })),
  ["legal"],
  options([TAGS.legal, TAGS.settings]),
);

// Items carry their categories' names and content warnings: a change of categories refreshes them too.
export const getPublicItems = unstable_cache(
  async (site: string, locale: string, query: ItemQuery) => getItems(serverApi({ site, locale }), query),
  ["items"],
  options([TAGS.items, TAGS.categories]),
);

/** The anonymous view of an item (no file links, has_access as for a visitor). */
export const getPublicItem = unstable_cache(
  async (site: string, locale: string, slug: string) => getItem(serverApi({ site, locale }), slug),
  ["item"],
  options([TAGS.items, TAGS.categories]),
);

export const getPageById = unstable_cache(
  async (site: string, locale: string, id: number) => getPage(serverApi({ site, locale }), id),
  ["page"],
  options([TAGS.pages]),
);

/**
 * The transcript of an item's first media as an anonymous visitor may read it (null: they may not,
 * or the browser must read it), for the item page's HTML.
 */
export const getPublicTranscript = unstable_cache(
  async (site: string, locale: string, itemUid: string) => readTranscript(serverApi({ site, locale }), itemUid, locale),
  ["transcript"],
  options([TAGS.items]),
);
