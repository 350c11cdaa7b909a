// What a page of items needs besides its rows, fetched in one query per kind.
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { RequestCtx } from "../../context";
import { preparedPerDb } from "../../db/client";
import { categories, itemCategories, planItems, plans, prices } from "../../db/schema";
import { localized } from "../i18n";
import { warningText } from "./warnings";

export type ItemRelations = {
  categories: Map<number, { uid: string; slug: string; name: string }[]>;
  /** The warning an item takes from its categories, in the request's locale (services/items/warnings.ts). */
  warnings: Map<number, string>;
  prices: Map<number, { uid: string; amount: number; period: number; downloadable_choices: 1 | 2 | 3 | null }[]>;
  plans: Map<number, string[]>;
};

function push<V>(map: Map<number, V[]>, key: number, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** The categories of a page's items, in their order. */
const categoriesOf = preparedPerDb((db) =>
  db
    .select({
      itemId: itemCategories.itemId,
      uid: categories.uid,
      slug: categories.slug,
      name: categories.name,
      i18n: categories.i18n,
      warning: categories.contentWarning,
    })
    .from(itemCategories)
    .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
    .where(sql`${itemCategories.itemId} = any(${sql.placeholder("ids")}::int[])`)
    .orderBy(asc(itemCategories.itemId), asc(itemCategories.position), asc(categories.id))
    .prepare("item_categories_by_ids"),
);

/** Categories always; prices and plans only when the site sells. */
export async function loadRelations(ctx: RequestCtx, itemIds: number[]): Promise<ItemRelations> {
  const { db, locale } = ctx;
  const relations: ItemRelations = { categories: new Map(), prices: new Map(), plans: new Map(), warnings: new Map() };
  if (itemIds.length === 0) return relations;
  const cats = await categoriesOf(db).execute({ ids: itemIds });
  for (const c of cats) {
    push(relations.categories, c.itemId, { uid: c.uid, slug: c.slug, name: localized(c.i18n, locale, "name", c.name) });
    const warning = relations.warnings.has(c.itemId) ? null : warningText(c.i18n, locale, c.warning);
    if (warning) relations.warnings.set(c.itemId, warning);
  }
  if (!ctx.site.monetizationEnabled) return relations;

  const priceRows = await db.select().from(prices).where(inArray(prices.itemId, itemIds)).orderBy(asc(prices.position), asc(prices.id));
  for (const p of priceRows) {
    const choices =
      p.downloadableChoices === 1 || p.downloadableChoices === 2 || p.downloadableChoices === 3 ? p.downloadableChoices : null;
    push(relations.prices, p.itemId, { uid: p.uid, amount: p.amount, period: p.period, downloadable_choices: choices });
  }
  const planRows = await db
    .select({ itemId: planItems.itemId, uid: plans.uid })
    .from(planItems)
    .innerJoin(plans, eq(plans.id, planItems.planId))
    .where(inArray(planItems.itemId, itemIds));
  for (const p of planRows) push(relations.plans, p.itemId, p.uid);
  return relations;
}
