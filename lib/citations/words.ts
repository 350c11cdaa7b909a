// The words of a citation, in the page's language: a French page cites in French ("Témoignage
// vidéo", "Consulté le"), as a French bibliography would, and an English page in English. The
// dialog's own labels come from messages/; these belong to the citation text, which is copied out.
import type { CitationLocale } from "./citation-source";
import type { PartialDate } from "./dates";

const NBSP = "\u00a0";

export type Words = {
  /** The kind of source (Chicago, MLA; RIS's and BibTeX's type of work). */
  testimony: string;
  /**
   * "recorded March 12, 1995, in Lyon" / "enregistré le 12 mars 1995 à Lyon", either part optional
   * (null when both are missing). `date` is already formatted; `parsed` says how precise it is
   * (null: free text).
   */
  recording: (date: string | null, parsed: PartialDate | null, place: string | null) => string | null;
  timeCode: (clock: string) => string;
  accessed: (date: string) => string;
  /** APA's retrieval statement. */
  retrieved: (date: string, url: string) => string;
  noDate: string;
  quote: (title: string) => string;
  /** The separator inside APA's brackets (French puts a space before a semicolon). */
  semicolon: string;
};

/** `text` ending with a full stop, unless it already ends with one (or ? ! …). */
export function sentence(text: string): string {
  return /[.!?…]$/.test(text) ? text : `${text}.`;
}

export const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export const WORDS: Record<CitationLocale, Words> = {
  en: {
    testimony: "Video testimony",
    recording: (date, parsed, place) => {
      if (!date) return place ? `recorded in ${place}` : null;
      const on = parsed && parsed.month === null ? `recorded in ${date}` : `recorded ${date}`;
      return place ? `${on}, in ${place}` : on;
    },
    timeCode: (clock) => `time code ${clock}`,
    accessed: (date) => `Accessed ${date}`,
    retrieved: (date, url) => `Retrieved ${date}, from ${url}`,
    noDate: "n.d.",
    // English puts the full stop inside the quotation marks.
    quote: (title) => `“${sentence(title)}”`,
    semicolon: ";",
  },
  fr: {
    testimony: "Témoignage vidéo",
    recording: (date, parsed, place) => {
      if (!date) return place ? `enregistré à ${place}` : null;
      const on = !parsed ? `enregistré ${date}` : parsed.day === null ? `enregistré en ${date}` : `enregistré le ${date}`;
      return place ? `${on} à ${place}` : on;
    },
    timeCode: (clock) => `code temporel ${clock}`,
    accessed: (date) => `Consulté le ${date}`,
    retrieved: (date, url) => `Consulté le ${date}, à l’adresse ${url}`,
    noDate: "s. d.",
    quote: (title) => `«${NBSP}${title}${NBSP}».`,
    semicolon: `${NBSP};`,
  },
};
