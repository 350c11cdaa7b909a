// Rate limits shared by several instances through Redis (REDIS_URL): attempts spread over two
// instances are limited as if they hit one, and a Redis that does not answer never fails a request.
// Runs against the machine's Redis (REDIS_TEST_URL, default 127.0.0.1:6379); without one it says so
// and skips, unless REQUIRE_REDIS=1 (CI) makes that a failure.
import { randomUUID } from "node:crypto";
import { once } from "node:events";
import { createServer, type Socket } from "node:net";
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
        // The client waits its disconnectTimeout (FAIL_FAST: 100 ms) for its refused connection to
        // close, which it already has: otherwise the worker is still holding that timer at the end.
        await new Promise((resolve) => setTimeout(resolve, 150));
      }
    } finally {
      errors.mockRestore();
    }
  });
});

/** A Redis that answers the client's greeting (CLIENT SETINFO, then the ready check's INFO) and then
 * never answers again, as one that is paused, overloaded or behind a link that drops packets. */
async function silentRedis(): Promise<{ url: string; commands: string[]; close: () => Promise<void> }> {
  const commands: string[] = [];
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    let pending = "";
    socket.on("data", (data) => {
      pending += data.toString("latin1");
      // Each command is an array of bulk strings: *<n>\r\n then n times $<length>\r\n<bytes>\r\n.
      for (;;) {
        const command = /^\*(\d+)\r\n/.exec(pending);
        if (!command) return;
        let at = command[0].length;
        const words: string[] = [];
        for (let i = 0; i < Number(command[1]); i += 1) {
          const bulk = /^\$(\d+)\r\n/.exec(pending.slice(at));
          if (!bulk || pending.length < at + bulk[0].length + Number(bulk[1]) + 2) return;
          words.push(pending.slice(at + bulk[0].length, at + bulk[0].length + Number(bulk[1])));
          at += bulk[0].length + Number(bulk[1]) + 2;
        }
        pending = pending.slice(at);
        const name = words.join(" ").toLowerCase();
        commands.push(name);
        if (name.startsWith("client setinfo")) socket.write("+OK\r\n");
        else if (name === "info") {
          const info = "# Server\r\nredis_version:7.0.0\r\nloading:0\r\n";
          socket.write(`$${Buffer.byteLength(info)}\r\n${info}\r\n`);
        }
      }
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    commands,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, "close");
    },
  };
}

describe("a Redis that is connected but does not answer", () => {
  it("sign-ins are counted in memory after a short wait, not held until Redis wakes", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    const redis = await silentRedis();
    const client = connectRedis(redis.url);
    try {
      if (client.status !== "ready") await once(client, "ready");
      const limits = createRateLimits({ redis: client, prefix: `test-${randomUUID()}` });
      const key = `ip-${randomUUID()}`;
      // Each of these waited for an answer that never came: the test timed out before the fix.
      for (let attempt = 0; attempt < LIMITS.contact.points; attempt += 1) expect(await limits.tryConsume("contact", key)).toBe(true);
      expect(await limits.tryConsume("contact", key)).toBe(false);
      // Redis was asked each time.
      expect(redis.commands.filter((c) => c.startsWith("eval")).length).toBe(LIMITS.contact.points + 1);
    } finally {
      client.disconnect();
      await redis.close();
      errors.mockRestore();
    }
  });
});
