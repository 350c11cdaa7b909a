"use client";
import { useTranslations } from "next-intl";
import { mdiChevronLeft, mdiChevronRight } from "@/components/ui/icons";
import { useCallback, useEffect, useState } from "react";
import type { ItemCardData } from "@/lib/api/card";
import { ItemCard } from "@/components/item/item-card";
import { Icon } from "@/components/ui/icon";
import { useLazyEmbla } from "@/components/ui/use-lazy-embla";

const NAV =
  "inline-flex h-11 w-11 items-center justify-center rounded-full bg-surface text-on-surface ring-1 ring-black/10 disabled:opacity-40";

/** A swipeable row of cards (slides 300 px wide, spec §9) with previous/next buttons. */
export function RelatedSlider({ items }: { items: ItemCardData[] }) {
  const t = useTranslations("item");
  const [viewportRef, embla] = useLazyEmbla({ align: "start", containScroll: "trimSnaps" });
  const [edges, setEdges] = useState({ prev: false, next: items.length > 1 });

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
    <div className="flex flex-col gap-2">
      {/* Until embla has loaded, the row scrolls natively. */}
      <div ref={viewportRef} className={embla ? "overflow-hidden" : "snap-x overflow-x-auto [scrollbar-width:none]"}>
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
            onClick={() => embla?.scrollPrev()}
            disabled={!edges.prev}
            aria-label={t("relatedPrevious")}
          >
            <Icon path={mdiChevronLeft} />
          </button>
          <button type="button" className={NAV} onClick={() => embla?.scrollNext()} disabled={!edges.next} aria-label={t("relatedNext")}>
            <Icon path={mdiChevronRight} />
          </button>
        </div>
      ) : null}
    </div>
  );
}
