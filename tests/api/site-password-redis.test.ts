// The site-password delays shared by several instances through Redis (REDIS_URL): guesses spread
// over instances meet the same delays as if they hit one.
import { randomUUID } from "node:crypto";
import {
  beginSitePasswordAttempt,
  redisStore,
  resetSitePasswordThrottle,
  SITE_PASSWORD_THROTTLE,
} from "@/backend/services/site-password-throttle";
import { describeWithRedis, redisClients } from "./helpers/redis";

const describeRedis = describeWithRedis("the shared site-password tests");

describeRedis("site-password delays in Redis", () => {
  const prefix = `test-${randomUUID()}`;
  const { connect, cleanUp } = redisClients(prefix);

  afterAll(async () => {
    resetSitePasswordThrottle();
    await cleanUp();
  });

  it("counts one instance's failures on the other", async () => {
    const first = redisStore(await connect(), prefix);
    const second = redisStore(await connect(), prefix);
    const at = Date.now();
    for (let i = 0; i < 4; i += 1) await (i % 2 ? first : second).add("1", { at: at + i, id: `a${i}` });
    expect(await first.add("1", { at: at + 10, id: "last" })).toEqual([at, at + 1, at + 2, at + 3]);
    // A right password takes its attempt back, on every instance.
    await second.remove("1", "last");
    expect(await second.add("1", { at: at + 11, id: "again" })).toEqual([at, at + 1, at + 2, at + 3]);
    // Another site is not affected; attempts older than the window are forgotten.
    expect(await second.add("2", { at, id: "x" })).toEqual([]);
    expect(await first.add("1", { at: at + SITE_PASSWORD_THROTTLE.windowMs + 5, id: "later" })).toEqual([at + 11]);
  });

  it("makes guesses spread over two instances wait as if they hit one", async () => {
    let clock = Date.UTC(2026, 0, 1);
    const instances = [redisStore(await connect(), prefix), redisStore(await connect(), prefix)];
    const site = 1000 + Math.floor(Math.random() * 1000);
    for (let i = 0; i < SITE_PASSWORD_THROTTLE.freeFailuresPerAddress; i += 1) {
      resetSitePasswordThrottle(() => clock, instances[i % 2]);
      await beginSitePasswordAttempt(site, "192.0.2.1", "en");
      clock += 10;
    }
    // Five failures an hour from one address go without delay; then its next attempt waits, on
    // either instance, while another address is checked at once.
    resetSitePasswordThrottle(() => clock, instances[1]);
    await expect(beginSitePasswordAttempt(site, "192.0.2.1", "fr")).rejects.toMatchObject({ status: 429, headers: { "Retry-After": "1" } });
    await expect(beginSitePasswordAttempt(site, "192.0.2.2", "fr")).resolves.toBeDefined();
    clock += SITE_PASSWORD_THROTTLE.firstDelayMs;
    resetSitePasswordThrottle(() => clock, instances[0]);
    await expect(beginSitePasswordAttempt(site, "192.0.2.1", "en")).resolves.toBeDefined();
  });
});
