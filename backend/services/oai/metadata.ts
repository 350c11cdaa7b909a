// What a live record says of its item, for Dublin Core (lib/oai/dublin-core.ts): the content
// object's names and descriptions in each language it has them, the witness or interviewer as
// the item names them, tags and categories as subjects, the testimony's languages and dates. Read
// for a page of items at once, through the one read model of an item's content (items/content.ts).
import { asc, eq, sql } from "drizzle-orm";
import type { LangText, OaiMetadata } from "../../../lib/api/oai";
import { LOCALES } from "../../../lib/i18n/locales";
import type { Db } from "../../db/client";
import { categories, itemCategories, items, type I18nText } from "../../db/schema";
import { contentColumns, withContent } from "../items/content";
import type { SiteSets } from "./sets";

/** Custom fields that name who speaks or who asks (the witness tab's; an interviewer when given). */
const PERSON_FIELDS = ["forename", "witness", "interviewer"];
const RECORDING_DATE_FIELD = "recording_date";

type Fields = Record<string, string | number | string[]>;

function fieldTexts(fields: Fields, key: string): string[] {
  const value = fields[key];
  if (value === undefined) return [];
  return (Array.isArray(value) ? value : [String(value)]).map((text) => text.replace(/\s+/g, " ").trim()).filter(Boolean);
}

/** The base text (English) and every other language that says it differently. */
function inLanguages(i18n: I18nText, field: string, base: string | null): LangText[] {
  const out: LangText[] = [];
  const seen = new Set<string>();
  for (const lang of LOCALES) {
    const text = (lang === "en" ? base : (i18n[lang]?.[field] ?? null))?.trim();
    if (!text || seen.has(text)) continue;
    seen.add(text);
    out.push({ lang, text });
  }
  return out;
}

export async function metadataOf(db: Db, sets: SiteSets, itemIds: number[]): Promise<Map<number, OaiMetadata>> {
  if (itemIds.length === 0) return new Map();
  const ids = sql`${items.id} = any(${sql.param(itemIds)}::int[])`;
  const [rows, links] = await Promise.all([
    withContent(
      db
        .select({
          id: items.id,
          slug: items.slug,
          languages: items.languages,
          publishedAt: items.publishedAt,
          contentObjectType: items.contentObjectType,
          visibilityType: items.visibilityType,
          monetizationEnabled: items.monetizationEnabled,
          name: contentColumns.name,
          description: contentColumns.description,
          i18n: contentColumns.i18n,
          tags: contentColumns.tags,
          duration: contentColumns.duration,
          customFields: contentColumns.customFields,
        })
        .from(items)
        .$dynamic(),
    ).where(ids),
    db
      .select({ itemId: itemCategories.itemId, uid: categories.uid })
      .from(itemCategories)
      .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
      .where(sql`${itemCategories.itemId} = any(${sql.param(itemIds)}::int[])`)
      .orderBy(asc(itemCategories.position)),
  ]);
  const names = new Map(sets.list.map((category) => [category.uid, inLanguages(category.i18n, "name", category.name)]));
  const categoriesOf = new Map<number, string[]>();
  for (const link of links) categoriesOf.set(link.itemId, [...(categoriesOf.get(link.itemId) ?? []), link.uid]);
  return new Map(
    rows.map((row) => {
      const fields = row.customFields ?? {};
      const subjects = [
        ...row.tags.map((tag) => ({ lang: null, text: tag })),
        ...(categoriesOf.get(row.id) ?? []).flatMap((uid) => names.get(uid) ?? []),
      ];
      const metadata: OaiMetadata = {
        slug: row.slug,
        titles: inLanguages(row.i18n ?? {}, "name", row.name),
        descriptions: inLanguages(row.i18n ?? {}, "description", row.description),
        creators: [...new Set(PERSON_FIELDS.flatMap((key) => fieldTexts(fields, key)))],
        subjects,
        languages: row.languages,
        published_at: row.publishedAt?.toISOString() ?? null,
        recording_date: fieldTexts(fields, RECORDING_DATE_FIELD)[0] ?? null,
        content_object_type: row.contentObjectType,
        visibility_type: row.visibilityType,
        monetization_enabled: row.monetizationEnabled,
        duration: Number(row.duration) || 0,
      };
      return [row.id, metadata];
    }),
  );
}
