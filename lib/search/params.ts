// The search page's URL state (spec §2): `q` text, `languages` comma-separated, `ordering`.
// One parser for the server (searchParams) and the browser (the form), so both agree on the URL.
import type { ItemQuery } from "@/lib/api/endpoints";
import { SEARCH_LANGUAGES, SEARCH_MAX_LENGTH, type SearchLanguage } from "../api/limits";

export { SEARCH_LANGUAGES, SEARCH_MAX_LENGTH, type SearchLanguage };

/** API orderings offered by the picker; none means relevance (newest first without text). */
export const SEARCH_ORDERINGS = ["name", "-name", "-published_at", "published_at"] as const;
export type SearchOrdering = (typeof SEARCH_ORDERINGS)[number];

/** Spec §9: search results come 30 at a time. */
export const SEARCH_PAGE_SIZE = 30;

export type SearchState = { q: string; languages: SearchLanguage[]; ordering: SearchOrdering | null };

export const EMPTY_SEARCH: SearchState = { q: "", languages: [], ordering: null };

type RawValue = string | string[] | undefined;
export type RawSearchParams = Record<string, RawValue>;

const values = (raw: RawValue): string[] => (raw === undefined ? [] : Array.isArray(raw) ? raw : [raw]);

function isSearchOrdering(value: string): value is SearchOrdering {
  return (SEARCH_ORDERINGS as readonly string[]).includes(value);
}

/** Languages in the filter's order, without duplicates or unknown codes (one URL per state). */
export function normalizeLanguages(codes: readonly string[]): SearchLanguage[] {
  const wanted = new Set(codes.map((code) => code.trim().toLowerCase()));
  return SEARCH_LANGUAGES.filter((code) => wanted.has(code));
}

/** Control characters mean nothing in a search (a pasted tab or line break is a space), and the
 * API refuses U+0000, which PostgreSQL text cannot hold. */
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]/g;

/**
 * Reads `?q=&languages=fr,en&ordering=-name`. A form submitted without JavaScript repeats
 * `languages` once per checkbox instead; both spellings are accepted. Unknown values are dropped.
 */
export function parseSearchState(raw: RawSearchParams): SearchState {
  const q = (values(raw.q)[0] ?? "").replace(CONTROL_CHARACTERS, " ").trim().slice(0, SEARCH_MAX_LENGTH);
  const languages = normalizeLanguages(values(raw.languages).flatMap((value) => value.split(",")));
  const ordering = values(raw.ordering)[0] ?? "";
  return { q, languages, ordering: isSearchOrdering(ordering) ? ordering : null };
}

/** parseSearchState of a URL's query, each parameter with all its values. */
export function parseSearchQuery(query: URLSearchParams): SearchState {
  return parseSearchState(Object.fromEntries([...new Set(query.keys())].map((key) => [key, query.getAll(key)])));
}

/** Text or a language: anything to search for (otherwise the page shows the categories). */
export function hasCriteria(state: SearchState): boolean {
  return state.q.trim() !== "" || state.languages.length > 0;
}

/** The URL query of a state: empty parts left out, languages comma-joined. */
export function toUrlQuery(state: SearchState): Record<string, string> {
  const query: Record<string, string> = {};
  const q = state.q.trim().slice(0, SEARCH_MAX_LENGTH);
  if (q) query.q = q;
  if (state.languages.length > 0) query.languages = normalizeLanguages(state.languages).join(",");
  if (state.ordering) query.ordering = state.ordering;
  return query;
}

/** The GET /items/ query of a state (first page; the 'more' button adds the offset). */
export function toItemQuery(state: SearchState): ItemQuery {
  const q = state.q.trim();
  return {
    ...(q ? { search: q } : {}),
    ...(state.languages.length > 0 ? { languages: normalizeLanguages(state.languages) } : {}),
    ...(state.ordering ? { ordering: state.ordering } : {}),
  };
}

/** A stable string of a state, to compare two states. */
export function searchKey(state: SearchState): string {
  return new URLSearchParams(toUrlQuery(state)).toString();
}
