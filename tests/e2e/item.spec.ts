// The item page (spec §2 "Item page"): playlist selection, share and download visibility, phone.
import { expect, test, type APIRequestContext, type Page } from "./helpers/test";
import { submitLogin } from "./helpers/auth";

const API = "/api/public/websites/v1";

type Listed = {
  slug: string;
  visibility_type: string;
  content_object_type: string;
  is_content_downloadable: boolean;
  content_object: { name: string };
};

async function listItems(request: APIRequestContext): Promise<Listed[]> {
  const res = await request.get(`${API}/items/?limit=100`);
  expect(res.ok()).toBeTruthy();
  return ((await res.json()) as { results: Listed[] }).results;
}

async function logIn(page: Page, email: string, password: string) {
  await page.goto("/auth/login");
  await submitLogin(page, email, password);
  await expect(page).toHaveURL(/localhost:3100\/$/);
}

test("a playlist: the first media is selected, choosing another selects it", async ({ page }) => {
  const playlist = (await listItems(page.request)).find((i) => i.content_object_type === "playlist" && i.visibility_type === "public");
  expect(playlist).toBeDefined();
  await page.goto(`/${playlist!.slug}`);
  const list = page.getByRole("region", { name: "Videos of this playlist" });
  const entries = list.getByRole("button");
  await expect(entries.first()).toHaveAttribute("aria-current", "true");
  // A press before the page is interactive does nothing: pressed until it is selected.
  await expect(async () => {
    await entries.nth(1).click({ timeout: 2_000 });
    await expect(entries.nth(1)).toHaveAttribute("aria-current", "true", { timeout: 2_000 });
  }).toPass();
  await expect(entries.first()).not.toHaveAttribute("aria-current", "true");
});

test("share shows on a public item; download only for a viewer with access", async ({ page }) => {
  const items = await listItems(page.request);
  const open = items.find((i) => i.visibility_type === "public" && i.content_object_type === "media")!;
  await page.goto(`/${open.slug}`);
  await expect(page.getByRole("heading", { level: 1, name: open.content_object.name })).toBeVisible();
  await expect(page.getByRole("button", { name: "Share" })).toBeVisible();

  // A downloadable on-demand item: nothing to download signed out; the member (who sees all) can.
  const restricted = items.find((i) => i.visibility_type === "on_demand" && i.is_content_downloadable)!;
  await page.goto(`/${restricted.slug}`);
  await expect(page.getByRole("button", { name: /^request access$/i })).toBeVisible();
  await expect(page.getByRole("button", { name: "Download", exact: true })).toHaveCount(0);

  await logIn(page, "member@archive.example.org", "member-demo-2026");
  await page.goto(`/${restricted.slug}`);
  await page.getByRole("button", { name: "Download", exact: true }).click();
  await expect(page.getByRole("link", { name: /^Download .+\(.+B\)$/ }).first()).toBeVisible();
});

test("on a phone the item page reads in one column, in French too", async ({ browser }) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const open = (await listItems(page.request)).find((i) => i.visibility_type === "public" && i.content_object_type === "media")!;
  await page.goto(`/fr/${open.slug}`);
  await expect(page.locator("html")).toHaveAttribute("lang", "fr");
  await expect(page.getByRole("tab", { name: "Témoin" })).toBeVisible();
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width).toBeLessThanOrEqual(390);
  await context.close();
});
