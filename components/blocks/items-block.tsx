import { toCardData } from "@/lib/api/card";
import type { Block } from "@/lib/api/schemas";
import { BlockSection, SeeAllLink } from "./block-section";
import { itemsFieldsSchema, readFields } from "./fields";
import { isFullWidth, itemsLayoutOf, ItemsLayout } from "./items-layout";
import { findSourceCategory, loadBlockItems } from "./load-items";

type Props = { block: Block; site: string; locale: string; priority?: boolean };

/** An Items block: loads its items on the server, then draws them in the block's layout. */
export async function ItemsBlock({ block, site, locale, priority = false }: Props) {
  const fields = readFields(itemsFieldsSchema, block.fields);
  if (!fields.items) return null;
  const source = fields.items;
  const [items, category] = await Promise.all([
    loadBlockItems(site, locale, source).catch((error: unknown) => {
      console.error(`[home] items of block ${block.uid} could not be loaded`, error);
      return [];
    }),
    findSourceCategory(site, locale, source),
  ]);
  // An empty block would be a heading over nothing.
  if (items.length === 0) return null;

  const layout = itemsLayoutOf(fields.layout);
  const label = fields.title || category?.name || block.title || "";
  return (
    <BlockSection
      uid={block.uid}
      background={fields.background}
      title={fields.title}
      subtitle={fields.subtitle}
      width={isFullWidth(layout) ? "full" : "contained"}
      action={category ? <SeeAllLink href={`/category/${category.slug}`} name={category.name} /> : null}
    >
      <ItemsLayout layout={layout} items={items.map(toCardData)} label={label} priority={priority} />
    </BlockSection>
  );
}
