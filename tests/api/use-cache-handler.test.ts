// The store of 'use cache' entries (lib/server/use-cache-handler.mjs): fresh entries only, bounded
// in bytes, retired by a revalidation of one of their tags; with Redis, a revalidation on one
// instance retires the entries of every instance, and a Redis that does not answer fails nothing.
import { randomUUID } from "node:crypto";
import { createUseCacheHandler, type UseCacheEntry, type UseCacheHandler } from "@/lib/server/use-cache-handler.mjs";
import { describeWithRedis, redisClients, REDIS_URL } from "./helpers/redis";

function entry(text: string, tags: string[], revalidate = 300): UseCacheEntry {
  const bytes = new TextEncoder().encode(text);
  const value = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });
  return { value, tags, stale: revalidate, revalidate, expire: 86_400, timestamp: performance.timeOrigin + performance.now() };
}

async function textOf(handler: UseCacheHandler, key: string): Promise<string | undefined> {
  const found = await handler.get(key);
  return found ? new Response(found.value).text() : undefined;
}

describe("in memory", () => {
  it("gives back what was kept, as often as asked", async () => {
    const handler = createUseCacheHandler({ maxBytes: 1_000_000 });
    await handler.set("a", Promise.resolve(entry("settings", ["settings"])));
    expect(await textOf(handler, "a")).toBe("settings");
    expect(await textOf(handler, "a")).toBe("settings");
    expect(await textOf(handler, "b")).toBeUndefined();
  });

  it("a read waits for the write of the same key under way", async () => {
    const handler = createUseCacheHandler({ maxBytes: 1_000_000 });
    let finish: (value: UseCacheEntry) => void = () => undefined;
    const writing = handler.set("slow", new Promise<UseCacheEntry>((resolve) => (finish = resolve)));
    const reading = textOf(handler, "slow");
    finish(entry("done", []));
    await writing;
    expect(await reading).toBe("done");
  });

  it("keeps nothing that expires at once, and nothing past its revalidation time", async () => {
    const handler = createUseCacheHandler({ maxBytes: 1_000_000 });
    await handler.set("dynamic", Promise.resolve({ ...entry("x", []), expire: 0 }));
    expect(await textOf(handler, "dynamic")).toBeUndefined();
    await handler.set("old", Promise.resolve({ ...entry("x", []), timestamp: Date.now() - 301_000 }));
    expect(await textOf(handler, "old")).toBeUndefined();
  });

  it("a revalidation retires the entries of its tags written before it, and only those", async () => {
    const handler = createUseCacheHandler({ maxBytes: 1_000_000 });
    await handler.set("item", Promise.resolve(entry("item", ["items", "categories"])));
    await handler.set("page", Promise.resolve(entry("page", ["pages"])));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.updateTags(["categories"], { expire: 0 });
    expect(await textOf(handler, "item")).toBeUndefined();
    expect(await textOf(handler, "page")).toBe("page");
    expect(await handler.getExpiration(["categories"])).toBeGreaterThan(0);
    expect(await handler.getExpiration(["pages"])).toBe(0);
    await handler.set("item", Promise.resolve(entry("item again", ["items", "categories"])));
    expect(await textOf(handler, "item")).toBe("item again");
  });

  it("stays within its bytes, the least recently used out first", async () => {
    const handler = createUseCacheHandler({ maxBytes: 5_000 });
    for (let i = 0; i < 20; i += 1) await handler.set(`k${i}`, Promise.resolve(entry("x".repeat(1_000), [])));
    const kept = await Promise.all(Array.from({ length: 20 }, (_, i) => textOf(handler, `k${i}`)));
    expect(kept.filter(Boolean).length).toBeLessThanOrEqual(5);
    expect(kept[19]).toBeDefined();
    expect(kept[0]).toBeUndefined();
  });
});

describeWithRedis("the shared use-cache revalidation tests")("with Redis", () => {
  const prefix = `test-${randomUUID()}`;
  const { cleanUp } = redisClients(prefix);
  const handlers: UseCacheHandler[] = [];
  const instance = () => {
    const handler = createUseCacheHandler({ maxBytes: 1_000_000, redisUrl: REDIS_URL, prefix });
    handlers.push(handler);
    return handler;
  };
  afterAll(async () => {
    for (const handler of handlers) handler.disconnect();
    await cleanUp();
  });

  it("a revalidation on one instance retires the entries of another at its next request", async () => {
    const one = instance();
    const two = instance();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await two.set("item", Promise.resolve(entry("old item", ["items"])));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await one.updateTags(["items"], { expire: 0 });
    expect(await textOf(two, "item")).toBe("old item");
    await two.refreshTags();
    expect(await textOf(two, "item")).toBeUndefined();
  });

  it("a Redis that does not answer fails nothing: revalidations stay in the instance", async () => {
    const away = createUseCacheHandler({ maxBytes: 1_000_000, redisUrl: "redis://127.0.0.1:1", prefix });
    handlers.push(away);
    await away.set("a", Promise.resolve(entry("a", ["settings"])));
    await away.refreshTags();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await away.updateTags(["settings"], { expire: 0 });
    expect(await textOf(away, "a")).toBeUndefined();
  });
});
