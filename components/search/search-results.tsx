// What the search page shows under the form: the top-level categories when there is nothing to
// search for, otherwise the matching items with their count and the 'more' button.
import { useTranslations } from "next-intl";
import { CategoryGrid } from "@/components/catalogue/category-grid";
import { ItemListMore } from "@/components/catalogue/item-list-more";
import type { ItemCardData } from "@/lib/api/card";
import type { Category } from "@/lib/api/schemas";
import { SEARCH_PAGE_SIZE, searchKey, toItemQuery, type SearchState } from "@/lib/search/params";

export type SearchOutcome = { kind: "categories"; categories: Category[] } | { kind: "results"; count: number; cards: ItemCardData[] };

type Props = { state: SearchState; outcome: SearchOutcome };

export function SearchResults({ state, outcome }: Props) {
  const t = useTranslations("search");

  if (outcome.kind === "categories") {
    return (
      <section aria-labelledby="search-browse" className="flex flex-col gap-4">
        <h2 id="search-browse" className="text-2xl font-light">
          {t("browse")}
        </h2>
        <CategoryGrid categories={outcome.categories} labelledBy="search-browse" />
      </section>
    );
  }

  return (
    <section aria-labelledby="search-count" className="flex flex-col gap-4">
      {/* A live heading, so a screen reader hears the new count after each debounced search (a
          role=status inside the heading would take its text out of the heading's name). */}
      <h2 id="search-count" aria-live="polite" aria-atomic="true" className="text-lg font-medium">
        {t("results", { count: outcome.count })}
      </h2>
      {outcome.cards.length === 0 ? (
        <p className="text-muted">{t("noResults")}</p>
      ) : (
        <ItemListMore
          key={searchKey(state)}
          firstPage={outcome.cards}
          count={outcome.count}
          query={toItemQuery(state)}
          pageSize={SEARCH_PAGE_SIZE}
          labelledBy="search-count"
        />
      )}
    </section>
  );
}
