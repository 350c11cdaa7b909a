// The card grids of the listing pages: one column on phones, up to four on wide screens.

export const ITEM_GRID_CLASS = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

export const CATEGORY_GRID_CLASS = "grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4";

/** `sizes` of a card drawn in those grids (the page's content is at most 72rem wide). */
export const GRID_CARD_SIZES = "(min-width: 1280px) 288px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";
