// What several specs ask of the demo catalogue and of the item page's player: the API from the
// runner or from the page, a public media item, and the video in the player's frame.
import { expect, type Locator, type Page } from "@playwright/test";

export const API = "/api/public/websites/v1";

/** What the specs read of a listed item (each asks for the fields it uses). */
type ListedItem = { visibility_type: string; content_object_type: string };

/** A call of the site's API from the page (the browser resolves *.localhost itself; the runner may not). */
export function pageApi<T>(page: Page, path: string, init?: { method: string; body: unknown }): Promise<T> {
  return page.evaluate(
    async ({ url, init }) => {
      const response = await fetch(url, {
        method: init?.method ?? "GET",
        headers: init ? { "content-type": "application/json" } : {},
        body: init ? JSON.stringify(init.body) : undefined,
      });
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      return response.json();
    },
    { url: `${API}${path}`, init },
  ) as Promise<T>;
}

/** The first public single-media item of the site the page's base URL serves. */
export async function publicMedia<T extends ListedItem>(page: Page): Promise<T> {
  const res = await page.request.get(`${API}/items/?limit=100`);
  expect(res.ok()).toBeTruthy();
  const item = ((await res.json()) as { results: T[] }).results.find(
    (i) => i.visibility_type === "public" && i.content_object_type === "media",
  );
  expect(item).toBeDefined();
  return item!;
}

/**
 * Loads the item page's player: presses its Play button, which stands in for the player until then
 * (an item with a content warning has none: its player is there at once). A press that lands
 * before the page is interactive does nothing, so it is pressed until the player is there.
 */
export async function pressPlay(page: Page): Promise<void> {
  const frame = page.locator("article iframe");
  const play = page.locator("article .player-facade");
  await expect(frame.or(play).first()).toBeVisible();
  await expect(async () => {
    if ((await frame.count()) === 0) await play.click();
    await expect(frame).toBeAttached({ timeout: 1_000 });
  }).toPass();
}

/**
 * Presses `button` until `shown` is visible. A press that lands before the page is interactive does
 * nothing (seen on a busy machine just after `load`), as Play's above.
 */
export async function pressUntil(button: Locator, shown: Locator): Promise<void> {
  await expect(async () => {
    if (await shown.isVisible()) return;
    await button.click({ timeout: 2_000 });
    await expect(shown).toBeVisible({ timeout: 2_000 });
  }).toPass();
}

/** The video of the item page's player (inside its frame). */
export const playerVideo = (page: Page) => page.frameLocator("article iframe").locator("video");

export const playerTime = (page: Page) => playerVideo(page).evaluate((element: HTMLVideoElement) => element.currentTime);

/** The languages of the caption tracks showing, comma-separated. */
export const showingCaptions = (page: Page) =>
  playerVideo(page).evaluate((element: HTMLVideoElement) =>
    Array.from(element.textTracks)
      .filter((track) => track.mode === "showing")
      .map((track) => track.language)
      .join(","),
  );
