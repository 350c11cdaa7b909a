// Issue 47: the item page's transcript as the server sends it. A public item's HTML holds every line
// of its captions (each linked to its moment) and its VideoObject their words; a restricted item's
// holds none of it, and a locked visitor sees no transcript card. The title is the page's first
// heading, the transcript beside the player on a large screen and under the details on a phone.
import { readCues } from "@/lib/transcripts/vtt";
import { API, publicMedia } from "./helpers/catalogue";
import { expect, test, type APIRequestContext } from "./helpers/test";

type Listed = { uid: string; slug: string; visibility_type: string; content_object_type: string; has_access: boolean };
type PlayerItem = { medias: Array<{ files: Array<{ slug: string; language?: string; file: string }> }> };

/** The page's HTML as a crawler gets it: no scripts run. */
async function pageHtml(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status()).toBe(200);
  return res.text();
}

/** The English captions of the item's first media, read as anyone may (the item is public). */
async function englishCues(request: APIRequestContext, uid: string) {
  const player = (await (await request.get(`${API}/player/items/${uid}/`)).json()) as PlayerItem;
  const track = player.medias[0]?.files.find((f) => f.slug === "captions" && f.language === "en");
  expect(track, "the demo clip has English captions").toBeDefined();
  return readCues(await (await request.get(track!.file)).text());
}

/** The objects of the page's JSON-LD scripts. */
function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );
}

/** Text as React writes it into HTML. */
const escaped = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#x27;");

async function restrictedItem(request: APIRequestContext): Promise<Listed> {
  const res = await request.get(`${API}/items/?limit=100`);
  const item = ((await res.json()) as { results: Listed[] }).results.find((i) => i.visibility_type === "on_demand" && !i.has_access);
  expect(item, "an on-demand item of the demo archive").toBeDefined();
  return item!;
}

test("a public item's HTML holds every line of its transcript, linked to its moment, and the words in its VideoObject", async ({
  page,
}) => {
  const item = await publicMedia<Listed>(page);
  const cues = await englishCues(page.request, item.uid);
  expect(cues.length).toBeGreaterThan(2);
  const html = await pageHtml(page.request, `/${item.slug}`);
  for (const cue of cues) expect(html).toContain(escaped(cue.text));
  for (const cue of cues) expect(html).toContain(`href="?t=${Math.floor(cue.start)}"`);
  const video = jsonLd(html).find((data) => data["@type"] === "VideoObject");
  expect(video?.transcript).toBe(cues.map((cue) => cue.text).join("\n"));
});

test("a restricted item's HTML holds nothing of its transcript, and a locked visitor sees no transcript card", async ({ page }) => {
  const item = await restrictedItem(page.request);
  const html = await pageHtml(page.request, `/${item.slug}`);
  expect(html).not.toContain('href="?t=');
  expect(html).not.toContain('aria-labelledby="transcript-');
  const video = jsonLd(html).find((data) => data["@type"] === "VideoObject");
  expect(video).toBeDefined();
  expect(video).not.toHaveProperty("transcript");

  await page.goto(`/${item.slug}`);
  await expect(page.getByRole("button", { name: /^request access$/i })).toBeVisible();
  await expect(page.getByRole("region", { name: "Transcript" })).toHaveCount(0);
  await expect(page.getByText("The transcript shows here")).toHaveCount(0);
});

test("the lines are there before the scripts: a public item's transcript is shown without them", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const item = await publicMedia<Listed>(page);
  await page.goto(`/${item.slug}`);
  const transcript = page.getByRole("region", { name: "Transcript" });
  await expect(transcript.getByRole("link").first()).toBeVisible();
  await expect(transcript.getByRole("link").first()).toHaveAttribute("href", /^\?t=\d+$/);
  await expect(transcript.getByText("Loading the transcript…")).toHaveCount(0);
  await context.close();
});

test("the title is the page's first heading; the transcript stands beside the player, and under the details on a phone", async ({
  browser,
}) => {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const item = await publicMedia<Listed>(page);
    await page.goto(`/${item.slug}`);
    const headings = page.getByRole("main").locator("h1, h2, h3");
    await expect(headings.first()).toHaveJSProperty("tagName", "H1");
    const transcript = page.getByRole("region", { name: "Transcript" });
    await expect(transcript.getByRole("link").first()).toBeVisible();
    const player = (await page.locator("article .aspect-video").first().boundingBox())!;
    const box = (await transcript.boundingBox())!;
    const title = (await page.locator("h1").boundingBox())!;
    if (viewport.width > 1000) {
      expect(box.x).toBeGreaterThanOrEqual(player.x + player.width);
      expect(Math.abs(box.y - player.y)).toBeLessThan(2);
      expect(Math.abs(box.height - player.height)).toBeLessThan(2);
    } else {
      expect(title.y).toBeLessThan(box.y);
      expect(box.y).toBeGreaterThan(player.y + player.height);
    }
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(viewport.width);
    await context.close();
  }
});
