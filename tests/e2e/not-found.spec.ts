// Unknown paths: a real HTTP 404 (for crawlers) and the not-found page with a way home.
import { expect, test } from "./helpers/test";

const siteName = (lang: string) => (lang === "fr" ? "Archives des témoignages" : "Testimony Archive");
const fullTitle = (title: string | RegExp, lang: string) =>
  new RegExp(`(${typeof title === "string" ? title : title.source}) – ${siteName(lang)}$`, "i");

const cases = [
  { path: "/this/page/does-not-exist", lang: "en", title: "Page not found", home: /back to home/i, homeUrl: /\/$/ },
  { path: "/fr/cette/page/n-existe-pas", lang: "fr", title: "Page introuvable", home: /retour à l.accueil/i, homeUrl: /\/fr$/ },
  { path: "/category/no-such-category", lang: "en", title: /not found|introuvable/i, home: /home|accueil/i, homeUrl: /\/$/ },
];

for (const { path, lang, title, home, homeUrl } of cases) {
  test(`${path} answers 404 with the not-found page`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // The document's title says so too (WCAG 2.4.2), with the site's name.
    await expect(page).toHaveTitle(fullTitle(title, lang));

    await page.getByRole("main").getByRole("link", { name: home }).click();
    await expect(page).toHaveURL(homeUrl);
  });
}

// The server's HTML of a not-found page (components/layout/not-found-answer.tsx): without scripts,
// a visitor still gets the site's frame, the page's title and heading, and the way home.
test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, lang, title, home } of cases) {
    test(`${path} is drawn by the server`, async ({ page }) => {
      // An address no one asked for yet: its page must be drawn for it, not taken from an earlier one.
      const address = `${path}-${Date.now()}`;
      const response = await page.goto(address);
      expect(response?.status()).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(fullTitle(title, lang));
      await expect(page.getByRole("banner")).toBeVisible();
      // The language switcher links to this address in the other language (each 404 is drawn for
      // its own address, not from a render made for another).
      const other = lang === "fr" ? "en" : "fr";
      const bare = address.replace(/^\/fr(?=\/)/, "");
      await expect(page.getByRole("banner").locator(`a[hreflang="${other}"]`).first()).toHaveAttribute("href", new RegExp(`${bare}$`));
      await expect(page.getByRole("main").getByRole("link", { name: home })).toBeVisible();
    });
  }

  // An embed that names no published item or media, framed on another site: the player's message in
  // the frame's language, with the embed's own policy (its nonce, the sites that may frame it).
  for (const { path, lang, title, message } of [
    { path: "/embed/0e6b2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b/", lang: "en", title: "Video not found", message: /does not exist/ },
    { path: "/embed/media/0e6b2f3a-1c2d-4e5f-8a9b-0c1d2e3f4a5b/", lang: "fr", title: "Vidéo introuvable", message: /n’existe pas/ },
    { path: "/embed/no/such/player", lang: "en", title: "Video not found", message: /does not exist/ },
  ]) {
    test(`the embed ${path} is drawn by the server (${lang})`, async ({ browser, baseURL }) => {
      // A viewer whose browser speaks the language (the embed's address has none).
      const context = await browser.newContext({ baseURL, locale: lang, javaScriptEnabled: false });
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      expect((await response?.allHeaders())?.["content-security-policy"]).toMatch(/frame-ancestors [^;]*https:\/\/memorial\.example\.org/);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page).toHaveTitle(title);
      await expect(page.getByRole("heading", { level: 1, name: title })).toBeAttached();
      await expect(page.getByText(message)).toBeVisible();
      await context.close();
    });
  }

  test("an unknown item's HEAD answers 404 without a body", async ({ request }) => {
    const response = await request.head("/no-such-testimony");
    expect(response.status()).toBe(404);
    expect(response.headers()["content-type"]).toMatch(/^text\/html/);
    expect(await response.body()).toHaveLength(0);
  });
});
