"use client";
// An item grid whose first page comes from the server, with a 'more' button that loads the next
// pages in the browser (spec §4 Paging: the button shows while count exceeds what is shown).
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useId, useMemo, useRef } from "react";
import { ItemCard } from "@/components/item/item-card";
import type { ItemCardData } from "@/lib/api/card";
import type { ItemQuery } from "@/lib/api/endpoints";
import { GRID_CARD_SIZES, ITEM_GRID_CLASS } from "./grid-classes";
import { useMoreItems } from "./use-more-items";

type Props = {
  firstPage: ItemCardData[];
  count: number;
  /** The list's query without limit and offset (categories, ordering, search, languages). */
  query: ItemQuery;
  pageSize: number;
  headingLevel?: "h2" | "h3";
  /** The id of the heading that names the list. */
  labelledBy?: string;
};

/** Cards appended from later pages may repeat one already shown if the catalogue moved meanwhile. */
function unique(cards: ItemCardData[]): ItemCardData[] {
  const seen = new Set<string>();
  return cards.filter((card) => (seen.has(card.uid) ? false : (seen.add(card.uid), true)));
}

export function ItemListMore({ firstPage, count, query, pageSize, headingLevel = "h3", labelledBy }: Props) {
  const t = useTranslations("catalogue");
  const locale = useLocale();
  const more = useMoreItems({ query, locale, pageSize, start: firstPage.length });
  const cards = useMemo(() => unique([...firstPage, ...more.cards]), [firstPage, more.cards]);
  const total = Math.max(more.count ?? count, cards.length);
  const hasMore = total > cards.length && !more.exhausted;
  const statusId = useId();

  // Keyboard and screen-reader users land on the first new card, not back at the button.
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || cards.length <= from) return;
    focusFrom.current = null;
    listRef.current?.children[from]?.querySelector<HTMLElement>("a[href]")?.focus();
  }, [cards.length]);

  const onMore = () => {
    focusFrom.current = cards.length;
    more.loadMore();
  };

  return (
    <div className="flex flex-col gap-6">
      <ul ref={listRef} aria-labelledby={labelledBy} className={ITEM_GRID_CLASS}>
        {cards.map((card, index) => (
          <li key={card.uid}>
            <ItemCard item={card} headingLevel={headingLevel} priority={index < 4} sizes={GRID_CARD_SIZES} />
          </li>
        ))}
      </ul>
      <div className="flex flex-col items-center gap-3">
        {total > 0 ? (
          <p id={statusId} role="status" className="text-sm text-muted">
            {more.loading ? t("loading") : t("shown", { shown: cards.length, count: total })}
          </p>
        ) : null}
        {more.error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {t("error")}
          </p>
        ) : null}
        {hasMore ? (
          <button
            type="button"
            onClick={onMore}
            aria-disabled={more.loading || undefined}
            aria-describedby={statusId}
            className="inline-flex min-h-touch items-center rounded bg-primary px-6 font-medium text-on-primary aria-disabled:opacity-70"
          >
            {more.loading ? t("loading") : more.error ? t("retry") : t("more")}
          </button>
        ) : null}
      </div>
    </div>
  );
}
