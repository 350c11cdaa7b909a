// Dates as the citation styles write them, in the citation's language. Recording dates come as
// typed in a custom field: a full ISO date, a month, a year, or free text (kept as it is).
import type { CitationLocale } from "./citation-source";

export type PartialDate = { year: number; month: number | null; day: number | null };

const ISO = /^(\d{4})(?:-(\d{2})(?:-(\d{2}))?)?(?:T.*)?$/;

/** `1995-03-12` → {1995, 3, 12}; `1995-03` → {1995, 3}; `1995` → {1995}; anything else → null. */
export function parseDate(value: string | null): PartialDate | null {
  const match = value ? ISO.exec(value.trim()) : null;
  if (!match) return null;
  const year = Number(match[1]);
  const month = match[2] ? Number(match[2]) : null;
  const day = match[3] ? Number(match[3]) : null;
  if (month !== null && (month < 1 || month > 12)) return null;
  if (day !== null && (day < 1 || day > new Date(Date.UTC(year, month ?? 1, 0)).getUTCDate())) return null;
  return { year, month, day };
}

/** The reader's own day (local time): the access date is the day they read the page. */
export function fromDate(date: Date): PartialDate {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}

const TAG = { en: "en-US", fr: "fr-FR" } as const;

function monthName(locale: CitationLocale, month: number, width: "long" | "short"): string {
  return new Intl.DateTimeFormat(TAG[locale], { month: width, timeZone: "UTC" }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** MLA's own abbreviations (MLA Handbook, 9th ed.); French pages use the usual French ones. */
const MLA_MONTHS = ["Jan.", "Feb.", "Mar.", "Apr.", "May", "June", "July", "Aug.", "Sept.", "Oct.", "Nov.", "Dec."];

/** "March 12, 1995" / "12 mars 1995" (Chicago, APA's retrieval date); "1er" for the first in French. */
export function longDate(date: PartialDate, locale: CitationLocale): string {
  if (date.month === null) return String(date.year);
  const month = monthName(locale, date.month, "long");
  if (date.day === null) return `${month} ${date.year}`;
  if (locale === "fr") return `${date.day === 1 ? "1er" : date.day} ${month} ${date.year}`;
  return `${month} ${date.day}, ${date.year}`;
}

/** APA's "(1995, March 12)" inside: "1995, March 12" / "1995, 12 mars". */
export function apaDate(date: PartialDate, locale: CitationLocale): string {
  if (date.month === null) return String(date.year);
  const month = monthName(locale, date.month, "long");
  if (date.day === null) return `${date.year}, ${month}`;
  return locale === "fr" ? `${date.year}, ${date.day} ${month}` : `${date.year}, ${month} ${date.day}`;
}

/** MLA's "12 Mar. 1995" / "12 mars 1995". */
export function mlaDate(date: PartialDate, locale: CitationLocale): string {
  if (date.month === null) return String(date.year);
  const month = locale === "en" ? (MLA_MONTHS[date.month - 1] ?? "") : monthName(locale, date.month, "short");
  if (date.day === null) return `${month} ${date.year}`;
  return `${locale === "fr" && date.day === 1 ? "1er" : date.day} ${month} ${date.year}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** `1995-03-12`, `1995-03` or `1995` (BibTeX's date, ISO 8601). */
export function isoDate(date: PartialDate): string {
  return [String(date.year), ...(date.month !== null ? [pad(date.month)] : []), ...(date.day !== null ? [pad(date.day)] : [])].join("-");
}

/** RIS and Highwire dates: `1995/03/12/`, `1995/03//`, `1995///`. */
export function slashDate(date: PartialDate): string {
  return `${date.year}/${date.month !== null ? pad(date.month) : ""}/${date.day !== null ? pad(date.day) : ""}/`;
}
