// The one connection to Redis of this process's counters (rate limits, the site-password delays),
// when several instances share one (REDIS_URL). It fails fast while Redis is away or stops
// answering, so callers fall back to their own memory instead of waiting, and reconnects by itself.
import { Redis } from "ioredis";
import { env } from "../../lib/env";
import { FAIL_FAST } from "../../lib/server/redis-options.mjs";

/** A client that fails fast while Redis is away; the outage is logged once per change, as `what` falls back. */
export function connectRedis(url: string, what = "counting in memory"): Redis {
  const client = new Redis(url, { ...FAIL_FAST });
  // Without a listener an unreachable Redis would be an unhandled error.
  let down = false;
  client.on("error", (error: Error) => {
    if (!down) console.error(`[redis] Redis unreachable, ${what}:`, error.message);
    down = true;
  });
  client.on("ready", () => {
    down = false;
  });
  return client;
}

/** The shared connection (undefined without REDIS_URL), and the prefix of every key written with it. */
export const sharedRedis = env.REDIS_URL ? connectRedis(env.REDIS_URL) : undefined;
export const REDIS_PREFIX = env.REDIS_PREFIX;
