// Rate limits per key (IP, account…): a refusal is a 429 with Retry-After, never a permanent lockout.
import { RateLimiterMemory, RateLimiterRes } from "rate-limiter-flexible";
import { ApiError } from "../http/errors";

export type Limit = { points: number; durationSeconds: number };

export const LIMITS = {
  contact: { points: 5, durationSeconds: 10 * 60 },
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

export async function consume(name: keyof typeof LIMITS, key: string): Promise<void> {
  try {
    await limiterFor(name, LIMITS[name]).consume(key);
  } catch (result) {
    if (!(result instanceof RateLimiterRes)) throw result;
    const seconds = Math.max(1, Math.ceil(result.msBeforeNext / 1000));
    throw new ApiError(429, "throttled", `Too many attempts. Please try again in ${seconds} seconds.`, undefined, {
      "Retry-After": String(seconds),
    });
  }
}

/** Test hook: forget every counter. */
export function resetRateLimits(): void {
  limiters.clear();
}
