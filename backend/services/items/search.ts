// The `search` of GET /items/: every word must match, as a prefix of a word of the item's search
// document, accents ignored ("memo" finds "Mémoire"); a word that starts no word of the site is
// taken for a typo and replaced by the site's words pg_trgm finds most alike ("intervew" → interview).
// Everything ends in one tsquery, so the GIN index does the matching and nothing is computed per
// row but the rank (per-row trigram matching took about a second at 8,000 items). The document
// holds the words said in the item's captions too (services/search-index.ts), weighted like its
// description: an item whose name matches ranks above one where the words are only said.
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client";
import { items } from "../../db/schema";
import { correctionsOf, getSearchVocabulary, hasWordStartingWith } from "../search-index";

/** At most this many words of a search count. */
const MAX_WORDS = 8;
/** Shorter words are never corrected: a trigram of two letters says little. */
const MIN_TYPO_LENGTH = 4;
/** Rank weights of the document's parts {D description, C custom fields, B tags, A name}: a name
 * match outweighs twenty mentions in a description. */
const RANK_WEIGHTS = "{0.05,0.2,0.4,1.0}";

/** A quoted lexeme in a tsquery's text form (`'it''s'`): quotes inside are doubled. */
const QUOTED_LEXEME = "'(?:[^']|'')*'";
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
function prefixQuery(word: string): SQL {
  return sql`to_tsquery('simple', regexp_replace(websearch_to_tsquery('simple', unaccent(${word}))::text, ${QUOTED_LEXEME}, ${AS_PREFIX}, 'g'))`;
}

/** Words of the vocabulary as prefixes, like the word they replace: `'interview':* | 'internal':*`. */
function anyOf(lexemes: string[]): string {
  return lexemes.map((l) => `'${l.replace(/\\/g, "\\\\").replace(/'/g, "''")}':*`).join(" | ");
}

/** The words of a search that count: all a search depends on (two searches with the same words
 * give the same answer). */
export function searchWords(search: string): string[] {
  return [...new Set(search.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [])].slice(0, MAX_WORDS);
}

export async function searchParts(db: Db, websiteId: number, search: string): Promise<SearchParts> {
  const words = searchWords(search);
  // Only punctuation or symbols: nothing can match.
  if (words.length === 0) return { where: sql`false`, rank: sql`0::float4`, query: null };
  const vocabulary = await getSearchVocabulary(db, websiteId);
  const parts = await Promise.all(
    words.map(async (word) => {
      const folded = fold(word);
      const typo = folded.length >= MIN_TYPO_LENGTH && /\p{L}/u.test(folded) && !hasWordStartingWith(vocabulary, folded);
      const corrections = typo ? await correctionsOf(db, vocabulary, folded) : [];
      return corrections.length > 0 ? sql`(${prefixQuery(word)} || ${anyOf(corrections)}::tsquery)` : prefixQuery(word);
    }),
  );
  // A scalar subquery: computed once per query, not once per row.
  const tsquery = sql`(select ${sql.join(parts, sql` && `)})`;
  return {
    where: sql`${items.searchVector} @@ ${tsquery}`,
    rank: sql`ts_rank_cd(${RANK_WEIGHTS}::float4[], ${items.searchVector}, ${tsquery})`,
    query: tsquery,
  };
}
