// The paid studio (studio.localhost, one shared site password, payments in CHF) as a buyer meets it:
// signing in with the site password, the items still for sale, the cart's e-mail and the test
// checkout's card form (docs/buyers.md).
import { expect, type Browser, type Locator, type Page } from "@playwright/test";
import { STUDIO_MEMBER, STUDIO_SITE_PASSWORD } from "@/backend/seed/demo-accounts";
import { itemSchema, pageOf } from "@/lib/api/schemas";
import { pageApi } from "./catalogue";

export const STUDIO = "http://studio.localhost:3100";

// Each helper takes the studio's origin, the shared e2e server's unless a test runs a server of its own.

/** Types the site password on the login page: the visitor is in through the shared account. */
export async function signIn(page: Page, origin = STUDIO): Promise<void> {
  await page.goto(`${origin}/auth/login`);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill(STUDIO_SITE_PASSWORD);
  await page.getByRole("button", { name: /^log in$/i }).click();
  await expect(page).toHaveURL(`${origin}/`);
}

/** A browser of its own (its own cookies), in through the site password. */
export async function newVisitor(browser: Browser, origin = STUDIO): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await signIn(page, origin);
  return page;
}

/** The studio's member, in through "Member of the organisation?". */
export async function newMember(browser: Browser): Promise<Page> {
  const member = await (await browser.newContext()).newPage();
  await member.goto(`${STUDIO}/auth/login`);
  await member.getByRole("button", { name: /member of the organisation/i }).click();
  await member.getByRole("textbox", { name: /e-mail/i }).fill(STUDIO_MEMBER.email);
  await member
    .getByLabel(/^password/i)
    .first()
    .fill(STUDIO_MEMBER.password);
  await member.getByRole("button", { name: /^log in$/i }).click();
  await expect(member).toHaveURL(`${STUDIO}/`);
  return member;
}

/** Sold items this browser cannot watch yet. */
export async function lockedItems(page: Page) {
  const { results } = pageOf(itemSchema).parse(await pageApi(page, "/items/?limit=100"));
  return results.filter((item) => item.monetization_enabled && !item.has_access);
}

/** The cart's e-mail field (required on the studio before Checkout). */
export const buyerEmailField = (drawer: Locator) => drawer.getByRole("textbox", { name: "Your e-mail address" });

/** From the item page: Buy, the buyer's address, Checkout; on the test checkout once it shows. */
export async function buyFromItemPage(page: Page, slug: string, email: string, origin = STUDIO): Promise<string> {
  await page.goto(`${origin}/${slug}`);
  await page.getByRole("button", { name: /^buy/i }).first().click();
  const drawer = page.getByRole("dialog", { name: "My cart" });
  await buyerEmailField(drawer).fill(email);
  await drawer.getByRole("button", { name: /^checkout/i }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  return new URL(page.url()).pathname.split("/").pop() ?? "";
}

export type Card = { number: string; expiry?: string; cvc?: string };

/** Fills the test checkout's card form as Stripe's asks for it, and presses Pay. */
export async function payWithCard(page: Page, { number, expiry = "12 / 34", cvc = "123" }: Card): Promise<void> {
  await page.getByLabel("Card number").fill(number);
  await page.getByLabel("Expiry date").fill(expiry);
  await page.getByLabel("Security code (CVC)").fill(cvc);
  await page.getByRole("button", { name: /^pay/i }).click();
}

/** Paid: the success page, then home after 2 s with the toast. */
export async function expectPaid(page: Page, origin = STUDIO): Promise<void> {
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(page).toHaveURL(`${origin}/`, { timeout: 40_000 });
  await expect(page.getByText("Transaction completed successfully")).toBeVisible();
}
