// Issue 13 on the item page: a link's `t` starts the player there, the transcript beside it marks
// the line spoken and plays a line chosen from the keyboard, captions follow the page's language.
import { expect, test } from "./helpers/test";
import { playerTime, playerVideo, pressPlay, publicMedia, showingCaptions } from "./helpers/catalogue";

type Listed = { slug: string; visibility_type: string; content_object_type: string };

test("search a word said in a clip, open its line: the player starts there and the transcript marks it", async ({ page }) => {
  await page.goto("/search?q=lighthouse");
  const line = page.getByRole("link", { name: /^Said at .*lighthouse/i }).first();
  await expect(line).toBeVisible();
  const t = Number(new URL((await line.getAttribute("href"))!, "http://localhost").searchParams.get("t"));
  expect(t).toBeGreaterThan(0);
  await line.click();
  // A playlist's line also names its media (&m=…): the player and the transcript open on it.
  await expect(page).toHaveURL(new RegExp(`\\?t=${t}(&m=[\\w-]+)?$`));
  await expect.poll(() => playerTime(page)).toBeGreaterThanOrEqual(t);
  await expect(page.getByRole("region", { name: "Transcript" }).locator('a[aria-current="true"]')).toContainText(/lighthouse/i);
});

test("a link with t=12 starts the player at 12 s and the transcript marks the line spoken then", async ({ page }) => {
  const item = await publicMedia<Listed>(page);
  await page.goto(`/${item.slug}?t=12`);
  await expect.poll(() => playerTime(page)).toBeGreaterThanOrEqual(12);
  const transcript = page.getByRole("region", { name: "Transcript" });
  const spoken = transcript.locator('a[aria-current="true"]');
  await expect(spoken).toHaveCount(1);
  const [minutes, seconds] = (await spoken.locator("time").innerText()).split(":").map(Number);
  expect(minutes! * 60 + seconds!).toBeLessThanOrEqual(12);
});

test("keyboard only: Enter on a transcript line plays from there and marks it", async ({ page }) => {
  const item = await publicMedia<Listed>(page);
  await page.goto(`/${item.slug}`);
  const lines = page.getByRole("region", { name: "Transcript" }).getByRole("listitem").getByRole("link");
  await expect(lines.nth(2)).toBeVisible();
  // From the transcript's search box, Tab moves through the match buttons (disabled, skipped) to the lines.
  await page.getByRole("searchbox", { name: "Search the transcript" }).focus();
  await page.keyboard.press("Tab");
  await expect(lines.first()).toBeFocused();
  await page.keyboard.press("Tab");
  await page.keyboard.press("Tab");
  await expect(lines.nth(2)).toBeFocused();
  await page.keyboard.press("Enter");
  await expect.poll(() => playerTime(page)).toBeGreaterThan(5);
  await expect(lines.nth(2)).toHaveAttribute("aria-current", "true");
});

test("the transcript's search steps through its matches", async ({ page }) => {
  const item = await publicMedia<Listed>(page);
  await page.goto(`/${item.slug}`);
  const transcript = page.getByRole("region", { name: "Transcript" });
  await transcript.getByRole("searchbox", { name: "Search the transcript" }).fill("the");
  await expect(transcript.getByText(/^1 of \d+$/)).toBeVisible();
  await transcript.getByRole("button", { name: "Next match" }).click();
  await expect(transcript.getByText(/^2 of \d+$/)).toBeVisible();
  await expect(transcript.locator("mark").first()).toHaveText(/^the$/i);
});

test("captions follow the page's language: French on /fr, with a French transcript", async ({ page }) => {
  const item = await publicMedia<Listed>(page);
  await page.goto(`/fr/${item.slug}`);
  await pressPlay(page);
  const showing = () => showingCaptions(page);
  await expect.poll(showing).toBe("fr");
  await expect(page.getByRole("region", { name: "Transcription" }).getByRole("list")).toHaveAttribute("lang", "fr");
});

test("captions switched to French in the player's menu stay French on the next video and after a reload", async ({ page }) => {
  const item = await publicMedia<Listed>(page);
  await page.goto(`/${item.slug}`);
  await pressPlay(page);
  const showing = () => showingCaptions(page);
  await expect.poll(showing).toBe("en");
  // What the native captions menu does: one track showing, the others off, then a `change` event.
  const choose = (language: string) =>
    playerVideo(page).evaluate((element: HTMLVideoElement, wanted: string) => {
      for (const track of Array.from(element.textTracks)) track.mode = track.language === wanted ? "showing" : "disabled";
    }, language);
  await choose("fr");
  await expect
    .poll(() =>
      page
        .frameLocator("article iframe")
        .locator("body")
        .evaluate(() => localStorage.getItem("player.captions")),
    )
    .toBe("fr");
  await page.reload();
  await pressPlay(page);
  await expect.poll(showing).toBe("fr");
  // Back to the page's own language: nothing is kept, the next French page shows French again.
  await choose("en");
  await expect
    .poll(() =>
      page
        .frameLocator("article iframe")
        .locator("body")
        .evaluate(() => localStorage.getItem("player.captions")),
    )
    .toBeNull();
  await page.reload();
  await pressPlay(page);
  await expect.poll(showing).toBe("en");
});
