// Home page and the shared layout (spec §2): logo, category strip with its 'More' dropdown.
import { expect, test } from "./helpers/test";

const NAVBAR_FIRST_FIVE = ["Region A", "Region B", "Region C", "Region D", "Witnesses' memories"];

test.describe("home", () => {
  test("shows the site's logo and name", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("img", { name: "Testimony Archive" })).toBeVisible();
    await expect(page).toHaveTitle(/Testimony Archive/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("has a category strip with the first five navbar categories and a More dropdown", async ({ page }) => {
    await page.goto("/");
    const strip = page.getByRole("navigation", { name: "Categories" });
    await expect(strip).toBeVisible();
    for (const name of NAVBAR_FIRST_FIVE) {
      await expect(strip.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect.poll(() => strip.getByRole("link").count()).toBeGreaterThanOrEqual(5);
    // Categories not flagged is_on_navbar never appear in the strip.
    await expect(strip.getByRole("link", { name: "Collections", exact: true })).toHaveCount(0);

    await strip.getByRole("button", { name: "More" }).click();
    const more = page.getByRole("menuitem", { name: "Themes" }).or(page.getByRole("link", { name: "Themes", exact: true }));
    await expect(more.first()).toBeVisible();
  });

  test("a category link in the strip opens the category page", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("navigation", { name: "Categories" }).getByRole("link", { name: "Region A", exact: true }).click();
    await expect(page).toHaveURL(/\/category\/region-a$/);
    await expect(page.getByRole("heading", { level: 1, name: "Region A" })).toBeVisible();
  });

  test("the French home has French navigation", async ({ page }) => {
    await page.goto("/fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("banner").getByRole("img", { name: "Archives des témoignages" })).toBeVisible();
    const strip = page.getByRole("navigation", { name: "Catégories" });
    await expect(strip.getByRole("link", { name: "Région A", exact: true })).toBeVisible();
    await expect(strip.getByRole("button", { name: "Plus" })).toBeVisible();
  });
});

test.describe("home carousels", () => {
  // The rows scroll natively until a mouse or the focus starts their engine (use-lazy-embla).
  test("a row scrolled natively is taken over where it was when the mouse comes over it", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/");
    const row = page.getByRole("region", { name: "Slides: Region A" });
    await row.scrollIntoViewIfNeeded();
    await expect(row.getByRole("button", { name: "Next slide" })).toHaveCount(0);
    // Near the screen, the row renders the rest of its slides ("1 of 10" names the total).
    const first = await row.getByRole("group").first().getAttribute("aria-label");
    const total = Number(/of (\d+)/.exec(first ?? "")?.[1]);
    await expect(row.getByRole("group")).toHaveCount(total);
    // The viewport is the slides' container's parent; scroll it as a swipe or trackpad would.
    const viewport = row.locator(".carousel-native");
    await expect(viewport).toHaveCount(1);
    const scrolled = await viewport.evaluate((element) => {
      element.scrollLeft = element.scrollWidth;
      return element.scrollLeft;
    });
    expect(scrolled).toBeGreaterThan(0);

    await row.hover();
    const next = row.getByRole("button", { name: "Next slide" });
    await expect(next).toBeVisible();
    // embla translates the slides instead: the row shows the same end, not its start.
    const container = row.locator("[aria-live]");
    await expect.poll(() => container.evaluate((element) => new DOMMatrix(getComputedStyle(element).transform).m41)).toBeLessThan(0);
    await expect(row.locator(".overflow-hidden")).toHaveJSProperty("scrollLeft", 0);
    await expect(next).toBeDisabled();
    await row.getByRole("button", { name: "Previous slide" }).click();
    await expect(next).toBeEnabled();
  });

  test("a visitor who scrolled before the scripts ran stays there when they start", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    // The scripts are held back, as on a slow phone, while the visitor scrolls down the page.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/", { waitUntil: "domcontentloaded" });
    const row = page.getByRole("region", { name: "Slides: Region D" });
    await row.evaluate((element) => element.scrollIntoView({ block: "center" }));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(500);
    release();
    // Started, the row renders the rest of its slides because it is on the screen; the frame used
    // to send the page back to its top at that moment, and the row never did.
    const first = await row.getByRole("group").first().getAttribute("aria-label");
    const total = Number(/of (\d+)/.exec(first ?? "")?.[1]);
    await expect(row.getByRole("group")).toHaveCount(total);
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    // A navigation still starts the next page at its top.
    await row.getByRole("link").first().click();
    await expect(page).not.toHaveURL(/\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("a row started by the keyboard: focus on its first card, then its buttons", async ({ page }) => {
    await page.goto("/");
    const row = page.getByRole("region", { name: "Slides: Region B" });
    await row.getByRole("link").first().focus();
    await expect(row.getByRole("button", { name: "Next slide" })).toBeVisible();
  });
});
