// Issue 46, no tap is lost: on a slow phone (the CPU four times slower) a visitor presses a control
// as soon as it shows, before the page's scripts have started it. What the control opens must open:
// a real link or form does its work without the scripts, and React replays a discrete event that
// reaches a part still hydrating once that part is hydrated. The expectations wait long (HYDRATED)
// for the slow page; what must never happen is the press being lost.
import { API, playerVideo } from "./helpers/catalogue";
import { expect, test as base, type BrowserContextOptions, type Page } from "./helpers/test";

/** Long enough for a page to hydrate with the CPU four times slower on a busy machine. */
const HYDRATED = { timeout: 20_000 };
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

type Listed = {
  slug: string;
  visibility_type: string;
  content_object_type: string;
  content_warning?: string | null;
  content_object: { name: string };
};

/** `slowPage(options)`: a page in a context of its own (a phone's, or the desktop's) with the CPU
 * slowed four times; closed after the test. */
const test = base.extend<{ slowPage: (options?: BrowserContextOptions) => Promise<Page> }>({
  slowPage: async ({ browser }, use) => {
    const contexts: Awaited<ReturnType<typeof browser.newContext>>[] = [];
    await use(async (options = {}) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      const page = await context.newPage();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
      return page;
    });
    for (const context of contexts) await context.close();
  },
});

test.describe.configure({ timeout: 60_000 });

/** Opens `path` as it comes: the test acts as soon as its control is visible, not after the load event. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "domcontentloaded" });
}

/** A public media item without a content warning: its page shows the Play button (a warned one loads its player at once). */
async function playableItem(page: Page): Promise<Listed> {
  const res = await page.request.get(`${API}/items/?limit=100`);
  expect(res.ok()).toBeTruthy();
  const item = ((await res.json()) as { results: Listed[] }).results.find(
    (i) => i.visibility_type === "public" && i.content_object_type === "media" && !i.content_warning,
  );
  expect(item, "a public media without a content warning in the demo data").toBeDefined();
  return item!;
}

test("the phone's menu button opens the drawer", async ({ slowPage }) => {
  const page = await slowPage(PHONE);
  await open(page, "/");
  const menu = page.getByRole("banner").getByRole("button", { name: "Menu", exact: true });
  await menu.tap();
  await expect(page.getByRole("navigation", { name: "Main menu" })).toBeVisible(HYDRATED);
  await expect(menu).toHaveAttribute("aria-expanded", "true");
});

test("Cite on an item page opens the citation dialog", async ({ slowPage }) => {
  const page = await slowPage();
  const item = await playableItem(page);
  await open(page, `/${item.slug}`);
  await page.getByRole("button", { name: "Cite", exact: true }).click();
  await expect(page.getByRole("dialog", { name: "Cite this testimony" })).toBeVisible(HYDRATED);
});

test("Play on a public item's page starts the player", async ({ slowPage }) => {
  const page = await slowPage();
  const item = await playableItem(page);
  await open(page, `/${item.slug}`);
  await page
    .locator("article")
    .getByRole("button", { name: /^Play / })
    .click();
  await expect(page.locator("article iframe")).toBeAttached(HYDRATED);
  await expect(playerVideo(page)).toBeAttached(HYDRATED);
  await expect
    .poll(() => playerVideo(page).evaluate((video: HTMLVideoElement) => !video.paused || video.currentTime > 0), HYDRATED)
    .toBe(true);
});

test("a search typed and submitted at once reaches its results", async ({ slowPage }) => {
  const page = await slowPage();
  // A word of an item's name: the search finds at least that item.
  const { content_object } = await playableItem(page);
  const word = content_object.name
    .split(/[^a-z]+/i)
    .find((w) => w.length >= 4)!
    .toLowerCase();
  await open(page, "/search");
  const box = page.getByRole("searchbox", { name: "Search the testimonies" });
  await box.pressSequentially(word);
  await box.press("Enter");
  await expect(page).toHaveURL(new RegExp(`/search\\?(.*&)?q=${word}(&|$)`), HYDRATED);
  await expect(page.getByRole("heading", { level: 2, name: /^\d+ results?$/ })).toBeVisible(HYDRATED);
  await expect(box).toHaveValue(word);
});
