// The cache of rendered pages and cached reads (next.config.ts `cacheHandler`). It never keeps a
// not-found render: made-up URLs by the thousand must not fill it.
// - Alone (no REDIS_URL): Next's own handler, in memory only (bounded by `cacheMaxMemorySize`, least
//   recently used out first, nothing written to disk).
// - Several instances (REDIS_URL): the entries live in Redis, shared, so a revalidation on any
//   instance (a publish, a settings change, POST /api/revalidate) refreshes them all. Keys carry
//   the build id: a new deployment never serves the old one's pages. While Redis does not answer,
//   each instance reads and writes a bounded memory copy instead, and goes back to Redis by itself.
import { once } from "node:events";
import { gunzip, gzip } from "node:zlib";
import { promisify } from "node:util";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { Redis } from "ioredis";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { FAIL_FAST } from "./redis-options.mjs";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** How long a Redis command may take before the memory copy answers instead. */
const REDIS_TIMEOUT_MS = 500;
/** How long the first request waits for the connection to Redis. */
const CONNECT_WAIT_MS = 2000;
/** Entries without a revalidation time still leave Redis after a day. */
const DEFAULT_STALE_SECONDS = 24 * 60 * 60;

/** @param {unknown} data */
function isNotFoundRender(data) {
  if (typeof data !== "object" || data === null) return false;
  const { kind, status } = /** @type {{ kind?: string; status?: number }} */ (data);
  return (kind === "APP_PAGE" || kind === "PAGES" || kind === "APP_ROUTE") && status === 404;
}

/** The page of a search (search/[state], where proxy.ts renders /search?q=…): its path is the key,
 * or ends it after `/$` (`/route-cache/APP_PAGE/{build}/$/{site}/{locale}/search/{state}`). */
const SEARCH_PAGE = /(?:^|\/\$)\/[^/]+\/[^/]+\/search\/[^/]+$/;
/** Searches' pages take at most this share of the memory, the oldest written out first: a crawler
 * following every tag's search must not push the site's own pages out. */
const SEARCH_SHARE = 0.25;
/** The searches' pages in memory, oldest first, with their sizes (handlers are made per request). */
const searchPages = new Map();
let searchBytes = 0;

/** An entry's size as the memory cache counts it (next's memory-cache.external). @param {any} data */
function entrySize(data) {
  let size = (data?.html?.length ?? 0) + (data?.rscData?.length ?? 0);
  for (const [segment, buffer] of data?.segmentData ?? []) size += segment.length + (buffer?.length ?? 0);
  return size;
}

class MemoryPageCache extends FileSystemCache {
  /** @param {Record<string, unknown>} options */
  constructor(options) {
    super({ ...options, flushToDisk: false });
    this.searchBudget = Number(options.maxMemoryCacheSize ?? 0) * SEARCH_SHARE;
  }

  /**
   * @param {string} key
   * @param {unknown} data
   * @param {unknown} ctx
   */
  async set(key, data, ctx) {
    if (isNotFoundRender(data)) return;
    await super.set(key, data, ctx);
    if (SEARCH_PAGE.test(key)) this.keepSearchesInShare(key, key.length + entrySize(data));
  }

  /** @param {string} key @param {number} size */
  keepSearchesInShare(key, size) {
    searchBytes += size - (searchPages.get(key) ?? 0);
    searchPages.delete(key);
    searchPages.set(key, size);
    for (const [oldest, bytes] of searchPages) {
      if (searchBytes <= this.searchBudget) break;
      searchPages.delete(oldest);
      searchBytes -= bytes;
      FileSystemCache.memoryCache?.remove(oldest);
    }
  }
}

/** Entries are HTML and RSC text: compressed, they take a fifth of the memory and the network. */
const gzipSerializer = {
  /** @param {unknown} value */
  async serialize(value) {
    return (await gzipAsync(JSON.stringify(value), { level: 1 })).toString("base64");
  },
  /** @param {string} stored */
  async deserialize(stored) {
    return JSON.parse((await gunzipAsync(Buffer.from(stored, "base64"))).toString("utf8"));
  },
};

/**
 * @param {string} url
 * @param {string} prefix
 * @param {{ buildId?: string }} context
 */
async function sharedHandlers(url, prefix, { buildId }) {
  // Fails fast while Redis is away or does not answer (no queue of commands waiting for it, none
  // left pending behind the handler's own timeout) and reconnects by itself.
  const client = (sharedClient = new Redis(url, { ...FAIL_FAST }));
  let down = false;
  client.on("error", (/** @type {Error} */ error) => {
    if (!down) console.error("[page-cache] Redis unreachable, caching in memory:", error.message);
    down = true;
  });
  client.on("ready", () => {
    down = false;
  });
  // The adapter calls `set` detached from its client when it passes options (EXAT): bound here.
  client.set = client.set.bind(client);
  // The first pages wait for the connection (a moment, once) rather than miss Redis.
  await Promise.race([once(client, "ready"), new Promise((resolve) => setTimeout(resolve, CONNECT_WAIT_MS).unref())]).catch(
    () => undefined,
  );
  const memoryBytes = Number(process.env.PAGE_CACHE_MAX_BYTES) || 64 * 1024 * 1024;
  return {
    handlers: [
      createRedisHandler({
        client: ioredisAdapter(client),
        keyPrefix: `${prefix}:page:${buildId ?? "dev"}:`,
        timeoutMs: REDIS_TIMEOUT_MS,
        keyExpirationStrategy: "EXAT",
        valueSerializer: gzipSerializer,
      }),
      createLruHandler({ maxItemsNumber: 10_000, maxItemSizeBytes: memoryBytes }),
    ],
    ttl: { defaultStaleAge: DEFAULT_STALE_SECONDS },
  };
}

/** @type {Redis | undefined} */
let sharedClient;

/** Closes this process's connection to the shared cache, if it opened one (tests; a process that stops just exits). */
export function disconnectPageCache() {
  sharedClient?.disconnect();
  sharedClient = undefined;
}

class SharedPageCache extends CacheHandler {
  /**
   * Next takes a page's lifetime from the entry when it has one (another instance may have rendered
   * it) and otherwise from what this process remembers of its own renders. The Redis entries carry
   * none: an instance that did not render a page itself (or has restarted since) took every such
   * page for stale, rendered it again in the background on each visit, and a render begun before a
   * revalidation could store the old content over the new one. The entry's lifespan says it.
   * @param {string} key
   * @param {{ softTags?: string[] }} [ctx]
   */
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    const kind = entry?.value?.kind;
    if (entry && !entry.cacheControl && entry.lifespan && (kind === "APP_PAGE" || kind === "APP_ROUTE" || kind === "PAGES")) {
      /** @type {{ cacheControl?: { revalidate: number | false; expire?: number } }} */ (entry).cacheControl = {
        revalidate: entry.lifespan.revalidate ?? false,
        expire: entry.lifespan.expireAge,
      };
    }
    return entry;
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

const redisUrl = process.env.REDIS_URL?.trim();
// The build renders into its own output; only running instances share Redis.
const shared = Boolean(redisUrl) && process.env.NEXT_PHASE !== PHASE_PRODUCTION_BUILD;
if (shared) {
  const prefix = process.env.REDIS_PREFIX?.trim() || "testimony";
  CacheHandler.onCreation((context) => sharedHandlers(/** @type {string} */ (redisUrl), prefix, context));
}

export default shared ? SharedPageCache : MemoryPageCache;
