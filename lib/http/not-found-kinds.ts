/** The not-found pages the server sends in place of the framework's empty one (lib/http/not-found-page.ts). */
export const NOT_FOUND_KINDS = ["page", "category"] as const;
export type NotFoundKind = (typeof NOT_FOUND_KINDS)[number];

/**
 * The request header that asks proxy.ts for the not-found page of a kind. The production server
 * sets it on its second pass over a request, and strips it from every request it receives.
 */
export const NOT_FOUND_PAGE_HEADER = "x-not-found-page";

/** Which not-found page an address gets: a category's (spec §8) for /category/{slug}, else the general one. */
export function notFoundKindOf(pathname: string): NotFoundKind {
  return /^(?:\/(?:en|fr))?\/category\/[^/]+$/.test(pathname) ? "category" : "page";
}
