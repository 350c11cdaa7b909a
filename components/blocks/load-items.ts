import "server-only";
import type { Category, Item } from "@/lib/api/schemas";
import { getAllCategories, getPublicItems } from "@/lib/server/data";
import type { ItemsSource } from "./fields";

/** Spec §9: items per block when the block sets no limit. */
export const DEFAULT_BLOCK_LIMIT = 8;
/** Spec §9: items in each category row of a Categories slider. */
export const CATEGORY_SLIDER_LIMIT = 10;

/**
 * The items of an Items block. A selection keeps its own order (the API answers in its ordering,
 * and unpublished or missing uids are simply absent); a category source is one paged query.
 */
export async function loadBlockItems(site: string, locale: string, source: ItemsSource): Promise<Item[]> {
  if (source.kind === "selection") {
    const { results } = await getPublicItems(site, locale, { uid__in: source.selection, limit: source.selection.length });
    const byUid = new Map(results.map((item) => [item.uid, item]));
    return source.selection.flatMap((uid) => byUid.get(uid) ?? []);
  }
  const { results } = await getPublicItems(site, locale, {
    ...(source.categories.length > 0 ? { categories: source.categories } : {}),
    ordering: source.order_by,
    limit: source.limit ?? DEFAULT_BLOCK_LIMIT,
    offset: source.offset,
  });
  return results;
}

/** The first items of one category, in the category's own order (Categories slider rows). */
export async function loadCategoryItems(site: string, locale: string, category: Category): Promise<Item[]> {
  const { results } = await getPublicItems(site, locale, {
    categories: [category.uid],
    limit: CATEGORY_SLIDER_LIMIT,
    ordering: category.order_by,
  });
  return results;
}

/** The category a single-category Items block can link to with "See all", if any. */
export async function findSourceCategory(site: string, locale: string, source: ItemsSource): Promise<Category | null> {
  if (source.kind !== "categories" || source.categories.length !== 1) return null;
  const categories = await getAllCategories(site, locale).catch(() => []);
  return categories.find((category) => category.uid === source.categories[0]) ?? null;
}

/**
 * The categories of a Categories block: exactly the selection, in its order; or else the top-level
 * ones ordered by `order_by` (position is the API's own order), at most `limit`.
 */
export function selectCategories(
  all: readonly Category[],
  selection: readonly string[],
  orderBy: string,
  limit: number | null | undefined,
  locale: string,
): Category[] {
  if (selection.length > 0) {
    const byUid = new Map(all.map((category) => [category.uid, category]));
    return selection.flatMap((uid) => byUid.get(uid) ?? []);
  }
  const chosen = all.filter((category) => category.parent_id === null);
  if (orderBy.replace(/^-/, "") === "name") chosen.sort((a, b) => a.name.localeCompare(b.name, locale));
  if (orderBy.startsWith("-")) chosen.reverse();
  return limit ? chosen.slice(0, limit) : chosen;
}
