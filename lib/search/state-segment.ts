// A search's state as one path segment. The search page's address keeps its query
// (/search?q=memory&languages=fr); proxy.ts renders it internally at /{site}/{locale}/search/{segment},
// so each search is rendered once and cached like any page, by its state in one spelling: the
// same search asked with its parameters in another order, repeated, or with others the page does
// not read, is the same segment. The segment is the state's URL query (`toUrlQuery`) in base64url,
// which no path decoding alters. Only the proxy writes it: a public /search/… address is not a page.
import { hasCriteria, parseSearchQuery, searchKey, type SearchState } from "./params";

// The query is ASCII (URLSearchParams percent-encodes the rest), so btoa takes it as it is.
const toBase64Url = (query: string) => btoa(query).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");

function fromBase64Url(segment: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(segment)) return null;
  try {
    return atob(segment.replace(/-/g, "+").replace(/_/g, "/"));
  } catch {
    return null;
  }
}

/** The segment of a state with something to search for (hasCriteria). */
export function encodeSearchSegment(state: SearchState): string {
  return toBase64Url(searchKey(state));
}

/**
 * The state a segment stands for, or null for anything encodeSearchSegment does not write: a state
 * without criteria (the plain search page's), or another spelling of one, which would be a second
 * cache entry for the same page.
 */
export function decodeSearchSegment(segment: string): SearchState | null {
  const query = fromBase64Url(segment);
  if (query === null) return null;
  const state = parseSearchQuery(new URLSearchParams(query));
  return hasCriteria(state) && encodeSearchSegment(state) === segment ? state : null;
}

/** A public address below /search (`/search/…`): no page's. A search is rendered at its state's
 * segment, which only proxy.ts writes; it renders such an address one segment deeper, where the
 * catch-all route takes it (a 404). */
export const isBelowSearch = (path: string) => path.startsWith("/search/");
