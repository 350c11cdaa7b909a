// The store of 'use cache' entries (next.config.ts `cacheHandlers.default`), written to the
// framework's documented cache handler interface (get, set, refreshTags, getExpiration, updateTags).
// - Entries live in this process's memory, least recently used out first, bounded in bytes
//   (PAGE_CACHE_MAX_BYTES), and are used only while fresh (an in-memory copy is not worth keeping
//   stale: it is gone at the next restart anyway).
// - Revalidations by tag are shared when REDIS_URL is set: each instance records the time a tag was
//   revalidated in one Redis hash and reads the hash again at each request, so a publish on one
//   instance retires the entries of every instance. While Redis does not answer, the tags this
//   instance knows still apply.
import { Redis } from "ioredis";
import { LRUCache } from "lru-cache";
import { FAIL_FAST } from "./redis-options.mjs";

/** @typedef {{ value: ReadableStream<Uint8Array>; tags: string[]; stale: number; timestamp: number; expire: number; revalidate: number }} CacheEntry */
/** @typedef {{ meta: Omit<CacheEntry, "value">; bytes: Uint8Array }} Kept */

const now = () => performance.timeOrigin + performance.now();

/** @param {ReadableStream<Uint8Array>} stream */
async function bytesOf(stream) {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** @param {Uint8Array} bytes */
function streamOf(bytes) {
  return new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
}

/**
 * @param {{ maxBytes: number; redisUrl?: string; prefix?: string }} options
 */
export function createUseCacheHandler({ maxBytes, redisUrl, prefix = "testimony" }) {
  /** @type {LRUCache<string, Kept>} */
  const memory = new LRUCache({ maxSize: Math.max(1, maxBytes), sizeCalculation: (kept, key) => kept.bytes.byteLength + key.length + 200 });
  /** When each tag was last revalidated (ms), as far as this instance knows. */
  const revalidatedAt = new Map();
  /** Sets still being written: a read of the same key waits for them. */
  const pending = new Map();
  const tagsKey = `${prefix}:use-cache:tags`;
  const redis = redisUrl ? new Redis(redisUrl, { ...FAIL_FAST }) : undefined;
  let warned = false;
  redis?.on("error", (/** @type {Error} */ error) => {
    if (!warned) console.error("[use-cache] Redis unreachable, revalidations stay in this instance:", error.message);
    warned = true;
  });
  redis?.on("ready", () => {
    warned = false;
  });

  /** @param {string[]} tags @param {number} since */
  const revalidatedSince = (tags, since) => tags.some((tag) => (revalidatedAt.get(tag) ?? 0) > since);

  return {
    /** @param {string} key */
    async get(key) {
      await pending.get(key);
      const kept = memory.get(key);
      if (!kept) return undefined;
      const { meta } = kept;
      if (now() > meta.timestamp + meta.revalidate * 1000 || revalidatedSince(meta.tags, meta.timestamp)) {
        memory.delete(key);
        return undefined;
      }
      return { ...meta, value: streamOf(kept.bytes) };
    },

    /** @param {string} key @param {Promise<CacheEntry>} entryPromise */
    async set(key, entryPromise) {
      /** @type {() => void} */
      let done = () => undefined;
      pending.set(
        key,
        new Promise((resolve) => {
          done = () => resolve(undefined);
        }),
      );
      try {
        const entry = await entryPromise;
        // An entry that expires at once is dynamic: nothing to keep.
        if (entry.expire === 0) return;
        const { value, ...meta } = entry;
        memory.set(key, { meta, bytes: await bytesOf(value) });
      } catch (error) {
        console.error("[use-cache] an entry could not be kept:", error);
      } finally {
        pending.delete(key);
        done();
      }
    },

    /** Called before each request's render: the revalidations other instances recorded. */
    async refreshTags() {
      if (redis?.status !== "ready") return;
      try {
        const shared = await redis.hgetall(tagsKey);
        for (const [tag, at] of Object.entries(shared)) {
          if (Number(at) > (revalidatedAt.get(tag) ?? 0)) revalidatedAt.set(tag, Number(at));
        }
      } catch {
        // Redis did not answer in time: the tags this instance knows still apply.
      }
    },

    /** @param {string[]} tags */
    async getExpiration(tags) {
      return Math.max(0, ...tags.map((tag) => revalidatedAt.get(tag) ?? 0));
    },

    /** A revalidation: entries of these tags written before now are retired, here and (with Redis) everywhere. @param {string[]} tags */
    async updateTags(tags) {
      const at = Math.round(now());
      for (const tag of tags) revalidatedAt.set(tag, at);
      if (redis?.status !== "ready" || tags.length === 0) return;
      try {
        await redis.hset(tagsKey, Object.fromEntries(tags.map((tag) => [tag, String(at)])));
      } catch (error) {
        console.error("[use-cache] a revalidation could not be shared:", /** @type {Error} */ (error).message);
      }
    },

    /** Closes the connection to Redis (tests; a stopping process just exits). */
    disconnect() {
      redis?.disconnect();
    },
  };
}

const redisUrl = process.env.REDIS_URL?.trim() || undefined;
// The build renders into its own output; only running instances share Redis.
const building = process.env.NEXT_PHASE === "phase-production-build";

export default createUseCacheHandler({
  maxBytes: Number(process.env.PAGE_CACHE_MAX_BYTES) || 64 * 1024 * 1024,
  redisUrl: building ? undefined : redisUrl,
  prefix: process.env.REDIS_PREFIX?.trim() || "testimony",
});
