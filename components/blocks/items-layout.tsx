// The eight Items layouts of spec §2 over already-loaded cards.
import { ItemCard } from "@/components/item/item-card";
import { rowCardData, slideCardData, type ItemCardData } from "@/lib/api/card";
import { CardCarousel } from "./card-carousel";
import type { MediaSide } from "./item-slides";
import { SlideCarousel } from "./slide-carousel";

export const ITEMS_LAYOUTS = [
  "fullscreen-slider",
  "container-slider-media-top",
  "container-slider-media-bottom",
  "container-slider-media-left",
  "container-slider-media-right",
  "fullscreen-medias-slider",
  "medias-grid",
  "medias-slider",
] as const;
export type ItemsLayoutName = (typeof ITEMS_LAYOUTS)[number];

/** Spec §9: a featured grid becomes a slider above this many items. */
export const GRID_MAX_ITEMS = 4;

/** An unknown layout is drawn as the grid rather than hiding the editor's items. */
export function itemsLayoutOf(layout: string): ItemsLayoutName {
  return (ITEMS_LAYOUTS as readonly string[]).includes(layout) ? (layout as ItemsLayoutName) : "medias-grid";
}

/** Layouts drawn across the whole viewport (their heading stays in the container). */
export function isFullWidth(layout: ItemsLayoutName): boolean {
  return layout === "fullscreen-slider" || layout === "fullscreen-medias-slider";
}

type Props = {
  layout: ItemsLayoutName;
  items: ItemCardData[];
  /** The carousel's accessible name (the block title). */
  label: string;
  /** The block is the first on the page: its first image is the likely LCP. */
  priority?: boolean;
};

const SIDES: Record<string, MediaSide> = {
  "container-slider-media-top": "top",
  "container-slider-media-bottom": "bottom",
  "container-slider-media-left": "left",
  "container-slider-media-right": "right",
};

// Spec §9: slide width 300 px, 455 px from md in the fullscreen medias slider (+16 px of gap).
const CARD_SLIDE = "basis-[316px]";
const WIDE_CARD_SLIDE = "basis-[316px] md:basis-[471px]";

export function ItemsLayout({ layout, items, label, priority = false }: Props) {
  const slides = layout === "fullscreen-slider" ? "hero" : SIDES[layout];
  if (slides) return <SlideCarousel label={label} items={items.map(slideCardData)} kind={slides} priority={priority} />;

  if (layout === "medias-grid" && items.length <= GRID_MAX_ITEMS) {
    return (
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item, index) => (
          <li key={item.uid}>
            <ItemCard item={item} priority={priority && index === 0} sizes="(min-width: 1024px) 276px, (min-width: 640px) 50vw, 100vw" />
          </li>
        ))}
      </ul>
    );
  }

  // medias-slider, a grid above four items, and the fullscreen medias slider: a row of cards.
  const wide = layout === "fullscreen-medias-slider";
  return (
    <CardCarousel
      label={label}
      items={items.map(rowCardData)}
      slideClassName={wide ? WIDE_CARD_SLIDE : CARD_SLIDE}
      sizes={wide ? "(min-width: 768px) 455px, 300px" : "300px"}
      priority={priority}
      className={wide ? "px-4" : undefined}
    />
  );
}
