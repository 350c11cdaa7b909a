// The search documents of every item, over unaccented text (English and French): what anyone may
// read of it (name A, tags B, custom fields C, description D) in search_vector, and the same with the
// words said in its captions (D) in spoken_vector, which a search reads only for the items the viewer
// may play (items/search.ts): what a restricted item's captions say is never told by a search. The
// words said are in the item's own document so that one GIN look-up finds them: matching the cues
// apart, then their medias' items, took 170 ms for a word said in every clip at 8,000 items on
// PostgreSQL. Then the vocabularies of those documents, which expand a prefix into the words it
// starts and turn a misspelt word into the words it was meant to be (pg_trgm similarity). The
// content's sortable names are kept beside the documents, for lists and searches ordered by name.
import { sql } from "drizzle-orm";
import type { Website } from "../context";
import { rowsOf, type Db } from "../db/client";
import { playableByAnyoneSql } from "./items/access";
import { catalogueChanged, onCatalogueChanged } from "./instance-events";

/** What anyone may read of the content object `t`. */
const readable = (t: string) =>
  sql.raw(`
  setweight(to_tsvector('simple', unaccent(coalesce(${t}.name, '') || ' ' || coalesce(${t}.i18n->'fr'->>'name', ''))), 'A')
  || setweight(to_tsvector('simple', unaccent(array_to_string(${t}.tags, ' '))), 'B')
  || setweight(to_tsvector('simple', unaccent(coalesce((select string_agg(v.value, ' ') from jsonb_each_text(${t}.custom_fields) v), ''))), 'C')
  || setweight(to_tsvector('simple', unaccent(coalesce(${t}.description, '') || ' ' || coalesce(${t}.i18n->'fr'->>'description', ''))), 'D')`);

/** The words said in the cues `c` where `spoken`. */
const said = (spoken: string) =>
  sql.raw(`
  setweight(to_tsvector('simple', unaccent(coalesce((select string_agg(c.text, ' ' order by c.media_id, c.language, c.position) from caption_cues c where ${spoken}), ''))), 'D')`);

/** The sortable names of the content object `t` per locale, the key of name orderings
 * (items/list.ts): computed here once per item rather than for every item a list sorts. */
const sortNames = (t: string) =>
  sql.raw(`
  sort_name_en = lower(unaccent(coalesce(${t}.i18n->'en'->>'name', ${t}.name))),
  sort_name_fr = lower(unaccent(coalesce(${t}.i18n->'fr'->>'name', ${t}.name)))`);

/** Rebuilds the search columns of a site's items (all sites when websiteId is omitted): what every
 * change to items calls, so it also drops their cached pages. */
export async function refreshSearchIndex(db: Db, websiteId?: number): Promise<void> {
  const siteFilter = websiteId === undefined ? sql`` : sql` and i.website_id = ${websiteId}`;
  // Planner statistics of the tables the documents, and then a page of results, read, first: without
  // them a playlist's spoken words were gathered by reading every cue, for each playlist (about half
  // of a seed of 8,000 items, and most of one of 100,000), and a page's categories were fetched by a
  // parallel plan made for 20,000 rows (10 ms at 100,000 items, for 60 rows). (PGlite has no
  // autovacuum to gather them, nor has a server where it is off; ANALYZE, unlike VACUUM, may run
  // inside the seed's transaction.)
  await db.execute(sql`analyze caption_cues, medias, playlists, playlist_medias, item_categories, categories, prices, plan_items, plans`);
  // What anyone may read is computed once (the lateral `d`) for both documents.
  await db.execute(sql`
    update items i set
      search_vector = d.readable,
      spoken_vector = d.readable || ${said("c.media_id = m.id")},
      ${sortNames("m")},
      languages = m.languages
    from medias m, lateral (select ${readable("m")} as readable) d
    where i.media_id = m.id${siteFilter}`);
  await db.execute(sql`
    update items i set
      search_vector = d.readable,
      spoken_vector = d.readable || ${said("c.media_id in (select pm.media_id from playlist_medias pm where pm.playlist_id = p.id)")},
      ${sortNames("p")},
      languages = p.languages
    from playlists p, lateral (select ${readable("p")} as readable) d
    where i.playlist_id = p.id${siteFilter}`);
  // And of the documents: without them the search does not use its GIN index. (With those of the
  // cues, the transcript hits read the cues of the page's medias, 2 ms for a word said in every clip
  // at 8,000 items, rather than every cue saying the words, 20 ms.)
  await db.execute(sql`analyze items`);
  // The GIN indexes take rewritten documents into a pending list that every search reads through
  // (286 pages after a seed of 8,000 items) until a vacuum merges it, and autovacuum may be off (or,
  // on PGlite, absent): merged here, once per rebuild.
  await db.execute(
    sql`select gin_clean_pending_list('items_search_idx'), gin_clean_pending_list('items_spoken_idx'), gin_clean_pending_list('caption_cues_search_idx')`,
  );
  // Every instance drops its vocabularies and cached lists of the site.
  catalogueChanged(websiteId);
}

/** Lexemes of a site's documents: all of them sorted (prefix look-ups), and the words a typo may
 * be corrected to (letters only, three or more). */
export type Vocabulary = { words: string[]; fixable: string[] };

/**
 * Whose words: `anyone`'s, the words of every item's search_vector and of the spoken_vector of the
 * items anyone may play (what an anonymous visitor may read); or `all`, the words of every document.
 * A word said only in a restricted item's captions is in `all` alone.
 */
export type VocabularyScope = "anyone" | "all";

const VOCABULARY_TTL_MS = 10 * 60 * 1000;
/** pg_trgm similarity() from which a word is taken for a misspelling of another. */
const TYPO_SIMILARITY = 0.45;
type CachedVocabulary = { at: number; vocabulary: Promise<Vocabulary>; renewing?: boolean };
/** Per site, per scope (and, for `anyone`, whether the site sells: it decides who may play what). */
const vocabularies = new Map<number, Map<string, CachedVocabulary>>();
onCatalogueChanged((websiteId) => (websiteId === undefined ? vocabularies.clear() : vocabularies.delete(websiteId)));

type VocabularySite = Pick<Website, "id" | "monetizationEnabled">;

async function loadVocabulary(db: Db, site: VocabularySite, scope: VocabularyScope): Promise<Vocabulary> {
  // ts_stat reads every document once (about 0.3 s for 8,000 items on PGlite, 3.5 s for 100,000 on
  // PostgreSQL), hence the cache.
  const document =
    scope === "all" ? "i.spoken_vector" : `case when ${playableByAnyoneSql(site, "i")} then i.spoken_vector else i.search_vector end`;
  const documents = `select ${document} from items i where i.website_id = ${Math.trunc(site.id)}`;
  const rows = await rowsOf<{ word: string }>(db, sql`select word from ts_stat(${documents})`);
  const words = rows.map((r) => r.word).sort();
  return { words, fixable: words.filter((w) => w.length >= 3 && /^\p{L}+$/u.test(w)) };
}

/**
 * A site's vocabulary of a scope, computed once (and again after refreshSearchIndex). After ten
 * minutes it is renewed in the background while searches go on with the old one: only the first
 * search of a site that needs it waits for ts_stat.
 */
export function getSearchVocabulary(db: Db, site: VocabularySite, scope: VocabularyScope): Promise<Vocabulary> {
  // A change drops the site's map: a renewal under way then writes to a map no search reads.
  const scopes = vocabularies.get(site.id) ?? new Map<string, CachedVocabulary>();
  vocabularies.set(site.id, scopes);
  const key = scope === "all" ? scope : `${scope}|${site.monetizationEnabled}`;
  const cached = scopes.get(key);
  if (cached) {
    if (Date.now() - cached.at >= VOCABULARY_TTL_MS && !cached.renewing) {
      cached.renewing = true;
      loadVocabulary(db, site, scope).then(
        (vocabulary) => {
          // Unless refreshSearchIndex dropped it meanwhile: then this one may predate the change.
          if (scopes.get(key) === cached) scopes.set(key, { at: Date.now(), vocabulary: Promise.resolve(vocabulary) });
        },
        () => (cached.renewing = false),
      );
    }
    return cached.vocabulary;
  }
  const vocabulary = loadVocabulary(db, site, scope);
  const entry = { at: Date.now(), vocabulary };
  scopes.set(key, entry);
  vocabulary.catch(() => {
    if (scopes.get(key) === entry) scopes.delete(key);
  });
  return vocabulary;
}

/** Where the first lexeme not before `prefix` is (binary search in the sorted words): the words
 * starting with `prefix`, if any, follow from there. */
function firstNotBefore(words: string[], prefix: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (words[mid]! < prefix) low = mid + 1;
    else high = mid;
  }
  return low;
}

/** Whether some lexeme starts with `prefix`. */
export function hasWordStartingWith(vocabulary: Vocabulary, prefix: string): boolean {
  return vocabulary.words[firstNotBefore(vocabulary.words, prefix)]?.startsWith(prefix) ?? false;
}

/** The lexemes starting with `prefix`, or null when there are more than `max`. */
export function wordsStartingWith(vocabulary: Vocabulary, prefix: string, max: number): string[] | null {
  const { words } = vocabulary;
  const found: string[] = [];
  for (let i = firstNotBefore(words, prefix); i < words.length && words[i]!.startsWith(prefix); i++) {
    if (found.length === max) return null;
    found.push(words[i]!);
  }
  return found;
}

/** The (at most three) words of the vocabulary a misspelt word most likely stands for, by pg_trgm. */
export async function correctionsOf(db: Db, vocabulary: Vocabulary, word: string): Promise<string[]> {
  const near = vocabulary.fixable.filter((w) => Math.abs(w.length - word.length) <= 3);
  if (near.length === 0) return [];
  const rows = await rowsOf<{ word: string }>(
    db,
    sql`select w as word from unnest(${sql.param(near)}::text[]) as w
        where similarity(w, ${word}) >= ${TYPO_SIMILARITY}
        order by similarity(w, ${word}) desc, w limit 3`,
  );
  return rows.map((r) => r.word);
}
