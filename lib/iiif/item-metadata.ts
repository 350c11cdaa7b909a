// The item's sheet as IIIF `metadata` (https://iiif.io/api/presentation/3.0/#metadata): the rows
// the item page shows (publication date, duration, categories, tags, then the custom fields of its
// two tabs, in that order), each label and value a language map of every language the site speaks.
// A value written the same in every language (a name, a year) is given once, under "none".
import type { Item } from "../api/schemas";
import { formatDuration, formatLongDate } from "../format";
import { languageMap } from "./language-map";
import type { LabelValue, LanguageMap } from "./vocabulary";

/** A row of the custom-field tabs as the item page formats it (components/item/custom-fields.ts). */
export type FieldRow = { key: string; value: string };

export type MetadataInput = {
  /** The item's public view in each locale. */
  items: Record<string, Item>;
  /** The custom-field rows of each locale, in the page's order. */
  fields: Record<string, FieldRow[]>;
  labels: { published: LanguageMap; duration: LanguageMap; categories: LanguageMap; tags: LanguageMap };
  fieldLabel: (key: string) => LanguageMap;
};

function row(label: LanguageMap, texts: Record<string, string | string[] | null | undefined>): LabelValue[] {
  const value = languageMap(texts, { sameAsNone: true });
  return value ? [{ label, value }] : [];
}

const each = <T>(items: Record<string, Item>, read: (item: Item, locale: string) => T) =>
  Object.fromEntries(Object.entries(items).map(([locale, item]) => [locale, read(item, locale)]));

export function metadataOf({ items, fields, labels, fieldLabel }: MetadataInput): LabelValue[] {
  const keys = [...new Set(Object.values(fields).flatMap((rows) => rows.map((r) => r.key)))];
  return [
    ...row(
      labels.published,
      each(items, (item, locale) => (item.published_at ? formatLongDate(item.published_at, locale) : null)),
    ),
    ...row(
      labels.duration,
      each(items, (item) => {
        const seconds = item.content_object.medias_duration ?? item.content_object.duration;
        return seconds ? formatDuration(seconds) : null;
      }),
    ),
    ...row(
      labels.categories,
      each(items, (item) => item.categories.map((category) => category.name)),
    ),
    ...row(
      labels.tags,
      each(items, (item) => item.content_object.tags),
    ),
    ...keys.flatMap((key) =>
      row(
        fieldLabel(key),
        Object.fromEntries(Object.entries(fields).map(([locale, rows]) => [locale, rows.find((r) => r.key === key)?.value])),
      ),
    ),
  ];
}
