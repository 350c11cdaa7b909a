import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/i18n/page-messages";
import { SearchResults, type SearchOutcome } from "@/components/search/search-results";
import { SearchView } from "@/components/search/search-view";
import { toCardData } from "@/lib/api/card";
import { topLevel } from "@/lib/categories/trail";
import { ROUTE_NAMESPACES } from "@/lib/i18n/client-messages";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import type { AppLocale } from "@/lib/i18n/routing";
import { hasCriteria, parseSearchState, SEARCH_PAGE_SIZE, toItemQuery, type RawSearchParams, type SearchState } from "@/lib/search/params";
import { getAllCategories, getPublicItems } from "@/lib/server/data";
import { alternatesFor } from "@/lib/site/metadata";

// Rendered per request for the state its URL asks for (the layout's empty generateStaticParams
// would otherwise make it static, and reading searchParams then fails).
export const dynamic = "force-dynamic";

type Props = { params: SiteParams; searchParams: Promise<RawSearchParams> };

const PATH = "/search";

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  const [state, t] = await Promise.all([searchParams.then(parseSearchState), getTranslations({ locale, namespace: "search" })]);
  return {
    title: state.q ? t("titleWithQuery", { query: state.q }) : t("title"),
    description: t("description"),
    alternates: alternatesFor(site, locale, PATH),
    // Result pages are endless and thin: crawlers get the plain page only.
    ...(hasCriteria(state) ? { robots: { index: false, follow: true } } : {}),
  };
}

async function search(site: string, locale: AppLocale, state: SearchState): Promise<SearchOutcome> {
  try {
    if (!hasCriteria(state)) {
      return { kind: "categories", categories: topLevel(await getAllCategories(site, locale)) };
    }
    const page = await getPublicItems(site, locale, { ...toItemQuery(state), limit: SEARCH_PAGE_SIZE });
    return { kind: "results", count: page.count, cards: page.results.map(toCardData) };
  } catch (error) {
    console.error("[search] the search failed", error);
    return { kind: "error" };
  }
}

// /search?q=&languages=fr,en&ordering=-name – the search form and its results
export default async function SearchPage({ params, searchParams }: Props) {
  const { site, locale } = await readPageParams(params);
  const state = parseSearchState(await searchParams);
  const [outcome, t] = await Promise.all([search(site, locale, state), getTranslations("search")]);
  return (
    <PageMessages locale={locale} namespaces={ROUTE_NAMESPACES.search}>
      <section aria-labelledby="search-title" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
        <h1 id="search-title" className="text-3xl font-light sm:text-4xl">
          {t("title")}
        </h1>
        <SearchView initial={state}>
          <SearchResults state={state} outcome={outcome} />
        </SearchView>
      </section>
    </PageMessages>
  );
}
