// A site-wide password (auth_method 'password') is one secret for everyone, so limits per address
// do not stop guessing from many addresses. Per site, once the last hour holds 10 failed attempts,
// each further attempt waits 1 s after the latest failure, then 2 s, 4 s… up to 5 minutes, whatever
// the address and whatever the password (the right one too: no guessing faster than that).
// The price: during an attack visitors signing in wait too; sessions already open are not touched.
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { ApiError } from "../http/errors";
import type { Locale } from "./i18n";
import { message } from "./messages";
import { REDIS_PREFIX, sharedRedis } from "./redis";

export const SITE_PASSWORD_THROTTLE = {
  /** Failures an hour a site takes without any delay (visitors mistyping). */
  freeFailures: 10,
  windowMs: 60 * 60 * 1000,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60 * 1000,
} as const;

type Attempt = { at: number; id: string };

/**
 * Where the attempts are counted: in this process's memory, or in Redis, shared by every instance
 * (a sorted set per site), so that guesses spread over instances meet the same delays.
 */
type AttemptStore = {
  /** Records an attempt and answers the times of the window's attempts before it, oldest first. */
  add(siteId: number, attempt: Attempt): Promise<number[]>;
  remove(siteId: number, id: string): Promise<void>;
  clear(): void;
};

function memoryStore(): AttemptStore {
  const attempts = new Map<number, Attempt[]>();
  return {
    async add(siteId, attempt) {
      const kept = (attempts.get(siteId) ?? []).filter((a) => attempt.at - a.at < SITE_PASSWORD_THROTTLE.windowMs);
      attempts.set(siteId, [...kept, attempt]);
      return kept.map((a) => a.at);
    },
    async remove(siteId, id) {
      const kept = (attempts.get(siteId) ?? []).filter((a) => a.id !== id);
      if (kept.length) attempts.set(siteId, kept);
      else attempts.delete(siteId);
    },
    clear() {
      attempts.clear();
    },
  };
}

export function redisStore(redis: Redis, prefix: string): AttemptStore {
  const key = (siteId: number) => `${prefix}:site-password:${siteId}`;
  return {
    // One transaction: the attempt is counted before anyone reads, so attempts at the same time see each other.
    async add(siteId, { at, id }) {
      const results = await redis
        .multi()
        .zremrangebyscore(key(siteId), "-inf", at - SITE_PASSWORD_THROTTLE.windowMs)
        .zadd(key(siteId), at, id)
        .zrange(key(siteId), 0, -1, "WITHSCORES")
        .pexpire(key(siteId), SITE_PASSWORD_THROTTLE.windowMs)
        .exec();
      const [error, members] = results?.[2] ?? [new Error("The transaction was discarded.")];
      if (error) throw error;
      const list = members as string[];
      const times: number[] = [];
      for (let i = 0; i < list.length; i += 2) if (list[i] !== id) times.push(Number(list[i + 1]));
      return times;
    },
    async remove(siteId, id) {
      await redis.zrem(key(siteId), id);
    },
    clear() {
      // Redis forgets by itself when the window ends.
    },
  };
}

/** Redis when shared, with this process's memory standing in while Redis does not answer. */
function fallingBack(shared: AttemptStore | undefined, memory: AttemptStore): AttemptStore {
  if (!shared) return memory;
  return {
    add: (siteId, attempt) => shared.add(siteId, attempt).catch(() => memory.add(siteId, attempt)),
    remove: (siteId, id) =>
      Promise.all([shared.remove(siteId, id).catch(() => undefined), memory.remove(siteId, id)]).then(() => undefined),
    clear: () => memory.clear(),
  };
}

const defaultStore = fallingBack(sharedRedis && redisStore(sharedRedis, REDIS_PREFIX), memoryStore());
let store = defaultStore;
let now: () => number = Date.now;

/** How long the next attempt must still wait, in ms (0: it may go ahead). */
function waitMs(times: number[], at: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = SITE_PASSWORD_THROTTLE;
  const over = times.length - freeFailures;
  if (over < 0) return 0;
  const delay = Math.min(firstDelayMs * 2 ** over, maxDelayMs);
  return Math.max(0, Math.max(...times) + delay - at);
}

export type SiteAttempt = {
  /** The password was right: the attempt is not a failure after all. */
  succeeded(): Promise<void>;
};

/**
 * Refuses the attempt with a 429 while the site is in a delay; otherwise counts it as a failure
 * before the password is even checked, so attempts running at the same time see each other.
 */
export async function beginSitePasswordAttempt(siteId: number, locale: Locale): Promise<SiteAttempt> {
  const attempt = { at: now(), id: randomUUID() };
  const before = await store.add(siteId, attempt);
  const wait = waitMs(before, attempt.at);
  if (wait > 0) {
    // A refused attempt is not a failure: it never reached the password.
    await store.remove(siteId, attempt.id);
    const seconds = Math.ceil(wait / 1000);
    throw new ApiError(429, "throttled", message("throttled", locale, { seconds }), undefined, { "Retry-After": String(seconds) });
  }
  return { succeeded: () => store.remove(siteId, attempt.id) };
}

/**
 * Test hooks: forget every site's attempts; read the time from `clock` (back to Date.now without
 * one); count in `shared` (another store, e.g. a Redis of the test's own) instead of this process's.
 */
export function resetSitePasswordThrottle(clock?: () => number, shared?: AttemptStore): void {
  store.clear();
  store = shared ?? defaultStore;
  now = clock ?? Date.now;
}
