// A site-wide password (auth_method 'password') is one secret for everyone. Failures are counted
// per address (an IPv6 address by its /64 block, which one client may hold whole) and per site:
// - an address takes 5 failures an hour freely, then each attempt waits 1 s after its latest
//   failure, then 2 s, 4 s… up to 5 minutes;
// - once the site's last hour holds 10 failures (an attack from many addresses), every address
//   that has failed in the hour also waits the site's step (1 s, 2 s… up to 5 minutes, doubling
//   with each failure past 10) after its latest failure: each address of an attack gets one guess,
//   then meets the site's delay.
// An address with no failure of its own is never delayed, so the right password typed from
// another address goes through at once during an attack: the site's delay slows the guessers, it
// does not lock the door. A refusal (429) comes before the password is checked; a success is no
// failure and counts for nothing.
import { randomUUID } from "node:crypto";
import type { Redis } from "ioredis";
import { ApiError } from "../http/errors";
import type { Locale } from "./i18n";
import { message } from "./messages";
import { REDIS_PREFIX, sharedRedis } from "./redis";

export const SITE_PASSWORD_THROTTLE = {
  /** Failures an hour one address takes without any delay (a visitor mistyping). */
  freeFailuresPerAddress: 5,
  /** Failures an hour a site takes before addresses that failed meet its delay. */
  freeFailures: 10,
  windowMs: 60 * 60 * 1000,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60 * 1000,
} as const;

type Attempt = { at: number; id: string };

/**
 * Where the attempts are counted: in this process's memory, or in Redis, shared by every instance
 * (a sorted set per key), so that guesses spread over instances meet the same delays.
 */
type AttemptStore = {
  /** Records an attempt and answers the times of the window's attempts before it, oldest first. */
  add(key: string, attempt: Attempt): Promise<number[]>;
  remove(key: string, id: string): Promise<void>;
  clear(): void;
};

/** At most this many addresses are remembered per process; the oldest are forgotten first. */
const MEMORY_KEYS = 50_000;

function memoryStore(): AttemptStore {
  const attempts = new Map<string, Attempt[]>();
  return {
    async add(key, attempt) {
      const kept = (attempts.get(key) ?? []).filter((a) => attempt.at - a.at < SITE_PASSWORD_THROTTLE.windowMs);
      attempts.delete(key);
      attempts.set(key, [...kept, attempt]);
      if (attempts.size > MEMORY_KEYS) attempts.delete(attempts.keys().next().value!);
      return kept.map((a) => a.at);
    },
    async remove(key, id) {
      const kept = (attempts.get(key) ?? []).filter((a) => a.id !== id);
      if (kept.length) attempts.set(key, kept);
      else attempts.delete(key);
    },
    clear() {
      attempts.clear();
    },
  };
}

export function redisStore(redis: Redis, prefix: string): AttemptStore {
  const full = (key: string) => `${prefix}:site-password:${key}`;
  return {
    // One transaction: the attempt is counted before anyone reads, so attempts at the same time see each other.
    async add(key, { at, id }) {
      const results = await redis
        .multi()
        .zremrangebyscore(full(key), "-inf", at - SITE_PASSWORD_THROTTLE.windowMs)
        .zadd(full(key), at, id)
        .zrange(full(key), 0, -1, "WITHSCORES")
        .pexpire(full(key), SITE_PASSWORD_THROTTLE.windowMs)
        .exec();
      const [error, members] = results?.[2] ?? [new Error("The transaction was discarded.")];
      if (error) throw error;
      const list = members as string[];
      const times: number[] = [];
      for (let i = 0; i < list.length; i += 2) if (list[i] !== id) times.push(Number(list[i + 1]));
      return times;
    },
    async remove(key, id) {
      await redis.zrem(full(key), id);
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
    add: (key, attempt) => shared.add(key, attempt).catch(() => memory.add(key, attempt)),
    remove: (key, id) => Promise.all([shared.remove(key, id).catch(() => undefined), memory.remove(key, id)]).then(() => undefined),
    clear: () => memory.clear(),
  };
}

const defaultStore = fallingBack(sharedRedis && redisStore(sharedRedis, REDIS_PREFIX), memoryStore());
let store = defaultStore;
let now: () => number = Date.now;

/**
 * The block an address is counted in: an IPv4 address alone, an IPv6 address by its first 64 bits
 * (a home or a server is given a whole /64), an IPv4-mapped IPv6 address as its IPv4 address.
 */
export function addressBlock(ip: string): string {
  const address = ip.trim().toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(address);
  if (mapped) return mapped[1]!;
  if (!address.includes(":")) return address;
  const [head = "", tail = ""] = address.split("%")[0]!.split("::");
  const left = head ? head.split(":") : [];
  const right = address.includes("::") ? (tail ? tail.split(":") : []) : [];
  const groups = address.includes("::") ? [...left, ...Array(Math.max(0, 8 - left.length - right.length)).fill("0"), ...right] : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ""))
    .join(":")}::/64`;
}

/** The delay that `failures` past `free` impose: 0 below, then 1 s, 2 s, 4 s… up to 5 minutes. */
function step(failures: number, free: number): number {
  const over = failures - free;
  return over < 0 ? 0 : Math.min(SITE_PASSWORD_THROTTLE.firstDelayMs * 2 ** over, SITE_PASSWORD_THROTTLE.maxDelayMs);
}

/** How long this address must still wait, in ms (0: its attempt is checked now). */
function waitMs(siteTimes: number[], addressTimes: number[], at: number): number {
  if (addressTimes.length === 0) return 0;
  const own = step(addressTimes.length, SITE_PASSWORD_THROTTLE.freeFailuresPerAddress);
  const site = step(siteTimes.length, SITE_PASSWORD_THROTTLE.freeFailures);
  return Math.max(0, Math.max(...addressTimes) + Math.max(own, site) - at);
}

export type SiteAttempt = {
  /** The password was right: the attempt is not a failure after all. */
  succeeded(): Promise<void>;
};

/**
 * Refuses the attempt with a 429 while its address must wait; otherwise counts it as a failure
 * before the password is even checked, so attempts running at the same time see each other.
 */
export async function beginSitePasswordAttempt(siteId: number, ip: string, locale: Locale): Promise<SiteAttempt> {
  const attempt = { at: now(), id: randomUUID() };
  const siteKey = String(siteId);
  const addressKey = `${siteId}:${addressBlock(ip)}`;
  const [siteTimes, addressTimes] = await Promise.all([store.add(siteKey, attempt), store.add(addressKey, attempt)]);
  const forget = () => Promise.all([store.remove(siteKey, attempt.id), store.remove(addressKey, attempt.id)]).then(() => undefined);
  const wait = waitMs(siteTimes, addressTimes, attempt.at);
  if (wait > 0) {
    // A refused attempt is not a failure: it never reached the password.
    await forget();
    const seconds = Math.ceil(wait / 1000);
    throw new ApiError(429, "throttled", message("throttled", locale, { seconds }), undefined, { "Retry-After": String(seconds) });
  }
  return { succeeded: forget };
}

/**
 * Test hooks: forget every attempt; read the time from `clock` (back to Date.now without one);
 * count in `shared` (another store, e.g. a Redis of the test's own) instead of this process's.
 */
export function resetSitePasswordThrottle(clock?: () => number, shared?: AttemptStore): void {
  store.clear();
  store = shared ?? defaultStore;
  now = clock ?? Date.now;
}
