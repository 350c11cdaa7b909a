// The contract's limits, in one place: the built-in backend enforces them and the browser keeps
// to them, both importing from here (spec §2, §9).

/** GET /items/ pages by this many at most (a larger `limit` is clamped to it) and by default. */
export const ITEMS_PAGE_MAX = 100;
export const ITEMS_PAGE_DEFAULT = 30;

/** Items in one on-demand request (spec §1: up to 10 testimonies per request). */
export const ONDEMAND_MAX_ITEMS = 10;

/** The longest search text, in characters. */
export const SEARCH_MAX_LENGTH = 200;

/** Testimony languages of the search filter (spec §2). */
export const SEARCH_LANGUAGES = ["fr", "en", "pl", "ru", "lv", "lt", "ro", "uk"] as const;
export type SearchLanguage = (typeof SEARCH_LANGUAGES)[number];
