// The search page: its layout (app/[site]/[locale]/search/layout.tsx) draws the heading and the form,
// which stay while the results under them change; its two pages draw the results: /search with
// nothing to search for (the top-level categories), and a search's state (search/[state], where
// proxy.ts renders /search?q=…). Each is rendered once and cached like any page: they show every
// visitor the same, and the results' later pages and each card's access come from the browser. A
// failed read fails the render, as on every cached page, so that no page drawn without its data is
// kept.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { SearchResults } from "@/components/search/search-results";
import { toCardData } from "@/lib/api/card";
import { topLevel } from "@/lib/categories/trail";
import type { AppLocale } from "@/lib/i18n/routing";
import { hasCriteria, SEARCH_PAGE_SIZE, toItemQuery, type SearchState } from "@/lib/search/params";
import { getAllCategories, getPublicItems } from "@/lib/server/data";
import { alternatesFor } from "@/lib/site/metadata";

const PATH = "/search";

type Props = { site: string; locale: AppLocale; state: SearchState };

export async function searchPageMetadata({ site, locale, state }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "search" });
  return {
    title: state.q ? t("titleWithQuery", { query: state.q }) : t("title"),
    description: t("description"),
    alternates: alternatesFor(site, locale, PATH),
    // Result pages are endless and thin: crawlers get the plain page only.
    ...(hasCriteria(state) ? { robots: { index: false, follow: true } } : {}),
  };
}

/** What a state's page shows under the form. */
export async function searchResults({ site, locale, state }: Props) {
  if (!hasCriteria(state)) {
    return <SearchResults state={state} outcome={{ kind: "categories", categories: topLevel(await getAllCategories(site, locale)) }} />;
  }
  const page = await getPublicItems(site, locale, { ...toItemQuery(state), limit: SEARCH_PAGE_SIZE });
  return <SearchResults state={state} outcome={{ kind: "results", count: page.count, cards: page.results.map(toCardData) }} />;
}
