// Rate limits per key (IP, account…): a refusal is a 429 with Retry-After, never a permanent lockout.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { ApiError } from "../http/errors";
import type { Locale } from "./i18n";
import { message } from "./messages";
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
} satisfies Record<string, Limit>;

const limiters = new Map<string, RateLimiterMemory>();

function limiterFor(name: string, limit: Limit): RateLimiterMemory {
  let limiter = limiters.get(name);
  if (!limiter) {
    limiter = new RateLimiterMemory({ keyPrefix: name, points: limit.points, duration: limit.durationSeconds });
    limiters.set(name, limiter);
  }
  return limiter;
}

export async function consume(name: keyof typeof LIMITS, key: string, locale: Locale = "en"): Promise<void> {
  try {
    await limiterFor(name, LIMITS[name]).consume(key);
  } catch (result) {
    if (!(result instanceof RateLimiterRes)) throw result;
    const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    throw new ApiError(429, "throttled", message("throttled", locale, { seconds }), undefined, {
      "Retry-After": String(seconds),
    });
  }
}

/** Like consume, but over the limit answers false instead of refusing the request. */
export async function tryConsume(name: keyof typeof LIMITS, key: string): Promise<boolean> {
  try {
    await limiterFor(name, LIMITS[name]).consume(key);
    return true;
  } catch (result) {
    if (result instanceof RateLimiterRes) return false;
    throw result;
  }
}

/** Test hook: forget every counter (and the site-password delays). */
export function resetRateLimits(): void {
  limiters.clear();
  resetSitePasswordThrottle();
}

/** A successful sign-in forgives that account's failed attempts. */
export async function forgive(name: keyof typeof LIMITS, key: string): Promise<void> {
  await limiters.get(name)?.delete(key);
}
