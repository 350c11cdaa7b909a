// A RIS record of a testimony (`TY  - VIDEO`), the format reference managers import: one tag per
// line, "XX  - value", lines ending with CRLF, the record closed by "ER  - ".
import { formatClock } from "../player/start-time";
import { citedUrl, type Citation } from "./citation-source";
import { fromDate, parseDate, slashDate } from "./dates";
import { capitalised, WORDS } from "./words";

/** One RIS line; a value is one line, so line breaks become spaces. */
function line(tag: string, value: string): string {
  return `${tag}  - ${value.replace(/\s+/g, " ").trim()}`;
}

export function toRis(citation: Citation): string {
  const w = WORDS[citation.locale];
  const recorded = parseDate(citation.recordingDate);
  const entries: Array<[string, string | null]> = [
    ["TY", "VIDEO"],
    ["AU", citation.witness],
    ["TI", citation.title],
    ["M3", w.testimony],
    ["DA", recorded ? slashDate(recorded) : null],
    ["PY", recorded ? String(recorded.year) : null],
    // A date RIS cannot read ("spring 1995") is kept as a note.
    ["N1", citation.recordingDate !== null && !recorded ? citation.recordingDate : null],
    ["CY", citation.recordingPlace],
    ["PB", citation.organisation],
    ["T2", citation.siteName],
    ["UR", citedUrl(citation)],
    ["Y2", slashDate(fromDate(citation.accessed))],
    ["N1", citation.seconds !== null ? capitalised(w.timeCode(formatClock(citation.seconds))) : null],
  ];
  const lines = entries
    .filter((entry): entry is [string, string] => entry[1] !== null && entry[1] !== "")
    .map(([tag, value]) => line(tag, value));
  return `${[...lines, "ER  - "].join("\r\n")}\r\n`;
}
