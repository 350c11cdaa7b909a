// Buyers on the studio, a site whose sign-in is one shared password (docs/buyers.md): the cart asks
// for the buyer's e-mail, and what is bought belongs to that buyer, not to everyone who knows the
// password. A pays with 4242… and plays it; B, in another browser with the same password, sees none
// of it, and "Already bought?" mails a sign-in link to A's address (seen in Admin › Outbox, its secret
// redacted there: the link's redemption is tested in the unit and API tests). Cancel and Back
// on the payment page come back to the cart; each of Stripe's test cards says why it failed with the
// focus where the buyer acts, and 4242 then pays the same session; a member's refund mails the buyer
// and My List says "Refunded on".
import { expect, test, type Page } from "./helpers/test";
import en from "@/messages/en.json" with { type: "json" };
import { expectAccessible } from "./helpers/axe";
import { pressPlay } from "./helpers/catalogue";
import {
  buyFromItemPage,
  buyerEmailField,
  expectPaid,
  lockedItems,
  newMember,
  newVisitor,
  payWithCard,
  signIn,
  STUDIO,
  type Card,
} from "./helpers/studio";

const t = en.checkout.test;
/** A buyer's address of its own for each test (the server's data lives through the whole run). */
const address = (name: string) => `${name}-${Date.now()}@example.org`;

/** An item A may buy: still locked for this browser, with a price. */
async function itemForSale(page: Page, skip: string[] = []) {
  const item = (await lockedItems(page)).find((candidate) => candidate.prices.length > 0 && !skip.includes(candidate.slug));
  expect(item).toBeDefined();
  return item!;
}

const player = (page: Page) => page.locator("article iframe");

/** The outbox's mails to `email` whose text has `words`, read again until one is there (mails go out in the background). */
async function mailTo(member: Page, email: string, words: string) {
  const mail = member.getByRole("article").filter({ hasText: email }).filter({ hasText: words });
  await expect(async () => {
    await member.goto(`${STUDIO}/admin/outbox`);
    await expect(mail.first()).toBeVisible({ timeout: 3_000 });
  }).toPass({ timeout: 30_000 });
  return mail;
}

test("A buys with an e-mail and plays it; B, with the same password, sees none of it and is mailed a link on asking", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const email = address("a");
  await signIn(page);
  const item = await itemForSale(page);

  // The cart asks for the address before Checkout: required and checked.
  await page.goto(`${STUDIO}/${item.slug}`);
  await page.getByRole("button", { name: /^buy/i }).first().click();
  const drawer = page.getByRole("dialog", { name: "My cart" });
  const field = buyerEmailField(drawer);
  await expect(field).toHaveAttribute("autocomplete", "email");
  await drawer.getByRole("button", { name: /^checkout/i }).click();
  await expect(field).toBeFocused();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page).toHaveURL(`${STUDIO}/${item.slug}`);
  await expectAccessible(page);

  const session = await buyFromItemPage(page, item.slug, email);
  // The address given in the cart, read-only; the card as Stripe asks for it.
  await expect(page.getByLabel(t.email)).toHaveValue(email);
  await expect(page.getByLabel("Card number")).toHaveAttribute("autocomplete", "cc-number");
  await expect(page.getByLabel("Expiry date")).toHaveAttribute("autocomplete", "cc-exp");
  await expect(page.getByLabel("Security code (CVC)")).toHaveAttribute("autocomplete", "cc-csc");
  await expectAccessible(page);
  await payWithCard(page, { number: "4242 4242 4242 4242" });
  await expectPaid(page);
  // The toast leads to what was bought.
  await page.getByRole("button", { name: "Watch now" }).click();
  await expect(page).toHaveURL(`${STUDIO}/${item.slug}`);
  await pressPlay(page);
  await expect(player(page)).toBeAttached();
  await page.goto(`${STUDIO}/my-list`);
  await expect(page.getByRole("link", { name: item.content_object.name, exact: true })).toBeVisible();

  // B knows the site password, not A's address: no access, an empty My List, no subscription, and
  // A's payment page is not theirs.
  const other = await newVisitor(browser);
  await other.goto(`${STUDIO}/${item.slug}`);
  await expect(other.getByRole("button", { name: /^buy/i }).first()).toBeVisible();
  await expect(player(other)).toHaveCount(0);
  await other.goto(`${STUDIO}/my-list`);
  await expect(other.getByText(en.myList.empty)).toBeVisible();
  await other.goto(`${STUDIO}/account/subscription`);
  await expect(other.getByText(en.subscription.empty)).toBeVisible();
  const status = await other.evaluate(async (uid) => (await fetch(`/api/public/websites/v1/billing/sessions/${uid}/`)).status, session);
  expect(status).toBe(404);

  // "Already bought? Get my purchases" on the locked item: a link by e-mail.
  await other.goto(`${STUDIO}/${item.slug}`);
  await other.getByRole("button", { name: en.item.getPurchases }).click();
  const purchases = other.getByRole("dialog", { name: en.cart.titles.purchases });
  await purchases.getByRole("textbox", { name: en.cart.purchases.email }).fill(email);
  await purchases.getByRole("button", { name: en.cart.purchases.send }).click();
  await expect(purchases.getByRole("status")).toHaveText(en.cart.purchases.sent.replace("{minutes}", "15"));

  // The mail went to A's address (its secret is not for the member's eyes: redacted in the outbox).
  const member = await newMember(browser);
  const mail = (await mailTo(member, email, "sign-in link")).first();
  await mail.getByText(en.admin.outbox.showText).click();
  await expect(mail).toContainText("/checkout/buyer?token=[redacted]");
  await member.context().close();

  // The link's page spends nothing by being opened: a click redeems it. An unknown, used or expired
  // link says so, the focus on why, with the form for a new one.
  await other.goto(`${STUDIO}/checkout/buyer?token=not-a-real-token`);
  await expect(other.getByRole("heading", { level: 1, name: en.checkout.buyer.heading })).toBeVisible();
  await expectAccessible(other);
  await other.getByRole("button", { name: en.checkout.buyer.open }).click();
  await expect(other.getByRole("alert").filter({ hasText: en.checkout.buyer.invalid })).toBeFocused();
  await expect(other.getByRole("heading", { name: en.checkout.buyer.newLink })).toBeVisible();
  await expect(other.getByRole("textbox", { name: en.cart.purchases.email })).toBeVisible();
  await expectAccessible(other);
  await other.context().close();
});

test("Cancel on the payment page, and the browser's Back, return to the cart with its line", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const item = await itemForSale(page);
  await buyFromItemPage(page, item.slug, address("cancel"));

  await page.getByRole("link", { name: t.cancel }).click();
  await expect(page).toHaveURL(`${STUDIO}/${item.slug}`);
  const drawer = page.getByRole("dialog", { name: "My cart" });
  await expect(
    drawer.getByRole("list", { name: en.cart.cartListLabel }).getByRole("link", { name: item.content_object.name, exact: true }),
  ).toBeVisible();
  // The address typed before is still there.
  await expect(buyerEmailField(drawer)).toHaveValue(/^cancel-/);

  await drawer.getByRole("button", { name: /^checkout/i }).click();
  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await page.goBack();
  await expect(page).toHaveURL(`${STUDIO}/${item.slug}`);
  await expect(
    page
      .getByRole("dialog", { name: "My cart" })
      .getByRole("list", { name: en.cart.cartListLabel })
      .getByRole("link", { name: item.content_object.name, exact: true }),
  ).toBeVisible();
});

type Attempt = { name: string; card: Card; message: string; focus: "Card number" | "Expiry date" | "Security code (CVC)" | "message" };

const ATTEMPTS: Attempt[] = [
  { name: "a wrong number", card: { number: "1234" }, message: t.incorrectNumber, focus: "Card number" },
  { name: "a declined card", card: { number: "4000 0000 0000 0002" }, message: t.declined, focus: "message" },
  { name: "insufficient funds", card: { number: "4000 0000 0000 9995" }, message: t.insufficientFunds, focus: "message" },
  { name: "an expired card", card: { number: "4000 0000 0000 0069" }, message: t.expiredCard, focus: "message" },
  { name: "a past expiry", card: { number: "4242 4242 4242 4242", expiry: "01 / 20" }, message: t.invalidExpiryYear, focus: "Expiry date" },
  {
    name: "no such month",
    card: { number: "4242 4242 4242 4242", expiry: "13 / 30" },
    message: t.invalidExpiryMonth,
    focus: "Expiry date",
  },
  { name: "a bad CVC", card: { number: "4000 0000 0000 0127" }, message: t.incorrectCvc, focus: "Security code (CVC)" },
];

test("each test card says why it failed, with the focus where the buyer acts; then 4242 pays the same session", async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page);
  const item = await itemForSale(page);
  const session = await buyFromItemPage(page, item.slug, address("cards"));

  for (const attempt of ATTEMPTS) {
    await payWithCard(page, attempt.card);
    const alert = page.getByRole("alert").filter({ hasText: attempt.message });
    await expect(alert, attempt.name).toBeVisible();
    if (attempt.focus === "message") {
      await expect(alert, attempt.name).toBeFocused();
    } else {
      const field = page.getByLabel(attempt.focus);
      await expect(field, attempt.name).toBeFocused();
      await expect(field, attempt.name).toHaveAttribute("aria-invalid", "true");
      await expect(field, attempt.name).toHaveAccessibleDescription(attempt.message);
    }
    await expect(page, attempt.name).toHaveURL(`${STUDIO}/checkout/test/${session}`);
  }
  await expectAccessible(page);
  await payWithCard(page, { number: "4242 4242 4242 4242" });
  await expectPaid(page);
  await page.goto(`${STUDIO}/${item.slug}`);
  await pressPlay(page);
});

test("a member's refund mails the buyer and ends the access: My List and the item say 'Refunded on'", async ({ page, browser }) => {
  test.setTimeout(150_000);
  const email = address("refund");
  await signIn(page);
  const item = await itemForSale(page);
  await buyFromItemPage(page, item.slug, email);
  await payWithCard(page, { number: "4242 4242 4242 4242" });
  await expectPaid(page);

  const member = await newMember(browser);
  await member.goto(`${STUDIO}/admin/orders`);
  const row = member.getByRole("row").filter({ hasText: email });
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: /^refund/i }).click();
  await member
    .getByRole("dialog")
    .getByRole("button", { name: /^refund$/i })
    .click();
  await expect(row.getByText(/^Refunded on /)).toBeVisible();
  await expectAccessible(member);
  await expect(await mailTo(member, email, "Your refund")).toHaveCount(1);
  await member.context().close();

  await page.goto(`${STUDIO}/my-list`);
  const refunded = page.getByRole("region", { name: /^Refunded/ });
  await expect(refunded.getByRole("link", { name: item.content_object.name, exact: true })).toBeVisible();
  await expect(refunded.getByText(/^Refunded on /)).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${STUDIO}/${item.slug}`);
  await expect(page.getByText(/^Refunded on /)).toBeVisible();
  await expect(page.getByRole("button", { name: /^buy/i }).first()).toBeVisible();
});
