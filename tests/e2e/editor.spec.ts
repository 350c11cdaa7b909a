// The members' page editor (spec §1, §2 "Editor page builder") as the archive's demo member: a Cover
// in the collage layout with its text at bottom-left, moved to the top with the keyboard, a PNG
// uploaded for it, published and seen on the public home page in both languages; then the previous
// version restored and the Cover gone.
import { expect, test, type Page } from "./helpers/test";
import sharp from "sharp";
import { DEMO_ACCOUNTS } from "@/backend/seed/demo-accounts";

const TITLE_EN = "Editor cover, end to end";
const TITLE_FR = "Couverture de l’éditeur, de bout en bout";

async function signInAsMember(page: Page) {
  await page.goto("/auth/login");
  await page.getByRole("textbox", { name: /e-mail/i }).fill(DEMO_ACCOUNTS.member.email);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(DEMO_ACCOUNTS.member.password);
  await page.getByRole("button", { name: /^log in$/i }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
}

/** The editor's save status reads "Saved" (or nothing left to save). */
async function saved(page: Page) {
  await expect(page.getByRole("status").filter({ hasText: /^(Saved|All changes saved)$/ })).toBeVisible({ timeout: 15_000 });
}

async function publish(page: Page) {
  await saved(page);
  await page.getByRole("button", { name: "Publish", exact: true }).click();
  await expect(page.getByText(/^Published: version \d+ is now public\.$/)).toBeVisible();
}

test("a member builds a Cover on the home page, publishes it in both languages, then restores the previous version", async ({ page }) => {
  test.setTimeout(240_000);
  await signInAsMember(page);
  await page.goto("/admin/pages");
  await page.getByRole("link").filter({ hasText: "Home page" }).click();
  await expect(page.getByRole("heading", { level: 1, name: /^Editing/ })).toBeVisible();
  // Version 1: the home page as it is, so that there is one to come back to.
  await publish(page);

  const drawer = page.getByRole("complementary", { name: "Page settings" });
  await drawer.getByRole("button", { name: "Add a block" }).click();
  await drawer.getByRole("list", { name: "Block types" }).getByRole("button", { name: "Cover", exact: true }).click();
  await drawer.getByRole("radio", { name: "Collage" }).check();
  await drawer.getByRole("radio", { name: "Bottom left" }).check();

  await drawer.getByRole("navigation", { name: "Fields of the block" }).getByRole("button", { name: "Title", exact: true }).click();
  await drawer.getByRole("textbox", { name: "Text", exact: true }).fill(TITLE_EN);
  await drawer.getByRole("button", { name: "Back" }).click();

  await drawer.getByRole("navigation", { name: "Fields of the block" }).getByRole("button", { name: "Image", exact: true }).click();
  await drawer.getByRole("checkbox", { name: "Show the image" }).check();
  const png = await sharp({ create: { width: 640, height: 400, channels: 3, background: "#2a6f97" } })
    .png()
    .toBuffer();
  await drawer.locator('input[type="file"]').setInputFiles({ name: "cover.png", mimeType: "image/png", buffer: png });
  await expect(drawer.getByRole("img", { name: "The image chosen" })).toHaveAttribute("src", /\/images\/(w:\d+\/)?uploads\//);
  await drawer.getByRole("button", { name: "Close all" }).click();
  // The list's heading takes the focus when the drawer shows it.
  await expect(drawer.getByRole("heading", { name: "Blocks of the page" })).toBeFocused();

  // To the top, with the keyboard: Space picks the block up, the arrows move it, Space drops it.
  // The new block is the last one (a try that failed earlier may have left another Cover above it).
  const handle = drawer.getByRole("button", { name: "Move Cover", exact: true }).last();
  await handle.focus();
  await expect(handle).toBeFocused();
  await page.keyboard.press("Space");
  // The live region says where the block is as it moves.
  const live = page.getByRole("status").filter({ hasText: /^Cover (moved to|dropped at) position/ });
  await expect(live).toHaveText(/^Cover moved to position (\d+) of \1\.$/);
  // One row per press, as dnd-kit measures the rows between two moves: a press it is not ready for
  // is lost on a busy machine, so this presses until the block is at the top.
  await expect(async () => {
    await page.keyboard.press("ArrowUp");
    await expect(live).toHaveText(/^Cover moved to position 1 of \d+\.$/, { timeout: 250 });
  }).toPass({ intervals: [100], timeout: 30_000 });
  await page.keyboard.press("Space");
  await expect(drawer.getByRole("button", { name: /^Move / }).first()).toHaveAccessibleName("Move Cover");

  // The words of the French page.
  await page.getByRole("group", { name: "Language being edited" }).getByRole("button", { name: "French" }).click();
  await drawer
    .getByRole("button", { name: /^Cover/ })
    .first()
    .click();
  await drawer.getByRole("navigation", { name: "Fields of the block" }).getByRole("button", { name: "Title", exact: true }).click();
  await drawer.getByRole("textbox", { name: "Text", exact: true }).fill(TITLE_FR);
  // The preview shows the saved draft at the site's look, in the language being edited.
  await saved(page);
  const preview = page.frameLocator('iframe[title="Preview of the draft (French)"]');
  await expect(preview.locator('section[data-block="Cover"]').first().getByRole("heading", { name: TITLE_FR })).toBeVisible({
    timeout: 15_000,
  });
  await publish(page);

  for (const [path, title] of [
    ["/", TITLE_EN],
    ["/fr", TITLE_FR],
  ] as const) {
    await page.goto(path);
    const cover = page.locator("main section[data-block]").first();
    await expect(cover).toHaveAttribute("data-block", "Cover");
    await expect(cover).toHaveAttribute("data-layout", "collage");
    await expect(cover).toHaveAttribute("data-text-position", "bottom-left");
    await expect(cover.getByRole("heading", { name: title })).toBeVisible();
    await expect(cover.locator('img[src*="/images/"][src*="uploads/"]').first()).toBeVisible();
  }

  // Back to version 1 (in English again: the French page kept the visitor's choice of language).
  await page.context().clearCookies({ name: "NEXT_LOCALE" });
  await page.goto("/admin/pages");
  await page.getByRole("link").filter({ hasText: "Home page" }).click();
  await page.getByRole("button", { name: "Versions" }).click();
  const versions = page.getByRole("dialog", { name: "Published versions" });
  await versions.getByRole("button", { name: "View version 1" }).click();
  await versions.getByRole("button", { name: "Restore version 1" }).click();
  await page.getByRole("dialog", { name: "Restore version 1?" }).getByRole("button", { name: "Restore", exact: true }).click();
  await expect(page.getByText("Version 1 restored and published.")).toBeVisible();
  await page.goto("/");
  await expect(page.getByText(TITLE_EN)).toHaveCount(0);
  await expect(page.locator('main section[data-block="Cover"]')).toHaveCount(0);
});
