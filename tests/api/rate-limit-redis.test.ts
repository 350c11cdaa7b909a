// Rate limits shared by several instances through Redis (REDIS_URL): attempts spread over two
// instances are limited as if they hit one, and a Redis that does not answer never fails a request.
// Runs against the machine's Redis (REDIS_TEST_URL, default 127.0.0.1:6379); without one it says so
// and skips, unless REQUIRE_REDIS=1 (CI) makes that a failure.
import { randomUUID } from "node:crypto";
import { createRateLimits, LIMITS } from "@/backend/services/rate-limit";
import { connectRedis } from "@/backend/services/redis";
import { describeWithRedis, redisClients } from "./helpers/redis";

const describeRedis = describeWithRedis("the shared rate-limit tests");

describeRedis("rate limits in Redis", () => {
  const prefix = `test-${randomUUID()}`;
  // An instance's client is connected long before its first sign-in; until then it counts in memory.
  const { connect, cleanUp } = redisClients(prefix);

  afterAll(async () => {
    await cleanUp();
  });

  it("limits wrong sign-ins spread over two instances as if they hit one", async () => {
    const first = createRateLimits({ redis: await connect(), prefix });
    const second = createRateLimits({ redis: await connect(), prefix });
    const key = `ip-${randomUUID()}`;
    const { points } = LIMITS.loginIp;
    for (let attempt = 0; attempt < points; attempt += 1) {
      expect(await (attempt % 2 === 0 ? first : second).tryConsume("loginIp", key)).toBe(true);
    }
    expect(await first.tryConsume("loginIp", key)).toBe(false);
    await expect(second.consume("loginIp", key, "fr")).rejects.toMatchObject({ status: 429 });
    // Another address is not affected.
    expect(await second.tryConsume("loginIp", `ip-${randomUUID()}`)).toBe(true);
  });

  it("forgiving on one instance forgives on the other", async () => {
    const first = createRateLimits({ redis: await connect(), prefix });
    const second = createRateLimits({ redis: await connect(), prefix });
    const key = `account-${randomUUID()}`;
    for (let attempt = 0; attempt < LIMITS.loginAccount.points; attempt += 1) await first.tryConsume("loginAccount", key);
    expect(await second.tryConsume("loginAccount", key)).toBe(false);
    await first.forgive("loginAccount", key);
    expect(await second.tryConsume("loginAccount", key)).toBe(true);
  });

  it("counts in memory while Redis does not answer, instead of failing", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // Nothing listens on port 1: the client is never ready.
      const unreachable = connectRedis("redis://127.0.0.1:1");
      try {
        const limits = createRateLimits({ redis: unreachable, prefix });
        const key = `ip-${randomUUID()}`;
        for (let attempt = 0; attempt < LIMITS.contact.points; attempt += 1) expect(await limits.tryConsume("contact", key)).toBe(true);
        expect(await limits.tryConsume("contact", key)).toBe(false);
        // The outage is reported once, not per request.
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(errors.mock.calls.filter(([text]) => String(text).includes("Redis unreachable"))).toHaveLength(1);
      } finally {
        unreachable.disconnect();
      }
    } finally {
      errors.mockRestore();
    }
  });
});
