// A BibTeX entry of a testimony, as a .bib file holds it. `@misc` with BibLaTeX's fields (`date`,
// `urldate`) beside the classic ones (`year`, `howpublished`, `note`), so both BibTeX and Biber
// read it. Text stays UTF-8 (Biber and modern BibTeX setups read it); LaTeX's special characters
// are escaped, and titles are braced so that styles keep their capitals.
import { formatClock } from "../player/start-time";
import { citedUrl, type Citation } from "./citation-source";
import { fromDate, isoDate, longDate, parseDate } from "./dates";
import { capitalised, sentence, WORDS } from "./words";

const SPECIAL: Record<string, string> = {
  "\\": "\\textbackslash{}",
  "{": "\\{",
  "}": "\\}",
  $: "\\$",
  "&": "\\&",
  "%": "\\%",
  "#": "\\#",
  _: "\\_",
  "^": "\\textasciicircum{}",
  "~": "\\textasciitilde{}",
};

/** `text` safe inside a BibTeX field's braces: LaTeX's specials escaped, one line. */
export function escapeBibtex(text: string): string {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[\\{}$&%#_^~]/g, (c) => SPECIAL[c] ?? c);
}

/** A URL as the url field takes it (verbatim): only what would unbalance the braces is encoded. */
function bibtexUrl(url: string): string {
  return url.replace(/[{}\\\s]/g, (c) => encodeURIComponent(c));
}

/** Letters that Unicode does not decompose into a base letter and an accent. */
const ASCII: Record<string, string> = { ł: "l", ø: "o", đ: "d", ß: "ss", æ: "ae", œ: "oe", ı: "i" };

/** `maria1995`, `testimony0001` (ASCII letters and digits: what every BibTeX accepts in a key). */
export function bibtexKey(citation: Citation): string {
  const name = (citation.witness ?? citation.title)
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[łøđßæœı]/g, (c) => ASCII[c] ?? c)
    .replace(/[^a-z0-9]+/g, " ")
    .trim()
    .split(" ")
    .slice(0, 2)
    .join("");
  const year = parseDate(citation.recordingDate)?.year ?? "";
  return `${name || "testimony"}${year}`;
}

export function toBibtex(citation: Citation): string {
  const w = WORDS[citation.locale];
  const recorded = parseDate(citation.recordingDate);
  const phrase = w.recording(
    citation.recordingDate === null ? null : recorded ? longDate(recorded, citation.locale) : citation.recordingDate,
    recorded,
    citation.recordingPlace,
  );
  const note = [phrase, citation.seconds !== null ? w.timeCode(formatClock(citation.seconds)) : null]
    .filter((part): part is string => Boolean(part))
    .map((part) => sentence(capitalised(part)))
    .join(" ");
  const fields: Array<[string, string | null]> = [
    ["author", citation.witness ? `{${escapeBibtex(citation.witness)}}` : null],
    ["title", `{${escapeBibtex(citation.title)}}`],
    ["howpublished", escapeBibtex(w.testimony)],
    ["date", recorded ? isoDate(recorded) : null],
    ["year", recorded ? String(recorded.year) : null],
    ["address", citation.recordingPlace ? escapeBibtex(citation.recordingPlace) : null],
    ["organization", escapeBibtex(citation.organisation)],
    ["publisher", escapeBibtex(citation.siteName)],
    ["url", bibtexUrl(citedUrl(citation))],
    ["urldate", isoDate(fromDate(citation.accessed))],
    ["note", note ? escapeBibtex(note) : null],
  ];
  const lines = fields.filter((field): field is [string, string] => field[1] !== null).map(([name, value]) => `  ${name} = {${value}},`);
  return `@misc{${bibtexKey(citation)},\n${lines.join("\n")}\n}\n`;
}
