// The cache of rendered pages and cached reads (next.config.ts `cacheHandler`): Next's own
// handler, kept in memory only (bounded by `cacheMaxMemorySize`, least recently used out first,
// nothing written to disk), and never given a not-found render: made-up URLs by the thousand
// must not fill it.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;

/** @param {unknown} data */
function isNotFoundRender(data) {
  if (typeof data !== "object" || data === null) return false;
  const { kind, status } = /** @type {{ kind?: string; status?: number }} */ (data);
  return (kind === "APP_PAGE" || kind === "PAGES" || kind === "APP_ROUTE") && status === 404;
}

export default class PageCacheHandler extends FileSystemCache {
  /** @param {Record<string, unknown>} options */
  constructor(options) {
    super({ ...options, flushToDisk: false });
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {unknown} ctx
   */
  async set(key, data, ctx) {
    if (isNotFoundRender(data)) return;
    return super.set(key, data, ctx);
  }
}
