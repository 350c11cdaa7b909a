// The page cache shared by several instances through Redis (REDIS_URL): what one instance renders
// the other serves, a revalidation on one refreshes both, a not-found render is never kept, and a
// Redis that does not answer never fails a request (each instance caches in memory meanwhile).
// Each "instance" is the handler module loaded afresh, as in another process.
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import type PageCacheHandler from "@/lib/server/page-cache-handler.mjs";
import type * as HandlerModuleNamespace from "@/lib/server/page-cache-handler.mjs";
import { describeWithRedis, keepRedisEnv, REDIS_URL } from "./helpers/redis";

type HandlerModule = typeof HandlerModuleNamespace;

const describeRedis = describeWithRedis("the shared page-cache tests");

function page(status: number, html: string) {
  return { kind: "APP_PAGE", html, rscData: Buffer.from(`rsc:${html}`), headers: { "x-next-cache-tags": "items,_N_T_/layout" }, status };
}

const ctx = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false, softTags: [] };
const setCtx = { tags: [], cacheControl: { revalidate: 300 } };

describeRedis("the page cache in Redis", () => {
  const prefix = `test-${randomUUID()}`;
  const dir = mkdtempSync(path.join(tmpdir(), "page-cache-redis-"));
  const modules: HandlerModule[] = [];
  const restoreEnv = keepRedisEnv();

  /** The handler as a new instance of the site would load it. */
  function instance(url = REDIS_URL): PageCacheHandler {
    let loaded: HandlerModule | undefined;
    process.env.REDIS_URL = url;
    process.env.REDIS_PREFIX = prefix;
    jest.isolateModules(() => {
      loaded = jest.requireActual<HandlerModule>("@/lib/server/page-cache-handler.mjs");
    });
    modules.push(loaded!);
    return new loaded!.default({ serverDistDir: path.join(dir, "server"), dev: false });
  }

  afterAll(async () => {
    for (const loaded of modules) loaded.disconnectPageCache();
    const cleaner = new Redis(REDIS_URL);
    const keys = await cleaner.keys(`${prefix}:*`);
    if (keys.length) await cleaner.del(...keys);
    cleaner.disconnect();
    rmSync(dir, { recursive: true, force: true });
    restoreEnv();
  });

  it("serves on one instance what the other rendered, stored compressed under the site's prefix", async () => {
    const first = instance();
    const second = instance();
    await first.set("/archive/en/item-a", page(200, "<p>a</p>"), setCtx);
    const hit = (await second.get("/archive/en/item-a", ctx)) as {
      value: { html: string; rscData: Buffer };
      cacheControl?: { revalidate: number | false };
    } | null;
    expect(hit?.value.html).toBe("<p>a</p>");
    // With its lifetime: an instance that did not render the page must not take it for stale.
    expect(hit?.cacheControl?.revalidate).toBe(300);
    expect(Buffer.isBuffer(hit?.value.rscData)).toBe(true);
    const redis = new Redis(REDIS_URL);
    try {
      const [key] = await redis.keys(`${prefix}:page:*item-a`);
      expect(key).toBeDefined();
      const stored = await redis.get(key!);
      // gzip, base64: never the page as plain text.
      expect(stored).not.toContain("<p>a</p>");
      expect(Buffer.from(stored!, "base64").subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
      // It leaves Redis by itself (the revalidation time and then some).
      expect(await redis.ttl(key!)).toBeGreaterThan(300);
    } finally {
      redis.disconnect();
    }
  });

  it("drops a page everywhere when one instance revalidates its tag", async () => {
    const first = instance();
    const second = instance();
    await first.set("/archive/en/item-b", page(200, "<p>b</p>"), setCtx);
    expect(await second.get("/archive/en/item-b", ctx)).not.toBeNull();
    await second.revalidateTag(["items"]);
    expect(await first.get("/archive/en/item-b", ctx)).toBeNull();
    expect(await second.get("/archive/en/item-b", ctx)).toBeNull();
  });

  it("never stores a not-found render", async () => {
    const first = instance();
    await first.set("/archive/en/no-such-item", page(404, "<p>404</p>"), setCtx);
    expect(await instance().get("/archive/en/no-such-item", ctx)).toBeNull();
    expect(await first.get("/archive/en/no-such-item", ctx)).toBeNull();
  });

  it("caches in memory while Redis does not answer, instead of failing", async () => {
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      // Nothing listens on port 1.
      const alone = instance("redis://127.0.0.1:1");
      await alone.set("/archive/en/item-c", page(200, "<p>c</p>"), setCtx);
      const hit = (await alone.get("/archive/en/item-c", ctx)) as { value: { html: string } } | null;
      expect(hit?.value.html).toBe("<p>c</p>");
      await expect(alone.revalidateTag("items")).resolves.toBeUndefined();
      expect(await alone.get("/archive/en/item-c", ctx)).toBeNull();
      expect(errors.mock.calls.filter(([text]) => String(text).includes("Redis unreachable"))).toHaveLength(1);
    } finally {
      errors.mockRestore();
    }
  });
});
