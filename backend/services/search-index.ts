// The search document of every item: a weighted tsvector over unaccented text (name A, tags B,
// custom fields C, description D — English and French) and a trigram text for typos.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";

const document = (t: string) => sql.raw(`
  setweight(to_tsvector('simple', unaccent(coalesce(${t}.name, '') || ' ' || coalesce(${t}.i18n->'fr'->>'name', ''))), 'A')
  || setweight(to_tsvector('simple', unaccent(array_to_string(${t}.tags, ' '))), 'B')
  || setweight(to_tsvector('simple', unaccent(coalesce((select string_agg(v.value, ' ') from jsonb_each_text(${t}.custom_fields) v), ''))), 'C')
  || setweight(to_tsvector('simple', unaccent(coalesce(${t}.description, '') || ' ' || coalesce(${t}.i18n->'fr'->>'description', ''))), 'D')`);

const trigramText = (t: string) =>
  sql.raw(`lower(unaccent(coalesce(${t}.name, '') || ' ' || coalesce(${t}.i18n->'fr'->>'name', '') || ' ' || array_to_string(${t}.tags, ' ')))`);

/** Rebuilds the search columns of a site's items (all sites when websiteId is omitted). */
export async function refreshSearchIndex(db: Db, websiteId?: number): Promise<void> {
  const siteFilter = websiteId === undefined ? sql`` : sql` and i.website_id = ${websiteId}`;
  await db.execute(sql`
    update items i set
      search_vector = ${document("m")},
      search_text = ${trigramText("m")},
      languages = m.languages
    from medias m
    where i.media_id = m.id${siteFilter}`);
  await db.execute(sql`
    update items i set
      search_vector = ${document("p")},
      search_text = ${trigramText("p")},
      languages = p.languages
    from playlists p
    where i.playlist_id = p.id${siteFilter}`);
}
