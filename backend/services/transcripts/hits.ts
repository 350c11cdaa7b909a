// The transcript hits of a search's results: the cues where the searched words are said.
import { sql, type SQL } from "drizzle-orm";
import type { TranscriptHit } from "../../../lib/api/schemas";
import { rowsOf, type Db } from "../../db/client";

/** Hits per item at most (issue 13). */
const MAX_HITS = 3;

type HitRow = { item_id: number; media_uid: string; is_playlist: boolean; start: number; end: number; text: string };

/**
 * The best cues (by rank, then time) matching `tsquery` of each item: its media's, or its playlist's
 * medias'. Only cues in `language` when some of the item's matching cues are in it, else any. Not
 * filtered by access: the caller withholds them from viewers who may not play the item.
 */
export async function transcriptHits(
  db: Db,
  itemIds: number[],
  tsquery: SQL | null,
  language: string,
): Promise<Map<number, TranscriptHit[]>> {
  const hits = new Map<number, TranscriptHit[]>();
  if (itemIds.length === 0 || !tsquery) return hits;
  const rows = await rowsOf<HitRow>(
    db,
    sql`
    with targets as (
      select i.id as item_id, i.playlist_id is not null as is_playlist, coalesce(i.media_id, pm.media_id) as media_id
      from items i left join playlist_medias pm on i.media_id is null and pm.playlist_id = i.playlist_id
      where i.id = any(${sql.param(itemIds)}::int[])
    ), matches as (
      select t.item_id, t.is_playlist, c.media_id, c.language, c.start_seconds, c.end_seconds, c.text,
             ts_rank_cd(c.search_vector, q.query) as rank,
             bool_or(c.language = ${language}) over (partition by t.item_id) as has_language
      from targets t join caption_cues c on c.media_id = t.media_id, (select ${tsquery} as query) q
      where c.search_vector @@ q.query
    ), ranked as (
      select *, row_number() over (partition by item_id order by rank desc, start_seconds, media_id) as n
      from matches where language = ${language} or not has_language
    )
    select r.item_id, m.uid as media_uid, r.is_playlist, r.start_seconds as "start", r.end_seconds as "end", r.text
    from ranked r join medias m on m.id = r.media_id
    where r.n <= ${MAX_HITS}
    order by r.item_id, r.n`,
  );
  for (const row of rows) {
    const id = Number(row.item_id);
    const hit: TranscriptHit = { start: Number(row.start), end: Number(row.end), text: row.text };
    // A playlist's hit says which of its medias speaks (the times are that media's).
    if (row.is_playlist) hit.media_uid = row.media_uid;
    hits.set(id, [...(hits.get(id) ?? []), hit]);
  }
  return hits;
}
