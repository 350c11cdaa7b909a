// The cache of rendered pages (next.config.ts `cacheHandler`), made with a documented package
// (@fortedigital/nextjs-cache-handler). It never keeps a not-found render: made-up URLs by the
// thousand must not fill it.
// - Alone (no REDIS_URL): in memory only, bounded by PAGE_CACHE_MAX_BYTES, least recently used out
//   first; searches' pages take at most a quarter of it, so a crawler following every tag's search
//   cannot push the site's own pages out.
// - Several instances (REDIS_URL): the entries live in Redis, shared, so a revalidation on any
//   instance (a publish, a settings change, POST /api/revalidate) refreshes them all. Keys carry
//   the build id: a new deployment never serves the old one's pages. While Redis does not answer,
//   each instance reads and writes its memory copy instead, and goes back to Redis by itself.
import { once } from "node:events";
import { gunzip, gzip } from "node:zlib";
import { promisify } from "node:util";
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import { ioredisAdapter } from "@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { PHASE_PRODUCTION_BUILD } from "next/constants.js";
import { FAIL_FAST } from "./redis-options.mjs";

const gzipAsync = promisify(gzip);
const gunzipAsync = promisify(gunzip);

/** How long a Redis command may take before the memory copy answers instead. */
const REDIS_TIMEOUT_MS = 500;
/** How long the first request waits for the connection to Redis. */
const CONNECT_WAIT_MS = 2000;
/** Entries without a revalidation time still leave Redis after a day. */
const DEFAULT_STALE_SECONDS = 24 * 60 * 60;
/** What an entry costs besides its texts (its key's record, tags, lifespan). */
const ENTRY_OVERHEAD_BYTES = 256;

/** @param {unknown} data */
function isNotFoundRender(data) {
  if (typeof data !== "object" || data === null) return false;
  const { kind, status } = /** @type {{ kind?: string; status?: number }} */ (data);
  return (kind === "APP_PAGE" || kind === "PAGES" || kind === "APP_ROUTE") && status === 404;
}

/** The page of a search (search/[state], where proxy.ts renders /search?q=…): its path is the key,
 * or ends it after `/$` (`/route-cache/APP_PAGE/{build}/$/{site}/{locale}/search/{state}`). */
const SEARCH_PAGE = /(?:^|\/\$)\/[^/]+\/[^/]+\/search\/[^/]+$/;
/** Searches' pages take at most this share of the memory. */
const SEARCH_SHARE = 0.25;

/** An entry's size: its HTML, its payload and its segments' payloads. @param {any} data */
function entrySize(data) {
  let size = (data?.html?.length ?? 0) + (data?.rscData?.length ?? 0) + (data?.body?.length ?? 0);
  for (const [segment, buffer] of data?.segmentData ?? []) size += segment.length + (buffer?.length ?? 0);
  return size;
}

/**
 * This instance's memory copy, as a handler of the package: two bounded stores (pages, searches),
 * entries retired by a revalidation of one of their tags (their own or the path's).
 * @param {number} maxBytes
 */
function memoryHandler(maxBytes) {
  /** @param {any} entry @param {string} key */
  const sizeCalculation = (entry, key) => key.length + entrySize(entry.value) + ENTRY_OVERHEAD_BYTES;
  const pages = new LRUCache({ maxSize: Math.max(1, Math.floor(maxBytes * (1 - SEARCH_SHARE))), sizeCalculation });
  const searches = new LRUCache({ maxSize: Math.max(1, Math.floor(maxBytes * SEARCH_SHARE)), sizeCalculation });
  /** @param {string} key */
  const storeOf = (key) => (SEARCH_PAGE.test(key) ? searches : pages);
  /** When each tag was last revalidated (ms). */
  const revalidatedAt = new Map();
  return {
    name: "memory",
    /** @param {string} key @param {{ implicitTags: string[] }} meta */
    async get(key, { implicitTags }) {
      const store = storeOf(key);
      const entry = /** @type {any} */ (store.get(key));
      if (!entry) return null;
      for (const tag of [...entry.tags, ...implicitTags]) {
        if ((revalidatedAt.get(tag) ?? 0) > entry.lastModified) {
          store.delete(key);
          return null;
        }
      }
      return entry;
    },
    /** @param {string} key @param {any} entry @param {{ setOnlyIfNotExists?: boolean }} [ctx] */
    async set(key, entry, ctx) {
      const store = storeOf(key);
      if (ctx?.setOnlyIfNotExists && store.has(key)) return;
      store.set(key, entry);
    },
    /** @param {string} tag */
    async revalidateTag(tag) {
      revalidatedAt.set(tag, Date.now());
      for (const store of [pages, searches]) {
        for (const [key, entry] of store.entries()) if (/** @type {any} */ (entry).tags.includes(tag)) store.delete(key);
      }
    },
    /** @param {string} key */
    async delete(key) {
      storeOf(key).delete(key);
    },
  };
}

const memoryBytes = () => Number(process.env.PAGE_CACHE_MAX_BYTES) || 64 * 1024 * 1024;

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
  return {
    handlers: [
      createRedisHandler({
        client: ioredisAdapter(client),
        keyPrefix: `${prefix}:page:${buildId ?? "dev"}:`,
        timeoutMs: REDIS_TIMEOUT_MS,
        keyExpirationStrategy: "EXAT",
        valueSerializer: gzipSerializer,
      }),
      memoryHandler(memoryBytes()),
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

class PageCache extends CacheHandler {
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
const prefix = process.env.REDIS_PREFIX?.trim() || "testimony";
CacheHandler.onCreation((context) =>
  shared ? sharedHandlers(/** @type {string} */ (redisUrl), prefix, context) : { handlers: [memoryHandler(memoryBytes())] },
);

export default PageCache;
