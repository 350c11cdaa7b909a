// Help pages in both languages: translated headings, <html lang> and <title> (what a crawler gets).
import { expect, test } from "./helpers/test";

const pages = [
  { path: "/help/faq", lang: "en", h1: /frequently asked questions/i, title: /frequently asked questions.*Testimony Archive/i },
  {
    path: "/fr/help/faq",
    lang: "fr",
    h1: /questions fréquentes|foire aux questions/i,
    title: /(questions fréquentes|foire aux questions).*Archives des témoignages/i,
  },
  { path: "/help/terms", lang: "en", h1: /terms of use/i, title: /terms of use/i },
  { path: "/fr/help/terms", lang: "fr", h1: /conditions (générales )?d.utilisation/i, title: /conditions (générales )?d.utilisation/i },
];

for (const { path, lang, h1, title } of pages) {
  test(`${path} is in ${lang}`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1, name: h1 })).toBeVisible();
    await expect(page).toHaveTitle(title);
  });
}

test("the FAQ groups its questions in an accordion", async ({ page }) => {
  await page.goto("/help/faq");
  await expect(page.getByRole("heading", { name: /video testimony/i })).toBeVisible();
  // Each question is a native <details>: its <summary> opens it, with or without JavaScript.
  const main = page.getByRole("main");
  const question = main.getByText("What is a video testimony?", { exact: false }).first();
  await expect(question).toBeVisible();
  await question.click();
  await expect(main.locator("details").first()).toHaveAttribute("open", "");
});

test("the Help menu of the top bar leads to the FAQ", async ({ page }) => {
  await page.goto("/");
  await page.getByRole("banner").getByRole("button", { name: "Help" }).click();
  await page.getByRole("menuitem", { name: /FAQ/i }).click();
  await expect(page).toHaveURL(/\/help\/faq$/);
  await expect(page.getByRole("heading", { level: 1, name: /frequently asked questions/i })).toBeVisible();
});
