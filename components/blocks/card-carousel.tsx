"use client";
// A row of item cards in a carousel, drawn from the cards' data rather than from server-rendered
// markup: the page then carries each card once as HTML and once as a few hundred bytes of data,
// not twice as markup. Only the first cards are in the HTML; the rest join the row when it comes
// near the screen or is touched (use-reveal-rest): a page of ten rows no longer builds every card
// while it loads. Every row links to its full list anyway.
import { ItemCard } from "@/components/item/item-card";
import type { ItemCardData } from "@/lib/api/card";
import { Carousel } from "./carousel";
import { useRevealRest } from "./use-reveal-rest";

/** Cards in the HTML: as many as the widest container shows (1152 px / 316 px), and one more. */
export const CARDS_IN_HTML = 4;

type Props = {
  label: string;
  items: ItemCardData[];
  slideClassName: string;
  /** The `sizes` of each card's thumbnail. */
  sizes: string;
  headingLevel?: "h3" | "h4";
  /** The first card's thumbnail is the likely LCP. */
  priority?: boolean;
  className?: string;
};

export function CardCarousel({ label, items, slideClassName, sizes, headingLevel, priority = false, className }: Props) {
  const { ref, count, reveal } = useRevealRest(items.length, CARDS_IN_HTML);
  return (
    <Carousel
      ref={ref}
      label={label}
      total={items.length}
      slideClassName={slideClassName}
      gap
      className={className}
      // A keyboard or pointer reaching the row before it scrolled into view.
      onInteract={reveal}
    >
      {items.slice(0, count).map((item, index) => (
        <ItemCard key={item.uid} item={item} priority={priority && index === 0} sizes={sizes} headingLevel={headingLevel} />
      ))}
    </Carousel>
  );
}
