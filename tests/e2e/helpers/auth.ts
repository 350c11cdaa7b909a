// The login form, filled and sent as a visitor would; each test then waits for what it expects
// (the account menu, a redirect).
import type { Page } from "@playwright/test";

export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole("textbox", { name: /e-mail address/i }).fill(email);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(password);
  await page.getByRole("button", { name: /^log in$/i }).click();
}
