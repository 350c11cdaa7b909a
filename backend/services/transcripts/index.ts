// The cues of captions files in caption_cues, for search inside transcripts (migration 0009).
// Many files may hold the same captions (the demo catalogue reuses 12 clips), so a transcript is
// given once with its storage path and every captions file at that path gets its cues in one
// statement, each cue's tsvector computed once.
import { sql } from "drizzle-orm";
import type { Db } from "../../db/client";
import { plainText, type VttCue } from "../../../lib/transcripts/vtt";

export type Transcript = { path: string; cues: VttCue[] };

/**
 * Replaces the cues of a site's captions files whose path is one of `transcripts`' (the others keep
 * theirs). The caller refreshes the search index afterwards (refreshSearchIndex), which drops
 * the cached pages and vocabulary that may hold the old cues.
 */
export async function indexCaptions(db: Db, websiteId: number, transcripts: Transcript[]): Promise<void> {
  const paths = transcripts.map((t) => t.path);
  if (paths.length === 0) return;
  const captionsOfSite = sql`f.slug = 'captions' and m.website_id = ${websiteId}`;
  await db.execute(sql`
    delete from caption_cues where file_id in (
      select f.id from files f join medias m on m.id = f.media_id
      where ${captionsOfSite} and f.path = any(${sql.param(paths)}::text[]))`);

  const rows = transcripts.flatMap(({ path, cues }) =>
    cues.flatMap((cue, position) => {
      const text = plainText(cue.text);
      return text ? [{ path, position, start: cue.start, end: cue.end, text }] : [];
    }),
  );
  if (rows.length === 0) return;
  const column = <T>(pick: (row: (typeof rows)[number]) => T) => sql.param(rows.map(pick));
  await db.execute(sql`
    with cues as materialized (
      select c.*, to_tsvector('simple', unaccent(c.text)) as search_vector
      from unnest(${column((r) => r.path)}::text[], ${column((r) => r.position)}::int[], ${column((r) => r.start)}::real[],
                  ${column((r) => r.end)}::real[], ${column((r) => r.text)}::text[])
        as c(path, position, start_seconds, end_seconds, text)
    )
    insert into caption_cues (file_id, media_id, language, position, start_seconds, end_seconds, text, search_vector)
    select f.id, f.media_id, coalesce(f.language, ''), c.position, c.start_seconds, c.end_seconds, c.text, c.search_vector
    from files f join medias m on m.id = f.media_id join cues c on c.path = f.path
    where ${captionsOfSite}`);
}
