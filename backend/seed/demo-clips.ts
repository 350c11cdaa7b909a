// The demo clips made by scripts/demo-media/make.sh (backend/seed/assets/demo): 12 short videos with
// a spoken placeholder narration, English and French captions timed to it, and a frame for the
// thumbnail. Every demo media plays one of them; its duration is the clip's real one.
import manifest from "./assets/demo/manifest.json";

export type DemoClip = {
  id: string;
  title: { en: string; fr: string };
  /** Seconds, as ffprobe measured the file. */
  duration: number;
  /** The duration in whole seconds (what a media's `duration` holds). */
  seconds: number;
  cues: number;
  width: number;
  height: number;
  video: string;
  thumbnail: string;
  captions: { en: string; fr: string };
  bytes: { video: number; thumbnail: number; en: number; fr: number };
};

export const DEMO_CLIPS: readonly DemoClip[] = manifest.clips;

/** The languages every clip has captions in. */
export const DEMO_CAPTION_LANGUAGES = ["en", "fr"] as const;

/** Where a clip's files are in media storage (`demo/clip-01.mp4` …). */
export function demoKey(file: string): string {
  return `demo/${file}`;
}

/** The clip of item `n` of a site: the 12 clips in turn. */
export function demoClipFor(n: number): DemoClip {
  const clip = DEMO_CLIPS[(((n - 1) % DEMO_CLIPS.length) + DEMO_CLIPS.length) % DEMO_CLIPS.length];
  if (!clip) throw new Error("seed: backend/seed/assets/demo/manifest.json lists no clips");
  return clip;
}
