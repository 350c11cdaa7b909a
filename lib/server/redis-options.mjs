// How this process's clients of Redis fail fast, so that callers fall back to their own memory
// instead of waiting: commands are refused while Redis is away (no offline queue, one retry), a
// connection gives up after 2 s, and a command after 500 ms without an answer. Without that last
// one a Redis that is connected but does not answer (paused, overloaded, a link that drops
// packets) held every sign-in until it woke: 10.7 s for one wrong password under CLIENT PAUSE 15000.
// A plain module, for the page cache handler (which Next loads untranspiled) as for the backend;
// apart from backend/services/redis.ts, whose import opens the shared connection.
// A client being closed gives its connection 100 ms to close cleanly, not ioredis's 2 s; and that
// timer outlives a connection that was refused or lost before (it waits for a close that already
// happened), so a stopping process, or a test file's worker, was held for 2 s by a Redis long gone.

/** @type {import("ioredis").RedisOptions} */
export const FAIL_FAST = {
  enableOfflineQueue: false,
  maxRetriesPerRequest: 1,
  connectTimeout: 2000,
  commandTimeout: 500,
  disconnectTimeout: 100,
};
