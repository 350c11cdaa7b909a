// A testimony and a site as the citation tests use them.
import { citationSource, citedAt, type Citation, type CitationSource } from "@/lib/citations/citation-source";

export const ACCESSED = new Date("2026-11-27T10:00:00Z");
export const URL_EN = "https://archive.example.org/witness-interview-ab12";

export type Fields = Record<string, string | number | string[]>;

export function item(name: string, fields: Fields) {
  return { content_object: { name, custom_fields: fields } } as Parameters<typeof citationSource>[0];
}

export const FIELDS: Fields = { forename: "Zofia", recording_date: "2004-03-12", recording_place: "Kraków" };

export function source(fields: Fields = FIELDS, locale = "en", name = "Testimony 0001 – Witness interview"): CitationSource {
  return citationSource(item(name, fields), { name: locale === "fr" ? "Archives des témoignages" : "Testimony Archive" }, URL_EN, locale);
}

export function cite(options: { fields?: Fields; locale?: string; seconds?: number | null; name?: string } = {}): Citation {
  return citedAt(source(options.fields, options.locale, options.name), ACCESSED, options.seconds ?? null);
}
