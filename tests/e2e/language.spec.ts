// The language switcher: the same page and query in the other language, from the top bar on wide
// screens and from the drawer on phones; an explicit choice (the NEXT_LOCALE cookie) outranks the
// browser's language on the next visit to "/".
import { expect, test, type BrowserContext } from "./helpers/test";

const localeCookie = async (context: BrowserContext) => (await context.cookies()).find((cookie) => cookie.name === "NEXT_LOCALE")?.value;

test.describe("language switcher", () => {
  test.use({ locale: "en-GB" });

  test("leads to the same search in French and back, keeping the query", async ({ page, context }) => {
    await page.goto("/search?q=village");
    const banner = page.getByRole("banner");
    const french = banner.getByRole("link", { name: /^Français/ });
    await expect(french).toBeVisible();
    await expect(french).toHaveAttribute("hreflang", "fr");
    await expect(french).toHaveAttribute("lang", "fr");
    await expect(french).toHaveAttribute("href", "/fr/search?q=village");
    await expect(french).not.toHaveAttribute("aria-current");

    await french.click();
    await expect(page).toHaveURL("/fr/search?q=village");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("heading", { level: 1, name: "Recherche" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Rechercher dans les témoignages" })).toHaveValue("village");
    await expect.poll(() => localeCookie(context)).toBe("fr");

    // Back to English with the keyboard.
    const english = banner.getByRole("link", { name: /^English/ });
    await expect(english).toHaveAttribute("hreflang", "en");
    await expect(english).toHaveAttribute("lang", "en");
    await expect(english).toHaveAttribute("href", /\/search\?q=village$/);
    await english.focus();
    await expect(english).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/search?q=village");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Search" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "Search the testimonies" })).toHaveValue("village");
    await expect.poll(() => localeCookie(context)).toBe("en");
  });
});

test.describe("language switcher, French browser", () => {
  test.use({ locale: "fr-FR" });

  test("the browser's language is the first guess; choosing English is remembered", async ({ page, context }) => {
    await page.goto("/");
    await expect(page).toHaveURL("/fr");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    // A guess is not a choice: nothing is remembered yet.
    expect(await localeCookie(context)).toBeUndefined();

    await page
      .getByRole("banner")
      .getByRole("link", { name: /^English/ })
      .click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect.poll(() => localeCookie(context)).toBe("en");

    // A later visit to "/" (a full page load) stays English despite Accept-Language: fr-FR.
    await page.goto("/");
    await expect(page).toHaveURL("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("banner").getByRole("link", { name: /^Français/ })).toBeVisible();

    // And so does a request that runs no script at all.
    const response = await context.request.get("/", { maxRedirects: 0, headers: { "accept-language": "fr-FR,fr;q=0.9" } });
    expect(response.status()).toBe(200);
  });
});

test.describe("language switcher, a press while the page starts", () => {
  test.use({ locale: "fr-FR" });

  test("is not lost", async ({ page, context }) => {
    // A slow phone: the press lands while the page hydrates. The links were inside a boundary
    // rendered anew in the browser, and a press there did nothing at all (no navigation, no cookie).
    const cdp = await context.newCDPSession(page);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: 6 });
    await page.goto("/", { waitUntil: "commit" });
    await page
      .getByRole("banner")
      .getByRole("link", { name: /^English/ })
      .click();
    await expect(page).toHaveURL("/", { timeout: 15_000 });
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect.poll(() => localeCookie(context)).toBe("en");
  });
});

test.describe("language switcher on a phone", () => {
  test.use({ locale: "en-GB", viewport: { width: 390, height: 844 } });

  test("is in the drawer, not in the top bar", async ({ page, context }) => {
    await page.goto("/search?q=village");
    const banner = page.getByRole("banner");
    await expect(banner.getByRole("link", { name: /^Français/ })).toBeHidden();

    await banner.getByRole("button", { name: "Menu" }).click();
    const drawer = page.getByRole("navigation", { name: "Main menu" });
    const french = drawer.getByRole("link", { name: /^Français/ });
    await expect(french).toBeVisible();
    await expect(french).toHaveAttribute("hreflang", "fr");
    const box = await french.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);

    await french.click();
    await expect(page).toHaveURL("/fr/search?q=village");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toBeHidden();
    await expect(page.getByRole("banner").getByRole("button", { name: "Menu" })).toHaveAttribute("aria-expanded", "false");
    await expect.poll(() => localeCookie(context)).toBe("fr");
  });
});
