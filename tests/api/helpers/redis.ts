// The machine's Redis for the tests of what instances share (REDIS_TEST_URL, default 127.0.0.1:6379).
// Without one the tests say so and skip, unless REQUIRE_REDIS=1 (CI) makes that a failure.
import { spawnSync } from "node:child_process";
import { once } from "node:events";
import type { Redis } from "ioredis";
import { connectRedis } from "@/backend/services/redis";

export const REDIS_URL = process.env.REDIS_TEST_URL ?? "redis://127.0.0.1:6379";

function redisAnswers(): boolean {
  const { hostname, port } = new URL(REDIS_URL);
  const probe = `require("net").connect(${Number(port || 6379)}, ${JSON.stringify(hostname)}).on("connect", () => process.exit(0)).on("error", () => process.exit(1))`;
  return spawnSync(process.execPath, ["-e", probe], { timeout: 3000 }).status === 0;
}

/** `describe` when Redis answers, else `describe.skip` (said once, in words). */
export function describeWithRedis(what: string): jest.Describe {
  const available = redisAnswers();
  if (available) return describe;
  if (process.env.REQUIRE_REDIS === "1") throw new Error(`REQUIRE_REDIS=1 but Redis does not answer at ${REDIS_URL}.`);
  console.warn(`Redis does not answer at ${REDIS_URL}: ${what} are skipped.`);
  return describe.skip;
}

/**
 * Clients of the test Redis made as an instance makes its own, each ready when handed out, and the
 * clean-up: the keys under `prefix` deleted, every client closed.
 */
export function redisClients(prefix: string): { connect: () => Promise<Redis>; cleanUp: () => Promise<void> } {
  const clients: Redis[] = [];
  const connect = async () => {
    const client = connectRedis(REDIS_URL);
    clients.push(client);
    if (client.status !== "ready") await once(client, "ready");
    return client;
  };
  const cleanUp = async () => {
    const cleaner = await connect();
    const keys = await cleaner.keys(`${prefix}:*`);
    if (keys.length) await cleaner.del(...keys);
    // Closed, not only asked to close: a socket still open when the file ends keeps Jest's worker
    // alive past its grace period ("A worker process has failed to exit gracefully").
    await Promise.all(
      clients.map(async (client) => {
        if (client.status === "end") return;
        // (An error while closing rejects the wait; the client closes all the same.)
        const ended = once(client, "end").catch(() => undefined);
        client.disconnect();
        await ended;
      }),
    );
  };
  return { connect, cleanUp };
}

/** REDIS_URL and REDIS_PREFIX as they are now, put back by the function returned (tests that load modules with their own). */
export function keepRedisEnv(): () => void {
  const saved = { REDIS_URL: process.env.REDIS_URL, REDIS_PREFIX: process.env.REDIS_PREFIX };
  return () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}
