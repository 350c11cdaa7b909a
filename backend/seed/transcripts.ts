// Search inside transcripts for the demo catalogue: every demo media's captions files point at one
// of the 12 clips' VTT files, so each file is read and parsed once and its cues reach every media
// showing the clip in one statement per site.
import { readFile } from "node:fs/promises";
import path from "node:path";
import type { Db } from "../db/client";
import { indexCaptions, type Transcript } from "../services/transcripts";
import { parseVtt } from "../../lib/transcripts/vtt";
import { DEMO_CAPTION_LANGUAGES, DEMO_CLIPS, demoKey } from "./demo-clips";

const ASSETS = path.join(process.cwd(), "backend", "seed", "assets", "demo");

let demoTranscripts: Promise<Transcript[]> | null = null;

function loadDemoTranscripts(): Promise<Transcript[]> {
  demoTranscripts ??= Promise.all(
    DEMO_CLIPS.flatMap((clip) =>
      DEMO_CAPTION_LANGUAGES.map(async (language) => {
        const file = clip.captions[language];
        return { path: demoKey(file), cues: parseVtt(await readFile(path.join(ASSETS, file), "utf8")) };
      }),
    ),
  );
  // A failed read is tried again by the next seed.
  demoTranscripts.catch(() => (demoTranscripts = null));
  return demoTranscripts;
}

/** Indexes the cues of a site's demo captions files (seedSite, after the catalogue is inserted). */
export async function indexDemoCaptions(db: Db, websiteId: number): Promise<void> {
  await indexCaptions(db, websiteId, await loadDemoTranscripts());
}
