"use client";
// A row of item cards in a carousel, drawn from the cards' data rather than from server-rendered
// markup: the page then carries each card once as HTML and once as a few hundred bytes of data,
// not twice as markup. Only the first cards are in the HTML; the rest join the row (off to the
// right, so nothing moves) when it comes near the screen or is touched, rendered as a transition
// that yields to the browser: a page of ten rows no longer builds every card while it loads. Every
// row links to its full list anyway.
import { startTransition, useEffect, useRef, useState } from "react";
import { ItemCard } from "@/components/item/item-card";
import type { ItemCardData } from "@/lib/api/card";
import { Carousel } from "./carousel";

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
  const [all, setAll] = useState(false);
  const rowRef = useRef<HTMLDivElement>(null);
  const more = items.length > CARDS_IN_HTML;
  useEffect(() => {
    const row = rowRef.current;
    if (!more || all || !row) return;
    const showAll = () => startTransition(() => setAll(true));
    if (typeof IntersectionObserver !== "function") return showAll();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && showAll(), {
      rootMargin: "200px",
    });
    observer.observe(row);
    return () => observer.disconnect();
  }, [more, all]);
  const shown = all ? items : items.slice(0, CARDS_IN_HTML);
  return (
    <Carousel
      ref={rowRef}
      label={label}
      slideClassName={slideClassName}
      gap
      className={className}
      // A keyboard or pointer reaching the row before it scrolled into view.
      onInteract={more && !all ? () => startTransition(() => setAll(true)) : undefined}
    >
      {shown.map((item, index) => (
        <ItemCard key={item.uid} item={item} priority={priority && index === 0} sizes={sizes} headingLevel={headingLevel} />
      ))}
    </Carousel>
  );
}
