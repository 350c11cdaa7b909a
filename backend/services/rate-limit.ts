// Rate limits per key (IP, account…): a refusal is a 429 with Retry-After, never a permanent lockout.
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { ApiError } from "../http/errors";
import type { Locale } from "./i18n";
import { message } from "./messages";
import { REDIS_PREFIX, sharedRedis } from "./redis";
import { resetSitePasswordThrottle } from "./site-password-throttle";

export type Limit = { points: number; durationSeconds: number };

// Windows, not lockouts: a blocked key is free again when its window ends. The per-account limits
// are kept per account AND address: an attacker elsewhere neither blocks the owner's sign-in nor
// uses up the resets the owner asks for (each address still has its own limit across accounts).
export const LIMITS = {
  contact: { points: 5, durationSeconds: 10 * 60 },
  loginIp: { points: 30, durationSeconds: 15 * 60 },
  loginAccount: { points: 10, durationSeconds: 15 * 60 },
  resetIp: { points: 10, durationSeconds: 60 * 60 },
  resetAccount: { points: 3, durationSeconds: 60 * 60 },
  registerIp: { points: 10, durationSeconds: 60 * 60 },
  // A buyer's sign-in link (docs/buyers.md): per address, and per e-mail whoever asks, so an
  // address's mailbox is not flooded from many addresses.
  buyerLinkIp: { points: 20, durationSeconds: 60 * 60 },
  buyerLinkEmail: { points: 5, durationSeconds: 15 * 60 },
} satisfies Record<string, Limit>;

type Limiter = RateLimiterMemory | RateLimiterRedis;

export type RateLimits = {
  consume(name: keyof typeof LIMITS, key: string, locale?: Locale): Promise<void>;
  tryConsume(name: keyof typeof LIMITS, key: string): Promise<boolean>;
  forgive(name: keyof typeof LIMITS, key: string): Promise<void>;
  /** Forgets every counter of this process (Redis keeps its own until they expire). */
  reset(): void;
};

/**
 * The counters: in this process's memory, or in Redis, shared by every instance (REDIS_URL), so a
 * client spreading its attempts over instances meets the same limits. While Redis does not answer,
 * each instance counts in its own memory instead (the limits hold per instance) rather than failing
 * the request; it goes back to Redis by itself.
 */
export function createRateLimits(options: { redis?: Redis; prefix?: string } = {}): RateLimits {
  const limiters = new Map<string, Limiter>();
  const limiterFor = (name: string, limit: Limit): Limiter => {
    let limiter = limiters.get(name);
    if (!limiter) {
      const keyPrefix = `${options.prefix ?? "rl"}:${name}`;
      const memory = new RateLimiterMemory({ keyPrefix, points: limit.points, duration: limit.durationSeconds });
      limiter = options.redis
        ? new RateLimiterRedis({
            storeClient: options.redis,
            keyPrefix,
            points: limit.points,
            duration: limit.durationSeconds,
            rejectIfRedisNotReady: true,
            insuranceLimiter: memory,
          })
        : memory;
      limiters.set(name, limiter);
    }
    return limiter;
  };

  return {
    async consume(name, key, locale = "en") {
      try {
        await limiterFor(name, LIMITS[name]).consume(key);
      } catch (result) {
        if (!(result instanceof RateLimiterRes)) throw result;
        const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
        throw new ApiError(429, "throttled", message("throttled", locale, { seconds }), undefined, {
          "Retry-After": String(seconds),
        });
      }
    },
    async tryConsume(name, key) {
      try {
        await limiterFor(name, LIMITS[name]).consume(key);
        return true;
      } catch (result) {
        if (result instanceof RateLimiterRes) return false;
        throw result;
      }
    },
    async forgive(name, key) {
      await limiters.get(name)?.delete(key);
    },
    reset() {
      limiters.clear();
    },
  };
}

const limits = createRateLimits(sharedRedis ? { redis: sharedRedis, prefix: `${REDIS_PREFIX}:rl` } : {});

export function consume(name: keyof typeof LIMITS, key: string, locale: Locale = "en"): Promise<void> {
  return limits.consume(name, key, locale);
}

/** Like consume, but over the limit answers false instead of refusing the request. */
export function tryConsume(name: keyof typeof LIMITS, key: string): Promise<boolean> {
  return limits.tryConsume(name, key);
}

/** Test hook: forget every counter (and the site-password delays). */
export function resetRateLimits(): void {
  limits.reset();
  resetSitePasswordThrottle();
}

/** A successful sign-in forgives that account's failed attempts. */
export function forgive(name: keyof typeof LIMITS, key: string): Promise<void> {
  return limits.forgive(name, key);
}
