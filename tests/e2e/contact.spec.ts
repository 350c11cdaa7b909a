// The contact dialog (spec §2, §5): required fields, e-mail checked on blur, consent, confirmation.
import { expect, test, type Page } from "./helpers/test";

async function openContact(page: Page) {
  await page.goto("/");
  await page
    .getByRole("banner")
    .getByRole("button", { name: /^contact( us)?$/i })
    .click();
  const dialog = page.getByRole("dialog", { name: /contact/i });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe("contact dialog", () => {
  test("submitting empty shows 'Required' under each field", async ({ page }) => {
    const dialog = await openContact(page);
    await dialog.getByRole("button", { name: /send/i }).click();
    await expect(dialog.getByText("Required", { exact: true }).first()).toBeVisible();
    await expect.poll(() => dialog.getByText("Required", { exact: true }).count()).toBeGreaterThanOrEqual(4);
    await expect(dialog.getByRole("textbox", { name: /e-?mail/i })).toHaveAttribute("aria-invalid", "true");
  });

  test("an invalid e-mail is flagged when the field loses focus", async ({ page }) => {
    const dialog = await openContact(page);
    const email = dialog.getByRole("textbox", { name: /e-?mail/i });
    await email.fill("not-an-email");
    await email.blur();
    await expect(dialog.getByText(/invalid e-?mail/i)).toBeVisible();
    await expect(email).toHaveAttribute("aria-invalid", "true");
  });

  test("a complete form with consent is sent and confirmed", async ({ page }) => {
    const dialog = await openContact(page);
    await dialog.getByRole("textbox", { name: /e-?mail/i }).fill("visitor@example.org");
    await dialog.getByRole("textbox", { name: /first name/i }).fill("Ada");
    await dialog.getByRole("textbox", { name: /last name/i }).fill("Example");
    await dialog.getByRole("textbox", { name: /message/i }).fill("Hello from the end-to-end tests.");
    await dialog.getByRole("checkbox").check();
    await dialog.getByRole("button", { name: /send/i }).click();

    await expect(dialog.getByText(/thank you|message (has been )?sent/i).first()).toBeVisible();
    await expect(dialog.getByRole("textbox", { name: /e-?mail/i })).toHaveCount(0);
  });

  test("closing resets the form", async ({ page }) => {
    const dialog = await openContact(page);
    await dialog.getByRole("textbox", { name: /first name/i }).fill("Ada");
    await dialog
      .getByRole("button", { name: /close|cancel/i })
      .first()
      .click();
    await expect(dialog).toBeHidden();
    await page
      .getByRole("banner")
      .getByRole("button", { name: /^contact( us)?$/i })
      .click();
    await expect(page.getByRole("dialog", { name: /contact/i }).getByRole("textbox", { name: /first name/i })).toHaveValue("");
  });
});
