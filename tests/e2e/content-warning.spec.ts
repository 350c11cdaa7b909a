// Issue 14, content warnings: a warned item's player shows the warning first — on the item page (in
// its embedded player) and on the embed page third-party sites frame — and nothing plays, not even
// from a link's t or with autoplay, until the visitor continues; the choice holds for the tab's
// session; the item page's transcript waits with the player; cards of warned items carry a badge.
import { expect, test, type FrameLocator, type Page } from "./helpers/test";

const API = "/api/public/websites/v1";

type Listed = { uid: string; slug: string; visibility_type: string; content_object_type: string; content_warning?: string | null };
type ListedCategory = { slug: string; content_warning?: string | null };

/** A public media of the demo archive that carries a content warning (its own or its category's). */
async function warnedMedia(page: Page): Promise<Listed & { content_warning: string }> {
  const res = await page.request.get(`${API}/items/?limit=100`);
  expect(res.ok()).toBeTruthy();
  const item = ((await res.json()) as { results: Listed[] }).results.find(
    (i) => i.visibility_type === "public" && i.content_object_type === "media" && i.content_warning,
  );
  expect(item, "a public media with a content warning in the demo data").toBeDefined();
  return item as Listed & { content_warning: string };
}

const framed = (page: Page) => page.frameLocator("article iframe");
const warning = (frame: FrameLocator | Page, name = "Content warning") => frame.getByRole("region", { name });
const video = (frame: FrameLocator | Page) => frame.locator("video");
const isPlaying = (frame: FrameLocator | Page) => video(frame).evaluate((element: HTMLVideoElement) => !element.paused);

test("the item page: the warning stands over the player until the visitor continues; a reload does not ask again", async ({ page }) => {
  const item = await warnedMedia(page);
  await page.goto(`/${item.slug}`);
  const frame = framed(page);
  await expect(warning(frame)).toBeVisible();
  await expect(warning(frame).getByText(item.content_warning)).toBeVisible();
  await expect(video(frame)).toHaveCount(0);

  // The button is not focused for the visitor: it waits to be chosen.
  const continueButton = frame.getByRole("button", { name: "Continue to the video" });
  await expect(continueButton).not.toBeFocused();
  await continueButton.click();
  await expect(warning(frame)).toHaveCount(0);
  await expect(video(frame)).toBeAttached();
  await expect.poll(() => isPlaying(frame)).toBe(true);

  await page.reload();
  await expect(video(framed(page))).toBeAttached();
  await expect(warning(framed(page))).toHaveCount(0);
});

test("the item page's transcript stays hidden with the player until the visitor continues, without scripts too", async ({
  page,
  browser,
}) => {
  const item = await warnedMedia(page);
  await page.goto(`/${item.slug}`);
  const frame = framed(page);
  await expect(warning(frame)).toBeVisible();
  const transcript = page.getByRole("region", { name: "Transcript" });
  await expect(transcript).toHaveCount(0);
  await expect(page.locator("article section[aria-labelledby^='transcript-']")).toBeHidden();
  await frame.getByRole("button", { name: "Continue to the video" }).click();
  await expect(transcript.getByRole("link").first()).toBeVisible();
  // Continued once in this tab: the next load shows it at once.
  await page.reload();
  await expect(transcript.getByRole("link").first()).toBeVisible();

  const context = await browser.newContext({ javaScriptEnabled: false });
  const bare = await context.newPage();
  await bare.goto(`/${item.slug}`);
  await expect(bare.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(bare.locator("article section[aria-labelledby^='transcript-']")).toBeAttached();
  await expect(bare.locator("article section[aria-labelledby^='transcript-']")).toBeHidden();
  await expect(bare.getByRole("region", { name: "Transcript" })).toHaveCount(0);
  await context.close();
});

test("a link's t does not bypass the warning; once continued, the video starts there", async ({ page }) => {
  const item = await warnedMedia(page);
  await page.goto(`/${item.slug}?t=12`);
  const frame = framed(page);
  await expect(warning(frame)).toBeVisible();
  await expect(video(frame)).toHaveCount(0);
  // From the keyboard: into the player, onto the button, Enter.
  const continueButton = frame.getByRole("button", { name: "Continue to the video" });
  await continueButton.focus();
  await page.keyboard.press("Enter");
  await expect.poll(() => video(frame).evaluate((element: HTMLVideoElement) => element.currentTime)).toBeGreaterThanOrEqual(12);
});

test("the French item page warns in French", async ({ page }) => {
  const item = await warnedMedia(page);
  const res = await page.request.get(`${API}/items/${item.slug}/`, { headers: { "accept-language": "fr" } });
  const french = ((await res.json()) as { content_warning: string }).content_warning;
  await page.goto(`/fr/${item.slug}`);
  const frame = framed(page);
  await expect(warning(frame, "Avertissement")).toBeVisible();
  await expect(frame.getByText(french)).toBeVisible();
  await expect(frame.getByRole("button", { name: "Continuer vers la vidéo" })).toBeVisible();
});

test("the embed page shows the warning itself, autoplay included, and plays once continued", async ({ page }) => {
  const item = await warnedMedia(page);
  await page.goto(`/embed/${item.uid}/?autoplay=1`);
  await expect(warning(page)).toBeVisible();
  await expect(page.getByText(item.content_warning)).toBeVisible();
  await expect(video(page)).toHaveCount(0);
  await page.getByRole("button", { name: "Continue to the video" }).click();
  await expect(video(page)).toBeAttached();
  await expect.poll(() => isPlaying(page)).toBe(true);
});

test("a new tab asks again: the choice lasts for the session of one tab", async ({ browser }) => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const item = await warnedMedia(page);
  await page.goto(`/embed/${item.uid}/`);
  await page.getByRole("button", { name: "Continue to the video" }).click();
  await expect(video(page)).toBeAttached();
  const other = await context.newPage();
  await other.goto(`/embed/${item.uid}/`);
  await expect(warning(other)).toBeVisible();
  await context.close();
});

test("cards of warned items carry a badge, not the warning's text", async ({ page }) => {
  const res = await page.request.get(`${API}/categories/`);
  const category = ((await res.json()) as { results: ListedCategory[] }).results.find((c) => c.content_warning);
  expect(category, "a demo category with a content warning").toBeDefined();
  await page.goto(`/category/${category!.slug}`);
  const cards = page.getByRole("list", { name: "Testimonies" }).getByRole("listitem");
  await expect(cards.first()).toBeVisible();
  // Every item filed there takes the category's warning (or has its own).
  for (const card of await cards.all()) await expect(card).toContainText("Content warning");
  await expect(page.getByRole("main")).not.toContainText(category!.content_warning!);
});
