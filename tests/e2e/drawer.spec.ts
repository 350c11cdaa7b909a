// The side drawer (spec §2): opened by the menu button, a category tree whose links navigate and close it.
import { expect, test } from "./helpers/test";

/** The drawer's navigation landmark ("Main menu"; "Menu" would do as well). */
const DRAWER = /^(main )?menu$/i;

test.describe("side drawer", () => {
  test("opens from the menu button and lists the category tree", async ({ page }) => {
    await page.goto("/");
    const drawer = page.getByRole("navigation", { name: DRAWER });
    await expect(drawer).toBeHidden();

    await page
      .getByRole("banner")
      .getByRole("button", { name: /^menu$/i })
      .click();
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole("link", { name: "Region B", exact: true })).toBeVisible();
    // Every top-level category is in the tree, navbar-flagged or not.
    await expect(drawer.getByRole("link", { name: "Collections", exact: true })).toBeVisible();
  });

  test("a category link navigates to the category and closes the drawer", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^menu$/i })
      .click();
    const drawer = page.getByRole("navigation", { name: DRAWER });
    await drawer.getByRole("link", { name: "Region B", exact: true }).click();

    await expect(page).toHaveURL(/\/category\/region-b$/);
    await expect(drawer).toBeHidden();
    await expect(page.getByRole("heading", { level: 1, name: "Region B" })).toBeVisible();
  });

  test("nodes with children expand and collapse", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^menu$/i })
      .click();
    const drawer = page.getByRole("navigation", { name: DRAWER });
    const child = drawer.getByRole("link", { name: "Villages of the North", exact: true });
    const toggle = drawer.getByRole("button", { name: /Region A/ });

    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(child).toBeHidden();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(child).toBeVisible();
    await toggle.click();
    await expect(child).toBeHidden();
  });

  test("Escape closes the drawer", async ({ page }) => {
    await page.goto("/");
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^menu$/i })
      .click();
    await expect(page.getByRole("navigation", { name: DRAWER })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("navigation", { name: DRAWER })).toBeHidden();
  });
});
