// A small, strict WebVTT parser: what search inside transcripts indexes and the transcript panel shows.
// A file that is not WebVTT, or a cue with a malformed time, is an error naming its line: indexing
// it wrongly would send a viewer to the wrong minute.

export type VttCue = {
  /** The cue's identifier line, if it has one. */
  id: string | null;
  /** Seconds from the start of the media. */
  start: number;
  end: number;
  /** The cue's lines as written (tags and entities included), joined by "\n". */
  text: string;
};

export class VttError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`Invalid WebVTT at line ${line}: ${reason}`);
    this.name = "VttError";
  }
}

/** `HH:MM:SS.mmm` (hours of two or more digits) or `MM:SS.mmm`. */
const TIMESTAMP = /^(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})$/;
/** A line that opens a block which is not a cue. */
const NOT_A_CUE = /^(?:NOTE|STYLE|REGION)(?:[ \t]|$)/;

function seconds(value: string, line: number): number {
  const match = TIMESTAMP.exec(value);
  if (!match) throw new VttError(line, `"${value}" is not a timestamp (HH:MM:SS.mmm or MM:SS.mmm)`);
  const [, hours, minutes, secs, millis] = match;
  return Number(hours ?? 0) * 3600 + Number(minutes) * 60 + Number(secs) + Number(millis) / 1000;
}

/** The cues of a WebVTT file, in file order. */
export function parseVtt(source: string): VttCue[] {
  const lines = source.replace(/^\uFEFF/, "").split(/\r\n|\r|\n/);
  if (!/^WEBVTT(?:[ \t].*)?$/.test(lines[0] ?? "")) throw new VttError(1, 'the file must start with "WEBVTT"');
  const cues: VttCue[] = [];
  let i = 1;
  // The header's own lines run to the first blank line.
  while (i < lines.length && lines[i] !== "") {
    if (lines[i]!.includes("-->")) throw new VttError(i + 1, "a blank line must separate the header from the first cue");
    i++;
  }
  while (i < lines.length) {
    if (lines[i] === "") {
      i++;
      continue;
    }
    const block: string[] = [];
    const first = i;
    while (i < lines.length && lines[i] !== "") block.push(lines[i++]!);
    if (NOT_A_CUE.test(block[0]!)) continue;
    const hasId = !block[0]!.includes("-->");
    const timingAt = hasId ? 1 : 0;
    const timing = block[timingAt];
    const timingLine = first + timingAt + 1;
    if (timing === undefined || !timing.includes("-->")) throw new VttError(timingLine, 'expected a cue timing line ("start --> end")');
    // Cue settings (position, align…) may follow the end time; they do not matter here.
    const [startText, rest] = timing.split("-->", 2).map((part) => part.trim()) as [string, string];
    const endText = rest.split(/[ \t]+/)[0] ?? "";
    const start = seconds(startText, timingLine);
    const end = seconds(endText, timingLine);
    if (end <= start) throw new VttError(timingLine, "a cue must end after it starts");
    const text = block.slice(timingAt + 1);
    if (text.some((line) => line.includes("-->"))) throw new VttError(timingLine + 1, 'cue text may not contain "-->"');
    cues.push({ id: hasId ? block[0]! : null, start, end, text: text.join("\n") });
  }
  return cues;
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", nbsp: " ", lrm: "", rlm: "", quot: '"', apos: "'" };

/** A cue's words as a reader sees them: one line, without tags (`<v Anna>`, `<i>`) or entities. */
export function plainText(text: string): string {
  return text
    .replace(/<[^>]*>/g, "")
    .replace(/&(\w+);/g, (entity, name: string) => ENTITIES[name] ?? entity)
    .replace(/\s+/g, " ")
    .trim();
}

/** What the transcript panel shows of a cue: its times and its words on one line. */
export type Cue = { start: number; end: number; text: string };

/** The cues of a WebVTT file as lines to read, empty ones left out. */
export function readCues(source: string): Cue[] {
  return parseVtt(source)
    .map(({ start, end, text }) => ({ start, end, text: plainText(text) }))
    .filter((cue) => cue.text !== "");
}

/** The cues as plain text, one per line: a transcript to read or paste. */
export function cuesToText(cues: readonly Cue[]): string {
  return cues.map((cue) => cue.text).join("\n") + "\n";
}
