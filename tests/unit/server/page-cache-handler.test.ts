/** @jest-environment node */
// The page cache without Redis: memory only, bounded, and never handed a not-found render.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type PageCacheHandler from "@/lib/server/page-cache-handler.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "page-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// 16 KB in all: 12 KB for pages, 4 KB for searches. An entry counts its key, its texts and 256 bytes.
const MAX_BYTES = 16_384;
let handler: PageCacheHandler;
beforeAll(async () => {
  process.env.PAGE_CACHE_MAX_BYTES = String(MAX_BYTES);
  delete process.env.REDIS_URL;
  const { default: PageCache } = await import("@/lib/server/page-cache-handler.mjs");
  handler = new PageCache({ serverDistDir: path.join(dir, "server"), dev: false });
});
afterAll(() => {
  delete process.env.PAGE_CACHE_MAX_BYTES;
});

function page(status: number, html: string) {
  return { kind: "APP_PAGE", html, rscData: Buffer.from("rsc"), headers: {}, postponed: undefined, status, segmentData: undefined };
}

describe("PageCacheHandler", () => {
  const ctx = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false, softTags: [] };

  it("keeps a page in memory and writes nothing to disk", async () => {
    await handler.set("/site/en/item-a", page(200, "<p>a</p>"), { cacheControl: { revalidate: 300 } });
    const hit = (await handler.get("/site/en/item-a", ctx)) as { value: { html: string } } | null;
    expect(hit?.value.html).toBe("<p>a</p>");
    expect(readdirSync(dir)).toEqual([]);
  });

  it("never stores a not-found render", async () => {
    await handler.set("/site/en/no-such-item", page(404, "<p>404</p>"), { cacheControl: { revalidate: 300 } });
    expect(await handler.get("/site/en/no-such-item", ctx)).toBeNull();
  });

  it("is bounded: the least recently used pages make room", async () => {
    for (let i = 0; i < 50; i += 1)
      await handler.set(`/site/en/page-${i}`, page(200, "x".repeat(500)), { cacheControl: { revalidate: 300 } });
    expect(await handler.get("/site/en/page-0", ctx)).toBeNull();
    expect(await handler.get("/site/en/page-49", ctx)).not.toBeNull();
  });

  it("retires a page when one of its tags is revalidated", async () => {
    await handler.set(
      "/site/en/tagged",
      { ...page(200, "<p>t</p>"), headers: { "x-next-cache-tags": "items" } },
      { cacheControl: { revalidate: 300 } },
    );
    expect(await handler.get("/site/en/tagged", ctx)).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 5));
    await handler.revalidateTag("items");
    expect(await handler.get("/site/en/tagged", ctx)).toBeNull();
  });

  it("gives searches' pages a quarter of the memory, the oldest out first, and leaves the rest alone", async () => {
    const store = (key: string) => handler.set(key, page(200, "s".repeat(1000)), { cacheControl: { revalidate: 300 } });
    const kept = async (keys: string[]) => {
      const found = await Promise.all(keys.map((key) => handler.get(key, ctx)));
      return keys.filter((_, i) => found[i] !== null);
    };
    await handler.set("/site/en/item-b", page(200, "b".repeat(400)), { cacheControl: { revalidate: 300 } });
    // 4 KB for searches: three entries of about 1,280 bytes (key, page, payload, 256) fit.
    const searches = Array.from({ length: 8 }, (_, i) => `/site/en/search/s${i}`);
    for (const key of searches) await store(key);
    expect(await kept(searches)).toEqual(searches.slice(5));
    expect(await handler.get("/site/en/item-b", ctx)).not.toBeNull();
    // Written again, a search is the newest.
    await store(searches[5]!);
    await store("/site/en/search/s8");
    expect(await kept(searches)).toEqual([searches[5], searches[7]]);
    // The framework's route cache ends its keys with the page's path.
    const routed = Array.from({ length: 4 }, (_, i) => `/route-cache/APP_PAGE/0123ab/$/site/en/search/r${i}`);
    for (const key of routed) await handler.set(key, page(200, "r".repeat(1000)), { cacheControl: { revalidate: 300 } });
    expect(await kept(routed)).toEqual(routed.slice(1));
    expect(await kept([...searches, "/site/en/search/s8"])).toEqual([]);
  });
});
