// Unknown paths: a real HTTP 404 (for crawlers) and the not-found page with a way home.
import { expect, test } from "@playwright/test";

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
    const site = lang === "fr" ? "Archives des témoignages" : "Testimony Archive";
    await expect(page).toHaveTitle(new RegExp(`(${typeof title === "string" ? title : title.source}) – ${site}$`, "i"));

    await page.getByRole("main").getByRole("link", { name: home }).click();
    await expect(page).toHaveURL(homeUrl);
  });
}
