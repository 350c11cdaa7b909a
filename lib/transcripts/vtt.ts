// WebVTT caption files, read into cues (start and end in seconds, the text on one line): what the
// transcript panel shows and what the search indexes. Strict about what matters (the header, the
// timings), lenient about the rest (cue ids, settings after the timing, NOTE and STYLE blocks,
// tags in the text).

export type Cue = { start: number; end: number; text: string };

export class VttError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "VttError";
  }
}

const TIMING = /^((?:\d+:)?\d{2}:\d{2}\.\d{3})\s+-->\s+((?:\d+:)?\d{2}:\d{2}\.\d{3})(?:\s+.*)?$/;

function seconds(stamp: string): number {
  const parts = stamp.split(":").map(Number);
  return parts.reduce((total, part) => total * 60 + part, 0);
}

/** `<v Speaker>`, `<i>`, `<00:01.000>` and the like dropped; entities for &, < and > read. */
function plain(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&nbsp;/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();
}

/** The cues of a WebVTT file, in order; a VttError names the first line that is not WebVTT. */
export function parseVtt(source: string): Cue[] {
  const lines = source.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? "")) throw new VttError("The file does not start with WEBVTT.");
  const cues: Cue[] = [];
  let i = 1;
  while (i < lines.length) {
    // Blocks are separated by blank lines.
    while (i < lines.length && lines[i]!.trim() === "") i += 1;
    if (i >= lines.length) break;
    const first = lines[i]!;
    if (/^(NOTE|STYLE|REGION)(\s|$)/.test(first)) {
      while (i < lines.length && lines[i]!.trim() !== "") i += 1;
      continue;
    }
    // An optional cue id before the timing line.
    let timing = TIMING.exec(first.trim());
    if (!timing && i + 1 < lines.length) {
      timing = TIMING.exec(lines[i + 1]!.trim());
      if (timing) i += 1;
    }
    if (!timing) throw new VttError(`Line ${i + 1} should be a cue timing ("00:00:01.000 --> 00:00:04.000").`);
    const start = seconds(timing[1]!);
    const end = seconds(timing[2]!);
    if (end < start) throw new VttError(`Line ${i + 1}: the cue ends before it starts.`);
    i += 1;
    const text: string[] = [];
    while (i < lines.length && lines[i]!.trim() !== "") {
      text.push(lines[i]!);
      i += 1;
    }
    const line = plain(text.join(" "));
    if (line) cues.push({ start, end, text: line });
  }
  return cues;
}

/** The cues as plain text, one per line: a transcript to read or paste. */
export function cuesToText(cues: readonly Cue[]): string {
  return cues.map((cue) => cue.text).join("\n") + "\n";
}
