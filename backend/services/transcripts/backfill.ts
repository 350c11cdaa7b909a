// Captions files whose cues are not in caption_cues yet: those of a database seeded before search
// inside transcripts existed (migration 0009), or a file whose indexing failed. Run at start-up,
// under the same lock as migrations, so their words become searchable without a new seed.
import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "../../db/client";
import { parseVtt, VttError } from "../../../lib/transcripts/vtt";
import { refreshSearchIndex } from "../search-index";
import { readBytes, type Storage } from "../storage";
import { indexCaptions, type Transcript } from "./index";

type Unindexed = { website_id: number; path: string };

/** Reads, parses and indexes every unindexed captions file; returns how many files it indexed (per site). */
export async function indexUnindexedCaptions(db: Db, storage: Storage): Promise<number> {
  const rows = await rowsOf<Unindexed>(
    db,
    sql`select distinct m.website_id, f.path
      from files f join medias m on m.id = f.media_id
      where f.slug = 'captions' and f.path is not null
        and not exists (select 1 from caption_cues c where c.file_id = f.id)`,
  );
  if (rows.length === 0) return 0;

  // Many medias (and both demo sites) share a file: each path is read and parsed once.
  const parsed = new Map<string, Transcript | null>();
  const read = async (key: string): Promise<Transcript | null> => {
    if (!parsed.has(key)) {
      const bytes = await readBytes(storage, key).catch(() => null);
      let transcript: Transcript | null = null;
      try {
        transcript = bytes ? { path: key, cues: parseVtt(bytes.toString("utf8")) } : null;
      } catch (error) {
        if (!(error instanceof VttError)) throw error;
        console.warn(`[backend] captions ${key} not indexed: ${error.message}`);
      }
      parsed.set(key, transcript);
    }
    return parsed.get(key) ?? null;
  };

  const bySite = new Map<number, string[]>();
  for (const row of rows) bySite.set(Number(row.website_id), [...(bySite.get(Number(row.website_id)) ?? []), row.path]);
  let indexed = 0;
  for (const [websiteId, paths] of bySite) {
    const transcripts = (await Promise.all(paths.map(read))).filter((t): t is Transcript => t !== null && t.cues.length > 0);
    if (transcripts.length === 0) continue;
    await indexCaptions(db, websiteId, transcripts);
    await refreshSearchIndex(db, websiteId);
    indexed += transcripts.length;
  }
  return indexed;
}
