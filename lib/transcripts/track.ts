// Which captions a transcript is read from, in the browser and on the server alike, so the page's
// HTML and the panel that takes it over show the same lines.
import type { PlayerFile } from "@/lib/api/player";
import type { Cue } from "./vtt";

/** A media's captions in the page's language, else its first ones; undefined when it has none. */
export function captionsTrack(files: readonly PlayerFile[], locale: string): PlayerFile | undefined {
  const tracks = files.filter((f) => f.slug === "captions");
  return tracks.find((f) => f.language === locale) ?? tracks[0];
}

/**
 * The transcript of one media as the server read it for the page: `cues` empty when the media has no
 * captions; `lang` the captions' language (null: none, or not given).
 */
export type MediaTranscript = { media: string; lang: string | null; cues: Cue[] };

/** The transcript as one text, a cue a line: what search engines are given. */
export function transcriptText(cues: readonly Cue[]): string {
  return cues.map((cue) => cue.text).join("\n");
}
