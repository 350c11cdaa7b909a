// Page sizes of spec §9 and the item ordering a category asks for (its order_by).

export const CATEGORY_PAGE_SIZE = 30;
export const MEDIAS_PAGE_SIZE = 28;

/** Orderings GET /items/ accepts; a category's order_by outside them falls back to the API default. */
const ITEM_ORDERINGS = ["name", "-name", "published_at", "-published_at", "position", "-position"] as const;
export type ItemOrdering = (typeof ITEM_ORDERINGS)[number];

export function categoryItemOrdering(orderBy: string | null | undefined): ItemOrdering | undefined {
  const value = (orderBy ?? "").trim();
  return (ITEM_ORDERINGS as readonly string[]).includes(value) ? (value as ItemOrdering) : undefined;
}
