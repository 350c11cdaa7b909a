// The second demo site, chosen by host: its own name and dark theme; forced login sends
// visitors to the login page.
import { expect, test, type Page } from "./helpers/test";

function onHost(baseURL: string | undefined, hostname: string, path = "/"): string {
  const url = new URL(path, baseURL ?? "http://localhost:3100");
  url.hostname = hostname;
  return url.toString();
}

async function bodyLuminance(page: Page): Promise<number> {
  return page.evaluate(() => {
    const [r = 0, g = 0, b = 0] = (getComputedStyle(document.body).backgroundColor.match(/[\d.]+/g) ?? []).map(Number);
    return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
  });
}

test("studio.localhost shows the studio's name and a dark theme", async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, "studio.localhost"));
  await expect(page).toHaveURL(/^http:\/\/studio\.localhost:\d+\/(auth\/login(\?.*)?)?$/);
  await expect(page.getByRole("img", { name: "Studio Channel" }).first()).toBeVisible();
  await expect(page).toHaveTitle(/Studio Channel/);
  expect(await bodyLuminance(page)).toBeLessThan(0.25);
});

test("forced login lands on the login page with the password form", async ({ page, baseURL }) => {
  await page.goto(onHost(baseURL, "studio.localhost"));
  await expect(page).toHaveURL(/\/auth\/login/);
  // auth_method 'password': no e-mail field, a password field and a login button.
  await expect(page.getByLabel(/password/i).first()).toBeVisible();
  await expect(page.getByRole("textbox", { name: /e-?mail/i })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /^(log ?in|sign in)$/i })).toBeVisible();
  // Members of the organisation switch to their own e-mail and password.
  await page.getByRole("button", { name: /member of the organisation/i }).click();
  await expect(page.getByRole("textbox", { name: /e-?mail/i })).toBeVisible();
});

test("the archive stays light", async ({ page }) => {
  await page.goto("/");
  expect(await bodyLuminance(page)).toBeGreaterThan(0.75);
});
