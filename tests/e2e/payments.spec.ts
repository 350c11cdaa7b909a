// Buying on the paid demo site with the built-in test checkout: a rental paid with 4242… plays; a
// declined card leaves no access (spec §2 cart drawer, payment success; §4 checkout).
import { expect, test, type Page } from "@playwright/test";
import { itemSchema, pageOf } from "@/lib/api/schemas";

const STUDIO = "http://studio.localhost:3100";

async function signIn(page: Page) {
  await page.goto(`${STUDIO}/auth/login`);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill("studio-demo-2026");
  await page.getByRole("button", { name: /^log in$/i }).click();
  await expect(page).toHaveURL(`${STUDIO}/`);
}

/** Sold items the shared account cannot watch yet, with a rental price first. */
async function itemsForSale(page: Page) {
  // From the page: the browser resolves *.localhost itself, the test runner's resolver may not.
  const body: unknown = await page.evaluate(async () => (await fetch("/api/public/websites/v1/items/?limit=100")).json());
  const { results } = pageOf(itemSchema).parse(body);
  return results.filter((item) => item.monetization_enabled && !item.has_access && item.prices.length > 0);
}

test("a rental paid with 4242 4242 4242 4242 plays; a declined card leaves no access", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const [bought, declined] = await itemsForSale(page);
  expect(bought && declined).toBeTruthy();

  await page.goto(`${STUDIO}/${bought!.slug}`);
  await page.getByRole("button", { name: /^buy/i }).first().click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("heading", { name: /my cart/i })).toBeVisible();
  await drawer.getByRole("button", { name: /^checkout/i }).click();

  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await page.getByLabel(/card number/i).fill("4242 4242 4242 4242");
  await page.getByRole("button", { name: /^pay/i }).click();
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(page).toHaveURL(`${STUDIO}/`, { timeout: 40_000 });
  await expect(page.getByText("Transaction completed successfully")).toBeVisible();

  await page.goto(`${STUDIO}/${bought!.slug}`);
  await expect(page.getByRole("button", { name: /^buy/i })).toHaveCount(0);

  await page.goto(`${STUDIO}/${declined!.slug}`);
  await page.getByRole("button", { name: /^buy/i }).first().click();
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^checkout/i })
    .click();
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await page.getByLabel(/card number/i).fill("4000 0000 0000 0002");
  await page.getByRole("button", { name: /^pay/i }).click();
  await expect(page.getByText(/declined/i).first()).toBeVisible();
  await page.goto(`${STUDIO}/${declined!.slug}`);
  await expect(page.getByRole("button", { name: /^buy/i }).first()).toBeVisible();
});
