// The three citation styles, adapted to an audiovisual oral-history source published on a website:
// Chicago (bibliography entry), APA 7 and MLA 9. Each gives parts, some in italics (the dialog
// shows them so; a copy is plain text). A missing witness puts the title first, as the styles do
// for works without an author; a missing date or place is left out (APA writes "n.d.").
import { formatClock } from "../player/start-time";
import { citedUrl, publishers, type Citation } from "./citation-source";
import { apaDate, fromDate, longDate, mlaDate, parseDate, type PartialDate } from "./dates";
import { capitalised, sentence, WORDS } from "./words";

export const CITATION_STYLES = ["chicago", "apa", "mla"] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

export type CitationPart = { text: string; italic?: boolean };

type DateFormat = (date: PartialDate, locale: Citation["locale"]) => string;

/** The recording phrase with dates written by `format`; free-text dates are kept as typed. */
function recording(citation: Citation, format: DateFormat): string | null {
  const parsed = parseDate(citation.recordingDate);
  const date = citation.recordingDate === null ? null : parsed ? format(parsed, citation.locale) : citation.recordingDate;
  return WORDS[citation.locale].recording(date, parsed, citation.recordingPlace);
}

function timeCode(citation: Citation): string | null {
  return citation.seconds === null ? null : WORDS[citation.locale].timeCode(formatClock(citation.seconds));
}

const joined = (parts: Array<string | null>, separator: string) => parts.filter((p): p is string => Boolean(p)).join(separator);

function chicago(c: Citation): CitationPart[] {
  const w = WORDS[c.locale];
  const lead = c.witness ? `${sentence(c.witness)} ${w.quote(c.title)}` : w.quote(c.title);
  const description = sentence(joined([w.testimony, recording(c, longDate), timeCode(c)], ", "));
  const accessed = sentence(w.accessed(longDate(fromDate(c.accessed), c.locale)));
  return [{ text: `${lead} ${description} ${publishers(c).map(sentence).join(" ")} ${accessed} ${sentence(citedUrl(c))}` }];
}

function apa(c: Citation): CitationPart[] {
  const w = WORDS[c.locale];
  const parsed = parseDate(c.recordingDate);
  const date = `(${c.recordingDate === null ? w.noDate : parsed ? apaDate(parsed, c.locale) : c.recordingDate}).`;
  // The date is APA's own element, in parentheses; the bracket describes the recording.
  const bracket = `[${joined([w.testimony, w.recording(null, null, c.recordingPlace), timeCode(c)], `${w.semicolon} `)}]`;
  const title: CitationPart[] = [{ text: c.title, italic: true }, { text: ` ${bracket}.` }];
  const lead: CitationPart[] = c.witness ? [{ text: `${sentence(c.witness)} ${date} ` }, ...title] : [...title, { text: ` ${date}` }];
  const retrieved = w.retrieved(longDate(fromDate(c.accessed), c.locale), citedUrl(c));
  return [...lead, { text: ` ${publishers(c).map(sentence).join(" ")} ${retrieved}` }];
}

function mla(c: Citation): CitationPart[] {
  const w = WORDS[c.locale];
  const lead = c.witness ? `${sentence(c.witness)} ${w.quote(c.title)}` : w.quote(c.title);
  const description = sentence(joined([w.testimony, recording(c, mlaDate)], ", "));
  // MLA names the publisher only when it differs from the website's title.
  const organisation = c.organisation === c.siteName ? null : c.organisation;
  const time = timeCode(c);
  const accessed = sentence(w.accessed(mlaDate(fromDate(c.accessed), c.locale)));
  return [
    { text: `${lead} ${description} ` },
    { text: c.siteName, italic: true },
    { text: `, ${joined([organisation, citedUrl(c)], ", ")}. ${time ? `${sentence(capitalised(time))} ` : ""}${accessed}` },
  ];
}

const STYLES: Record<CitationStyle, (citation: Citation) => CitationPart[]> = { chicago, apa, mla };

export function formatCitation(style: CitationStyle, citation: Citation): CitationPart[] {
  return STYLES[style](citation);
}

/** The citation as copied: plain text, on one line. */
export function plainText(parts: CitationPart[]): string {
  return parts.map((part) => part.text).join("");
}
