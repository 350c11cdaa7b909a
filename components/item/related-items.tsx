"use client";
import { useTranslations } from "next-intl";
import { mdiChevronLeft, mdiChevronRight } from "@/components/ui/icons";
import { useState } from "react";
import type { ItemCardData } from "@/lib/api/card";
import { ItemCard } from "@/components/item/item-card";
import { Icon } from "@/components/ui/icon";
import { RELATED_LIMIT, RELATED_PER_PAGE } from "./item-rules";
import { RelatedSlider } from "./related-slider";

const NAV =
  "inline-flex h-11 w-11 items-center justify-center rounded-full bg-surface text-on-surface ring-1 ring-black/10 disabled:opacity-40";

/**
 * Related items of the first category (spec §2): a paged grid of 2 on large screens, a slider of
 * up to 8 on small ones. Both are in the HTML; CSS shows one.
 */
export function RelatedItems({ items }: { items: ItemCardData[] }) {
  const t = useTranslations("item");
  const [page, setPage] = useState(0);
  if (items.length === 0) return null;
  const pages = Math.ceil(items.length / RELATED_PER_PAGE);
  const shown = items.slice(page * RELATED_PER_PAGE, page * RELATED_PER_PAGE + RELATED_PER_PAGE);
  return (
    <section aria-labelledby="related-title" className="flex flex-col gap-3">
      <div className="flex items-center justify-between gap-4">
        <h2 id="related-title" className="text-xl font-normal">
          {t("relatedTitle")}
        </h2>
        {pages > 1 ? (
          <div className="hidden items-center gap-2 lg:flex" data-testid="related-pager">
            <span className="text-sm text-muted" aria-live="polite">
              {t("relatedPage", { page: page + 1, pages })}
            </span>
            <button
              type="button"
              className={NAV}
              onClick={() => setPage((p) => p - 1)}
              disabled={page === 0}
              aria-label={t("relatedPrevious")}
            >
              <Icon path={mdiChevronLeft} />
            </button>
            <button
              type="button"
              className={NAV}
              onClick={() => setPage((p) => p + 1)}
              disabled={page >= pages - 1}
              aria-label={t("relatedNext")}
            >
              <Icon path={mdiChevronRight} />
            </button>
          </div>
        ) : null}
      </div>
      <ul className="hidden grid-cols-2 gap-4 lg:grid" data-testid="related-grid">
        {shown.map((item) => (
          <li key={item.uid}>
            <ItemCard item={item} sizes="(min-width: 1024px) 33vw, 50vw" />
          </li>
        ))}
      </ul>
      <div className="lg:hidden">
        <RelatedSlider items={items.slice(0, RELATED_LIMIT)} />
      </div>
    </section>
  );
}
