// Tags of the server cache. Reads attach them; a change in the backend revalidates by them.
export const TAGS = {
  settings: "settings",
  categories: "categories",
  pages: "pages",
  items: "items",
  legal: "legal",
} as const;

/** Public data is cached for at most this long even without a change event. */
export const PUBLIC_REVALIDATE_SECONDS = 300;

/**
 * The lifetime of the pages' public reads ('use cache', lib/server/data.ts): fresh for
 * PUBLIC_REVALIDATE_SECONDS, then served once more while read again in the background; gone after
 * a day without a visit.
 */
export const PUBLIC_CACHE_LIFE = { stale: PUBLIC_REVALIDATE_SECONDS, revalidate: PUBLIC_REVALIDATE_SECONDS, expire: 24 * 60 * 60 };

/**
 * A built-in backend's answer to a change the public pages show (a publish, the site's layout)
 * names the tags to refresh in this header, comma-separated; the BFF refreshes them and drops it.
 */
export const REVALIDATE_TAGS_HEADER = "x-revalidate-tags";
