// What a citation of an item needs, taken from the item's custom fields and the site's settings.
// The moment (the day it is read, the player's time) is added in the browser: the page is cached.
import type { Item, WebsiteSettings } from "../api/schemas";
import { withStartTime } from "../player/start-time";

export type CitationLocale = "en" | "fr";

/** The parts of a citation that come from the item and the site. */
export type CitationSource = {
  locale: CitationLocale;
  /** The witness's name as recorded (often a forename only); null when the item gives none. */
  witness: string | null;
  title: string;
  /** The recording date as the item gives it: `YYYY-MM-DD`, `YYYY-MM`, `YYYY` or free text. */
  recordingDate: string | null;
  recordingPlace: string | null;
  /**
   * The organisation that publishes the testimony. The settings name only the site: the site's name
   * is the organisation's (see the terms of use: "the organisation that runs {siteName}").
   */
  organisation: string;
  siteName: string;
  /** The item page's absolute URL, without a time code. */
  url: string;
};

/** A source cited at a moment: the day it was read and, when the player has one, its time code. */
export type Citation = CitationSource & {
  /** The day the page was consulted. */
  accessed: Date;
  /** Whole seconds into the video, or null for none. */
  seconds: number | null;
  /** The playlist media those seconds are in (null: a single media, or no time code). */
  media?: string | null;
};

type Fields = Item["content_object"]["custom_fields"];

function text(fields: Fields, key: string): string | null {
  const value = fields[key];
  if (value === undefined) return null;
  const joined = Array.isArray(value)
    ? value
        .map((v) => v.trim())
        .filter(Boolean)
        .join(", ")
    : String(value);
  const trimmed = joined.replace(/\s+/g, " ").trim();
  return trimmed || null;
}

export function citationLocale(locale: string): CitationLocale {
  return locale === "fr" ? "fr" : "en";
}

/** The witness is the item's `forename` field (the demo catalogue's, and the custom-fields tab's). */
export function citationSource(
  item: Pick<Item, "content_object">,
  settings: Pick<WebsiteSettings, "name">,
  url: string,
  locale: string,
): CitationSource {
  const fields = item.content_object.custom_fields;
  const name = settings.name.trim();
  return {
    locale: citationLocale(locale),
    witness: text(fields, "forename"),
    title: item.content_object.name.replace(/\s+/g, " ").trim(),
    recordingDate: text(fields, "recording_date"),
    recordingPlace: text(fields, "recording_place"),
    organisation: name,
    siteName: name,
    url,
  };
}

/** `media`: the playlist media the time code is in (null for a single media). */
export function citedAt(source: CitationSource, accessed: Date, seconds: number | null, media: string | null = null): Citation {
  const whole = seconds !== null && Number.isFinite(seconds) && seconds >= 1 ? Math.floor(seconds) : null;
  return { ...source, accessed, seconds: whole, media: whole === null ? null : media };
}

/** The URL a citation gives: the page, at the time code (in its playlist media) when there is one. */
export function citedUrl(citation: Citation): string {
  return citation.seconds === null ? citation.url : withStartTime(citation.url, citation.seconds, citation.media);
}

/** The publisher names to print: one when the organisation and the site share their name. */
export function publishers(citation: CitationSource): string[] {
  return citation.organisation === citation.siteName ? [citation.siteName] : [citation.organisation, citation.siteName];
}
