import { toCardData } from "@/lib/api/card";
import type { Block } from "@/lib/api/schemas";
import { getAllCategories } from "@/lib/server/data";
import { BlockSection } from "./block-section";
import { CategoryGrid, type CategoryGridLayout } from "./category-grid";
import { CategorySlider, type CategoryRow } from "./category-slider";
import { categoriesFieldsSchema, readFields } from "./fields";
import { loadCategoryItems, selectCategories } from "./load-items";

type Props = { block: Block; site: string; locale: string };

const GRID_LAYOUTS: readonly string[] = ["grid-horizontal-image", "grid-vertical-image", "grid-icon"] satisfies CategoryGridLayout[];

/** A Categories block: the chosen (or top-level) categories as a grid, or as rows of their items. */
export async function CategoriesBlock({ block, site, locale }: Props) {
  const fields = readFields(categoriesFieldsSchema, block.fields);
  const all = await getAllCategories(site, locale);
  const { selection, order_by, limit } = fields.categories;
  const categories = selectCategories(all, selection, order_by, limit, locale);
  if (categories.length === 0) return null;

  const section = { uid: block.uid, background: fields.background, title: fields.title, subtitle: fields.subtitle };
  if (fields.layout === "slider") {
    const rows: CategoryRow[] = await Promise.all(
      categories.map(async (category) => ({
        category,
        items: (await loadCategoryItems(site, locale, category)).map(toCardData),
      })),
    );
    return (
      <BlockSection {...section}>
        <CategorySlider rows={rows} />
      </BlockSection>
    );
  }
  // An unknown layout falls back to the plain image grid.
  const layout = (GRID_LAYOUTS.includes(fields.layout) ? fields.layout : "grid-vertical-image") as CategoryGridLayout;
  return (
    <BlockSection {...section}>
      <CategoryGrid categories={categories} layout={layout} />
    </BlockSection>
  );
}
