"use client";
// The cycling Items layouts (the fullscreen hero, the container sliders) drawn from their items'
// data, as CardCarousel draws a row of cards: only the slides a first view shows are in the HTML
// (one, or three side by side for the media-on-top layouts); the others, which no one sees before
// the carousel moves, join it once it is near the screen or touched (use-reveal-rest). The page
// then carries each later slide as a few hundred bytes of data, not twice as markup.
import type { ItemCardData } from "@/lib/api/card";
import { Carousel } from "./carousel";
import { ItemFeatureSlide, ItemHeroSlide, type MediaSide } from "./item-slides";
import { useRevealRest } from "./use-reveal-rest";

type Props = {
  /** The carousel's accessible name (the block title). */
  label: string;
  items: ItemCardData[];
  /** The fullscreen hero, or a container slider with its media on this side. */
  kind: "hero" | MediaSide;
  /** The block is the first on the page: the first slide's image is the likely LCP. */
  priority?: boolean;
};

export function SlideCarousel({ label, items, kind, priority = false }: Props) {
  const vertical = kind === "top" || kind === "bottom";
  const { ref, count, reveal } = useRevealRest(items.length, vertical ? 3 : 1);
  return (
    <Carousel
      ref={ref}
      label={label}
      total={items.length}
      slideClassName={vertical ? "basis-full sm:basis-1/2 lg:basis-1/3" : "basis-full"}
      gap={kind !== "hero"}
      autoplay
      loop={items.length > 1}
      onInteract={reveal}
    >
      {items
        .slice(0, count)
        .map((item, index) =>
          kind === "hero" ? (
            <ItemHeroSlide key={item.uid} item={item} priority={priority && index === 0} />
          ) : (
            <ItemFeatureSlide key={item.uid} item={item} side={kind} />
          ),
        )}
    </Carousel>
  );
}
