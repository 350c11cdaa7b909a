// Home page and the shared layout (spec §2): logo, category strip with its 'More' dropdown.
import { expect, test } from "@playwright/test";

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
