/** @jest-environment node */
// The page cache: memory only, bounded, and never handed a not-found render.
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import fs from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PageCacheHandler from "@/lib/server/page-cache-handler.mjs";

const dir = mkdtempSync(path.join(tmpdir(), "page-cache-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const nodeFs = {
  existsSync: fs.existsSync,
  readFile: fs.promises.readFile,
  readFileSync: fs.readFileSync,
  writeFile: (f: string, d: Buffer | string) => fs.promises.writeFile(f, d),
  mkdir: (d: string) => fs.promises.mkdir(d, { recursive: true }),
  stat: fs.promises.stat,
};

function page(status: number, html: string) {
  return { kind: "APP_PAGE", html, rscData: Buffer.from("rsc"), headers: {}, postponed: undefined, status, segmentData: undefined };
}

describe("PageCacheHandler", () => {
  const handler = new PageCacheHandler({
    fs: nodeFs,
    serverDistDir: dir,
    flushToDisk: true,
    maxMemoryCacheSize: 4096,
    revalidatedTags: [],
  });
  const ctx = { kind: "APP_PAGE", isRoutePPREnabled: false, isFallback: false };

  it("keeps a page in memory and writes nothing to disk, even when asked to", async () => {
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
});
