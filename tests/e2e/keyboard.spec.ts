// Keyboard only (issue 11, WCAG 2.1.1, 2.1.2, 2.4.1, 2.4.3, 2.4.11): the tab order from the skip
// link through the top bar to the content, the skip link, the menus, the contact dialog, the phone
// drawer, and a focused element never left under the sticky header.
import { expect, test, type Locator, type Page } from "./helpers/test";
import { DEMO_ACCOUNTS } from "@/backend/seed/demo-accounts";

const DESKTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };

/** Where the focused element is: its landmark, its name and its box. */
async function focused(page: Page) {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    const box = element?.getBoundingClientRect();
    const region = element?.closest("header, nav, main, footer, [role=dialog]");
    return {
      tag: element?.tagName.toLowerCase() ?? "",
      id: element?.id ?? "",
      text: (element?.getAttribute("aria-label") || element?.innerText || element?.querySelector("img")?.alt || "").trim(),
      inMain: !!element?.closest("main"),
      region: region
        ? `${region.tagName.toLowerCase()}${region.getAttribute("aria-label") ? `:${region.getAttribute("aria-label")}` : ""}`
        : "",
      top: box?.top ?? 0,
      bottom: box?.bottom ?? 0,
      left: box?.left ?? 0,
    };
  });
}

async function tabUntil(page: Page, target: Locator, { max = 30, shift = false } = {}) {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press(shift ? "Shift+Tab" : "Tab");
  }
  await expect(target).toBeFocused();
}

async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto("/auth/login");
  const answer = await page.evaluate(
    async (body) =>
      (await fetch("/api/public/websites/v1/auth/login/", { method: "POST", headers: { "content-type": "application/json" }, body }))
        .status,
    JSON.stringify({ email, password }),
  );
  expect(answer).toBeLessThan(300);
}

test.describe("keyboard, desktop", () => {
  test.use({ viewport: DESKTOP });

  test("Tab goes from the skip link through the top bar, left to right, then the category strip, to the content", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("link", { name: "Log in" })).toBeVisible();
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();

    const stops: Awaited<ReturnType<typeof focused>>[] = [];
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press("Tab");
      const stop = await focused(page);
      stops.push(stop);
      if (stop.inMain) break;
    }
    const regions = stops.map((stop) => stop.region);
    const inHeader = stops.filter((stop) => stop.region === "header");
    // The top bar first, then the category strip, then the main content: nothing in between (the
    // closed drawer is inert).
    expect(regions[0]).toBe("header");
    expect(stops.at(-1)?.inMain).toBe(true);
    expect(regions.indexOf("nav:Categories")).toBe(inHeader.length);
    expect(stops.slice(0, -1).filter((stop) => !["header", "nav:Categories"].includes(stop.region))).toEqual([]);
    const names = ["Menu", "Testimony Archive", "Help", "Contact", "Search", "Français", "Donate", "Log in"];
    expect(inHeader.map((stop) => stop.text)).toEqual(names.map((name) => expect.stringContaining(name)));
    // The order follows the reading order of the bar: left to right.
    const lefts = inHeader.map((stop) => stop.left);
    expect(lefts).toEqual([...lefts].sort((a, b) => a - b));
  });

  test("the skip link moves the focus to the main content", async ({ page }) => {
    await page.goto("/category/region-a");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    const main = page.locator("main#main");
    await expect(main).toBeFocused();
    // Scrolled to, clear of the sticky top bar.
    const headerBox = (await page.getByRole("banner").boundingBox())!;
    expect((await main.boundingBox())!.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height - 0.5);
    await page.keyboard.press("Tab");
    expect((await focused(page)).inMain).toBe(true);
  });

  for (const key of ["Enter", "Space", "ArrowDown"]) {
    test(`the Help menu opens with ${key}, moves with the arrows and closes with Escape on its button`, async ({ page }) => {
      await page.goto("/");
      const button = page.getByRole("banner").getByRole("button", { name: "Help" });
      await tabUntil(page, button);
      await page.keyboard.press(key);
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      const items = menu.getByRole("menuitem");
      await expect(items.first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(items.nth(1)).toBeFocused();
      // The Tutos sub-menu opens with the right arrow and closes with the left one.
      await page.keyboard.press("ArrowRight");
      await expect(page.getByRole("menu")).toHaveCount(2);
      await expect(page.getByRole("menu").nth(1).getByRole("menuitem").first()).toBeFocused();
      await page.keyboard.press("ArrowLeft");
      await expect(page.getByRole("menu")).toHaveCount(1);
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press("ArrowUp");
      await expect(items.first()).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    });
  }

  test("the account menu and the category strip's More menu open from the keyboard and close with Escape on their buttons", async ({
    page,
  }) => {
    await signIn(page, DEMO_ACCOUNTS.student);
    await page.goto("/");
    await expect(page.getByRole("banner").getByRole("button", { name: "Account" })).toBeVisible();
    for (const button of [
      page.getByRole("banner").getByRole("button", { name: "Account" }),
      page.getByRole("navigation", { name: "Categories" }).getByRole("button", { name: "More" }),
    ]) {
      await tabUntil(page, button, { max: 40 });
      await page.keyboard.press("Enter");
      const menu = page.getByRole("menu");
      await expect(menu).toBeVisible();
      const items = menu.getByRole("menuitem");
      await expect(items.first()).toBeFocused();
      await page.keyboard.press("ArrowDown");
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
    }
  });

  test("the language switcher is a link: Enter opens the page in French", async ({ page }) => {
    await page.goto("/search?q=village");
    const french = page.getByRole("banner").getByRole("link", { name: /^Français/ });
    await tabUntil(page, french);
    await expect(french).toHaveAttribute("lang", "fr");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL("/fr/search?q=village");
  });

  test("the contact dialog keeps the focus inside and gives it back to the Contact button when closed", async ({ page }) => {
    await page.goto("/");
    const contact = page.getByRole("banner").getByRole("button", { name: "Contact" });
    await tabUntil(page, contact);
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Contact us" });
    await expect(dialog).toBeVisible();
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let i = 0; i < 15; i += 1) {
        await page.keyboard.press(key);
        expect(await dialog.evaluate((element) => element.contains(document.activeElement)), `${key} ×${i + 1}`).toBe(true);
      }
    }
    await tabUntil(page, dialog.getByRole("button", { name: "Close" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(contact).toBeFocused();
  });

  for (const path of ["/medias", "/help/faq"]) {
    test(`tabbing backwards on ${path} never leaves the focused element under the sticky header`, async ({ page }) => {
      await page.goto(path);
      const header = (await page.getByRole("banner").boundingBox())!;
      // The last link of the page, then Shift+Tab up through the footer and the content.
      await page.getByRole("contentinfo").getByRole("link").last().focus();
      for (let i = 0; i < 60; i += 1) {
        await page.keyboard.press("Shift+Tab");
        const stop = await focused(page);
        if (stop.region === "header") break;
        expect(stop.top, `${stop.tag} "${stop.text}" (Shift+Tab ×${i + 1}) starts under the header`).toBeGreaterThanOrEqual(
          header.y + header.height - 0.5,
        );
      }
    });
  }
});

test.describe("keyboard, phone", () => {
  test.use({ viewport: PHONE });

  test("the drawer takes the focus, keeps it, and Escape gives it back to the menu button", async ({ page }) => {
    await page.goto("/");
    const menuButton = page.getByRole("banner").getByRole("button", { name: "Menu" });
    await tabUntil(page, menuButton);
    await page.keyboard.press("Enter");
    const drawer = page.getByRole("navigation", { name: "Main menu" });
    await expect(drawer).toBeVisible();
    // On a phone the open drawer is a modal dialog, named, holding the navigation.
    const dialog = page.getByRole("dialog", { name: "Menu" });
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    await expect(dialog.getByRole("navigation", { name: "Main menu" })).toBeVisible();
    const inDrawer = () => page.evaluate(() => !!document.activeElement?.closest("nav[id$='-drawer']"));
    await expect.poll(inDrawer).toBe(true);

    // Tab goes round the drawer and its menu button, never to the page underneath.
    for (const key of ["Tab", "Shift+Tab"]) {
      let sawMenuButton = false;
      for (let i = 0; i < 40; i += 1) {
        await page.keyboard.press(key);
        const onButton = await menuButton.evaluate((element) => element === document.activeElement);
        sawMenuButton ||= onButton;
        expect(onButton || (await inDrawer()), `${key} ×${i + 1}: ${JSON.stringify(await focused(page))}`).toBe(true);
      }
      expect(sawMenuButton, `${key} comes round to the menu button`).toBe(true);
    }
    // The page underneath is inert.
    expect(await page.evaluate(() => !!document.querySelector("main#main")?.closest("[inert]"))).toBe(true);

    await tabUntil(page, drawer.getByRole("link").first());
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(dialog).toHaveCount(0);
    await expect(menuButton).toBeFocused();
    expect(await page.evaluate(() => !!document.querySelector("main#main")?.closest("[inert]"))).toBe(false);
  });

  test("the contact dialog opened from the drawer gives the focus back to the drawer's Contact button", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    const contact = page.getByRole("navigation", { name: "Main menu" }).getByRole("button", { name: "Contact" });
    await tabUntil(page, contact, { max: 60 });
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("dialog", { name: "Contact us" });
    await expect(dialog).toBeVisible();
    await tabUntil(page, dialog.getByRole("button", { name: "Close" }));
    await page.keyboard.press("Enter");
    await expect(dialog).toBeHidden();
    await expect(contact).toBeFocused();
  });
});
