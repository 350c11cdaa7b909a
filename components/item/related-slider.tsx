import { useTranslations } from "next-intl";
import { mdiChevronLeft, mdiChevronRight } from "@/components/ui/icons";
import { useCallback, useEffect, useState } from "react";
import type { ItemCardData } from "@/lib/api/card";
import { ItemCard } from "@/components/item/item-card";
import { Icon } from "@/components/ui/icon";
import { useLazyEmbla } from "@/components/ui/use-lazy-embla";

const NAV =
  "inline-flex h-11 w-11 items-center justify-center rounded-full bg-surface text-on-surface ring-1 ring-black/10 disabled:opacity-40";

/** A swipeable row of cards (slides 300 px wide, spec §9) with previous/next buttons. Embla starts
 * when a mouse comes over the row or the focus comes in (use-lazy-embla); until then the row and
 * its buttons scroll natively. */
export function RelatedSlider({ items }: { items: ItemCardData[] }) {
  const t = useTranslations("item");
  const [wanted, setWanted] = useState(false);
  const want = useCallback(() => setWanted(true), []);
  const [viewport, embla] = useLazyEmbla({ align: "start", containScroll: "trimSnaps" }, undefined, wanted);
  const [edges, setEdges] = useState({ prev: false, next: items.length > 1 });
  const nativeEdges = () => {
    const row = viewport.current;
    if (row) setEdges({ prev: row.scrollLeft > 0, next: row.scrollLeft + row.clientWidth < row.scrollWidth - 1 });
  };
  // Before embla: a page of cards at a time, by the browser's own smooth scrolling.
  const scrollBy = (direction: 1 | -1) => {
    const row = viewport.current;
    if (!row) return;
    row.scrollBy({ left: direction * row.clientWidth, behavior: "smooth" });
  };

  const update = useCallback(() => {
    if (embla) setEdges({ prev: embla.canScrollPrev(), next: embla.canScrollNext() });
  }, [embla]);

  useEffect(() => {
    if (!embla) return;
    update();
    embla.on("select", update).on("reInit", update);
    return () => {
      embla.off("select", update).off("reInit", update);
    };
  }, [embla, update]);

  return (
    <div className="flex flex-col gap-2" onMouseEnter={want} onFocus={want}>
      {/* Until embla has loaded, the row scrolls natively. */}
      <div
        ref={viewport}
        className={embla ? "overflow-hidden" : "snap-x overflow-x-auto [scrollbar-width:none]"}
        onScroll={embla ? undefined : nativeEdges}
      >
        <ul className="flex touch-pan-y gap-4">
          {items.map((item) => (
            <li key={item.uid} className="w-[300px] max-w-[85%] shrink-0 grow-0 snap-start">
              <ItemCard item={item} sizes="300px" />
            </li>
          ))}
        </ul>
      </div>
      {items.length > 1 ? (
        <div className="flex justify-end gap-2">
          <button
            type="button"
            className={NAV}
            onClick={() => (embla ? embla.scrollPrev() : scrollBy(-1))}
            disabled={!edges.prev}
            aria-label={t("relatedPrevious")}
          >
            <Icon path={mdiChevronLeft} />
          </button>
          <button
            type="button"
            className={NAV}
            onClick={() => (embla ? embla.scrollNext() : scrollBy(1))}
            disabled={!edges.next}
            aria-label={t("relatedNext")}
          >
            <Icon path={mdiChevronRight} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
