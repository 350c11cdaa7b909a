// The machine's Redis for the tests of what instances share (REDIS_TEST_URL, default 127.0.0.1:6379).
// Without one the tests say so and skip, unless REQUIRE_REDIS=1 (CI) makes that a failure.
import { spawnSync } from "node:child_process";

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
