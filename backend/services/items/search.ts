// The `search` of GET /items/: every word must match, as a prefix of a word of the item's search
// document, accents ignored ("memo" finds "Mémoire"); a word that starts no word of the site is
// taken for a typo and replaced by the site's words pg_trgm finds most alike ("intervew" → interview).
// Everything ends in one tsquery, so the GIN index does the matching and nothing is computed per
// row but the rank (per-row trigram matching took about a second at 8,000 items).
//
// A search never matches what the viewer may not read. Each item has two documents
// (services/search-index.ts): what anyone may read of it, and the same with the words said in its
// captions, weighted like its description; the second is searched only for the items the viewer may
// play (access.ts, playableBy), so an anonymous search answers what a search of the public fields
// answers, its count included. An item whose name matches ranks above one where the words are only
// said. The words a typo is corrected to, and whether a word is a typo at all, come from what anyone
// may read (a member's, from everything): a correction never names a word said only in a restricted
// item. A prefix is expanded from a vocabulary holding every word the viewer may match, so it
// matches what the prefix itself would.
import { sql, type SQL } from "drizzle-orm";
import { rowsOf, type Db } from "../../db/client";
import { items } from "../../db/schema";
import type { Website } from "../../context";
import { correctionsOf, getSearchVocabulary, hasWordStartingWith, wordsStartingWith, type Vocabulary } from "../search-index";
import { playableSql, type Playable } from "./access";

/** At most this many words of a search count. */
const MAX_WORDS = 8;
/** Shorter words are never corrected: a trigram of two letters says little. */
const MIN_TYPO_LENGTH = 4;
/** Rank weights of the document's parts {D description, C custom fields, B tags, A name}: a name
 * match outweighs twenty mentions in a description. */
const RANK_WEIGHTS = "{0.05,0.2,0.4,1.0}";
// The rank is ts_rank, which weighs each searched word by where it is said and how often, and words
// of an all-words search by how near each other they stand. ts_rank_cd (cover density) ranks
// the demo's searches alike but cost three times as much: 43 ms against 15 ms for the 14,000 matches of
// "village memories" at 100,000 items on PostgreSQL, the larger part of such a search.

/** A word that is its own prefix lexeme: ASCII letters and digits, which unaccent leaves as they are
 * and the parser keeps as one token, as `websearch_to_tsquery` would (checked against it by
 * tests/api/search.test.ts). Most searches are such words; their tsquery is written here, without a
 * round trip to the database. */
const PLAIN_WORD = /^[a-z0-9]{1,100}$/;
export const isPlainWord = (word: string) => PLAIN_WORD.test(word);

/** A quoted lexeme in a tsquery's text form (`'it''s'`): quotes inside are doubled. */
const QUOTED_LEXEME = "'(?:[^']|'')*'";
/** A prefix lexeme without weights in a tsquery's text form (`'memo':*`); backslashes are doubled too. */
const PREFIX_LEXEME = /'((?:[^']|'')*)':\*(?![A-Da-d])/g;
/** A prefix standing for more of the site's words than this stays a prefix. */
const MAX_EXPANSION = 16;
/** regexp_replace's replacement: the whole match, then the prefix flag. */
const AS_PREFIX = "\\&:*";

/** `query` is the tsquery itself (null when nothing can match), for the transcript hits. */
export type SearchParts = { where: SQL; rank: SQL; query: SQL | null };

/** Letters without their accents, for the typo check only (the query itself uses SQL's unaccent). */
const FOLDED: Record<string, string> = { ł: "l", ø: "o", ß: "ss", æ: "ae", œ: "oe", đ: "d", ð: "d", þ: "th", ı: "i" };
function fold(word: string): string {
  return word
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[łøßæœđðþı]/g, (c) => FOLDED[c] ?? c);
}

/**
 * One word as a prefix tsquery. Built from websearch_to_tsquery's output, which never fails, rather
 * than by to_tsquery on the text: unaccent can turn a letter into tsquery syntax (`ʼ` → `'`,
 * `½` → ` 1/2`), which to_tsquery would reject.
 */
export function prefixQuery(word: string): SQL {
  return sql`to_tsquery('simple', regexp_replace(websearch_to_tsquery('simple', unaccent(${word}))::text, ${QUOTED_LEXEME}, ${AS_PREFIX}, 'g'))`;
}

/** A lexeme in a tsquery's text form. */
const quoted = (lexeme: string) => `'${lexeme.replace(/\\/g, "\\\\").replace(/'/g, "''")}'`;

/** Words of the vocabulary as prefixes, like the word they replace: `'interview':* | 'internal':*`. */
export function anyOf(lexemes: string[]): string {
  return lexemes.map((l) => `${quoted(l)}:*`).join(" | ");
}

/**
 * The tsquery with each prefix replaced by the site's words it starts (`'memo':*` → `('memoire' |
 * 'memories')`): the same items match, with the same rank, but the GIN index finds a prefix by
 * gathering every item holding any of its words before it can intersect, while it intersects exact
 * words as it goes. A word said in almost every clip ("village", 99% of 100,000 items) made
 * "village memories" read 99,000 postings to find 14,000 items: 25 ms, 4 ms with exact words.
 * A prefix of no word of the site, or of very many, stays as it is.
 */
function withExactWords(query: string, vocabulary: Vocabulary): string {
  return query.replace(PREFIX_LEXEME, (prefixLexeme, text: string) => {
    const prefix = text.replace(/''/g, "'").replace(/\\(.)/gsu, "$1");
    const words = wordsStartingWith(vocabulary, prefix, MAX_EXPANSION);
    return words?.length ? `(${words.map(quoted).join(" | ")})` : prefixLexeme;
  });
}

/** The words of a search that count: all a search depends on (two searches with the same words
 * give the same answer). */
export function searchWords(search: string): string[] {
  return [...new Set(search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_WORDS);
}

/** The search's parts for a viewer who may play `playable`. */
export async function searchParts(db: Db, site: Website, search: string, playable: Playable): Promise<SearchParts> {
  const words = searchWords(search);
  // Only punctuation or symbols: nothing can match.
  if (words.length === 0) return { where: sql`false`, rank: sql`0::float4`, query: null };
  // Whether a word is a typo, and what it stands for, from what anyone may read (`readable`, a
  // member's: everything); prefixes expanded from every word the viewer may match (`matchable`), the
  // same vocabulary for an anonymous visitor or a member.
  const anonymous = !playable.all && !playable.session && playable.granted.length === 0;
  const [readable, matchable] = await Promise.all([
    getSearchVocabulary(db, site, playable.all ? "all" : "anyone"),
    getSearchVocabulary(db, site, playable.all || !anonymous ? "all" : "anyone"),
  ]);
  /** Each word's tsquery: its text when written here, else the SQL that builds it. */
  const parts: (string | SQL)[] = await Promise.all(
    words.map(async (word) => {
      const folded = fold(word);
      const typo = folded.length >= MIN_TYPO_LENGTH && /\p{L}/u.test(folded) && !hasWordStartingWith(readable, folded);
      const corrections = typo ? await correctionsOf(db, readable, folded) : [];
      if (isPlainWord(word)) return corrections.length > 0 ? `(${anyOf([word, ...corrections])})` : anyOf([word]);
      return corrections.length > 0 ? sql`(${prefixQuery(word)} || ${anyOf(corrections)}::tsquery)` : prefixQuery(word);
    }),
  );
  // Computed first and passed as a constant, not as a subquery of each query: the planner then sees
  // the words and knows how many items and transcript cues say them (a subquery's value is unknown
  // when planning).
  const built = parts.every((part) => typeof part === "string")
    ? parts.join(" & ")
    : (
        await rowsOf<{ query: string }>(
          db,
          sql`select (${sql.join(
            parts.map((part) => (typeof part === "string" ? sql`${part}::tsquery` : part)),
            sql` && `,
          )})::text as query`,
        )
      )[0]?.query;
  const tsquery = sql`${withExactWords(built ?? "", matchable)}::tsquery`;
  // A member may play everything: the document with the words said, which holds the other.
  if (playable.all) {
    return {
      where: sql`${items.spokenVector} @@ ${tsquery}`,
      rank: sql`ts_rank(${RANK_WEIGHTS}::float4[], ${items.spokenVector}, ${tsquery})`,
      query: tsquery,
    };
  }
  // Either document by its own GIN index; whether the item is playable first, so that the words said
  // in an item the viewer may not play are not even read.
  const mayPlay = playableSql(site, playable);
  return {
    where: sql`(${items.searchVector} @@ ${tsquery} or (${mayPlay} and ${items.spokenVector} @@ ${tsquery}))`,
    rank: sql`ts_rank(${RANK_WEIGHTS}::float4[], case when ${mayPlay} then ${items.spokenVector} else ${items.searchVector} end, ${tsquery})`,
    query: tsquery,
  };
}
