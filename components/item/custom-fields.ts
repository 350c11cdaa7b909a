// The custom fields of an item (backend/seed/media-content.ts) as two tabs of label/value rows,
// formatted for the page's locale. Empty fields are left out.
import type { ContentObject } from "@/lib/api/schemas";
import { formatDuration, formatLongDate } from "@/lib/format";

export const WITNESS_FIELDS = ["forename", "birth_year", "birth_place", "region", "country", "during_the_wars"] as const;
export const TECHNICAL_FIELDS = ["recording_place", "recording_date", "duration", "languages", "evidence_link", "names_mentioned"] as const;

export type CustomFieldKey = (typeof WITNESS_FIELDS)[number] | (typeof TECHNICAL_FIELDS)[number];
export type CustomFieldRow = { key: CustomFieldKey; value: string; href?: string };
export type CustomFieldTabs = { witness: CustomFieldRow[]; technical: CustomFieldRow[] };

type Value = ContentObject["custom_fields"][string] | undefined;

const ISO_DATE = /^\d{4}-\d{2}-\d{2}(T.*)?$/;

function languageNames(codes: string[], locale: string): string {
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale], { type: "language" });
  } catch {
    names = null;
  }
  return codes
    .map((code) => {
      const name = names?.of(code) ?? code;
      return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1);
    })
    .join(", ");
}

function asText(value: Value): string {
  if (value === undefined || value === null) return "";
  if (Array.isArray(value))
    return value
      .map((v) => v.trim())
      .filter(Boolean)
      .join(", ");
  return String(value).trim();
}

function rowOf(key: CustomFieldKey, value: Value, locale: string): CustomFieldRow | null {
  if (key === "languages") {
    const codes = (Array.isArray(value) ? value : asText(value).split(",")).map((c) => c.trim()).filter(Boolean);
    return codes.length ? { key, value: languageNames(codes, locale) } : null;
  }
  if (key === "duration" && typeof value === "number") return { key, value: formatDuration(value) };
  const text = asText(value);
  if (!text) return null;
  if (key === "recording_date" && ISO_DATE.test(text) && !Number.isNaN(Date.parse(text))) {
    return { key, value: formatLongDate(text, locale) };
  }
  if (key === "evidence_link") {
    // Only web links become links; anything else is shown as text.
    return /^https?:\/\//i.test(text) ? { key, value: text, href: text } : { key, value: text };
  }
  return { key, value: text };
}

export function customFieldTabs(fields: ContentObject["custom_fields"], locale: string): CustomFieldTabs {
  const rows = (keys: readonly CustomFieldKey[]) =>
    keys.map((key) => rowOf(key, fields[key], locale)).filter((row): row is CustomFieldRow => row !== null);
  return { witness: rows(WITNESS_FIELDS), technical: rows(TECHNICAL_FIELDS) };
}
