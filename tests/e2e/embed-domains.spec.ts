// Embeds on allowed sites only: each demo site's embed page sends frame-ancestors from its
// embed_allowed_domains (the archive: a couple of domains over https; the studio: any site), and
// the archive's share panel says where its embed code works.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test, type Page } from "./helpers/test";
import { STUDIO_SITE_PASSWORD } from "@/backend/seed/demo-accounts";
import { pageApi, pressUntil, publicMedia } from "./helpers/catalogue";

const STUDIO = "http://studio.localhost:3100";
const ARCHIVE_ANCESTORS = "'self' https://memorial.example.org https://*.example.edu";

type Listed = { uid: string; slug: string; visibility_type: string; content_object_type: string; content_object_id: string };

const directive = (policy: string, name: string) =>
  policy
    .split(";")
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

const archiveMedia = (page: Page) => publicMedia<Listed>(page);

test("the archive's embed pages may be framed by the site and its allowed domains only", async ({ page, request }) => {
  const item = await archiveMedia(page);
  for (const path of [`/embed/${item.uid}/`, `/embed/media/${item.content_object_id}/`]) {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const policy = response.headers()["content-security-policy"] ?? "";
    expect(directive(policy, "frame-ancestors")).toBe(ARCHIVE_ANCESTORS);
    // The rest of the embed's policy stands: its nonce, no plugins, no base.
    expect(directive(policy, "script-src")).toMatch(/^'self' 'nonce-[^']+' 'strict-dynamic'$/);
    expect(directive(policy, "object-src")).toBe("'none'");
    expect(response.headers()["x-frame-options"]).toBeUndefined();
  }
  // Other pages are still framed by nobody.
  const home = await request.get("/");
  expect(directive(home.headers()["content-security-policy"] ?? "", "frame-ancestors")).toBe("'none'");
});

test("an embed page names the site's logo as its icon and logs no error", async ({ page }) => {
  const item = await archiveMedia(page);
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  // Without an icon of its own the browser asked for /favicon.ico, which answers 404.
  const favicon = page.waitForRequest((request) => request.url().endsWith("/favicon.ico"), { timeout: 3_000 }).catch(() => null);
  await page.goto(`/embed/${item.uid}/`);
  await expect(page.locator('link[rel="icon"]')).toHaveAttribute("href", "/demo/archive-logo.svg");
  expect(await favicon).toBeNull();
  expect(errors).toEqual([]);
});

test("the studio's embed page may be framed by any site", async ({ page }) => {
  await page.goto(`${STUDIO}/auth/login`);
  await pageApi(page, "/auth/login/", { method: "POST", body: { password: STUDIO_SITE_PASSWORD } });
  const items = await pageApi<{ results: Listed[] }>(page, "/items/?limit=100");
  const item = items.results.find((i) => i.content_object_type === "media") ?? items.results[0];
  expect(item).toBeDefined();
  const response = await page.goto(`${STUDIO}/embed/${item!.uid}/`);
  expect(response?.status()).toBe(200);
  const headers = await response!.allHeaders();
  expect(directive(headers["content-security-policy"] ?? "", "frame-ancestors")).toBe("*");
  expect(headers["x-frame-options"]).toBeUndefined();
});

test.describe("in another site's page", () => {
  /** A page of our own on 127.0.0.1 (a local address, like the site's) that frames `src`. */
  let framer: Server;
  let framerPort = 0;
  let frameSrc = "";
  test.beforeAll(async () => {
    framer = createServer((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      res.end(`<!doctype html><title>Another site</title><iframe src="${frameSrc}" title="player"></iframe>`);
    });
    await new Promise<void>((resolve) => framer.listen(0, "127.0.0.1", resolve));
    framerPort = (framer.address() as AddressInfo).port;
  });
  test.afterAll(() => new Promise<void>((resolve) => framer.close(() => resolve())));

  test("the browser refuses the archive's player in a page of a site it does not list", async ({ page, baseURL }) => {
    const item = await archiveMedia(page);
    frameSrc = `${baseURL}/embed/${item.uid}/`;
    await page.goto(`http://127.0.0.1:${framerPort}/`);
    // A frame its ancestors may not hold shows the browser's error page instead of the player.
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContain("chrome-error://chromewebdata/");
    await expect(page.frameLocator("iframe").locator("video")).toHaveCount(0);
  });
});

test("the share panel names the domains where the embed code works", async ({ page }) => {
  const item = await archiveMedia(page);
  await page.goto(`/${item.slug}`);
  await pressUntil(page.getByRole("button", { name: "Share", exact: true }), page.getByTestId("share-embed-where"));
  await expect(page.getByTestId("share-embed-where")).toHaveText("This player can be embedded on: memorial.example.org, *.example.edu.");
  await page.goto(`/fr/${item.slug}`);
  await pressUntil(page.getByRole("button", { name: "Partager", exact: true }), page.getByTestId("share-embed-where"));
  await expect(page.getByTestId("share-embed-where")).toHaveText(
    "Ce lecteur peut être intégré sur\u00a0: memorial.example.org, *.example.edu.",
  );
});
