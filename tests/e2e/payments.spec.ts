// Buying on the paid demo site with the built-in test checkout: a rental paid with 4242… plays; a
// declined card leaves no access; a subscription plays what its plan includes and says
// "unavailable" elsewhere, is cancelled, and a member's refund ends it (spec §2 cart drawer,
// payment success, My subscription, Orders; §4 checkout; §6). The new pages pass axe's WCAG checks.
import { expect, test, type Page } from "./helpers/test";
import { planSchema } from "@/lib/api/billing-schemas";
import { itemSchema, pageOf } from "@/lib/api/schemas";
import { expectAccessible } from "./helpers/axe";
import { pressPlay } from "./helpers/catalogue";
import { buyerEmailField, newMember, payWithCard, STUDIO } from "./helpers/studio";

async function signIn(page: Page) {
  await page.goto(`${STUDIO}/auth/login`);
  await page
    .getByLabel(/^password/i)
    .first()
    .fill("studio-demo-2026");
  await page.getByRole("button", { name: /^log in$/i }).click();
  await expect(page).toHaveURL(`${STUDIO}/`);
}

/** A call of the site's API from the page: the browser resolves *.localhost itself, the test runner's resolver may not. */
function api(page: Page, path: string): Promise<unknown> {
  return page.evaluate(async (url) => (await fetch(url)).json(), `/api/public/websites/v1${path}`);
}

/** Sold items the shared account cannot watch yet. */
async function lockedItems(page: Page) {
  const { results } = pageOf(itemSchema).parse(await api(page, "/items/?limit=100"));
  return results.filter((item) => item.monetization_enabled && !item.has_access);
}

/** Sold items the shared account cannot watch yet, with a rental price first. */
async function itemsForSale(page: Page) {
  return (await lockedItems(page)).filter((item) => item.prices.length > 0);
}

const player = (page: Page) => page.frameLocator('iframe[src^="/embed/"]').locator("video");
/** The item page's player, loaded by its Play button. */
async function playerPlays(page: Page) {
  await pressPlay(page);
  await expect(player(page)).toBeAttached();
}

/** What a price's downloadable_choices give to download (extra documents come with either). */
const CHOICE_SLUGS: Record<number, string[]> = { 1: ["hd"], 2: ["source"], 3: ["hd", "source"] };

test("a rental paid with 4242 4242 4242 4242 plays and downloads what was bought; a declined card leaves no access", async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const forSale = await itemsForSale(page);
  // A rental with downloads (the cart starts on the first price; the buyer picks this one).
  const rentalWithDownloads = (item: (typeof forSale)[number]) => item.prices.findIndex((p) => p.period > 0 && p.downloadable_choices);
  const bought = forSale.find((item) => item.is_content_downloadable && rentalWithDownloads(item) >= 0);
  const declined = forSale.find((item) => item !== bought);
  expect(bought && declined).toBeTruthy();
  const choice = rentalWithDownloads(bought!);
  const price = bought!.prices[choice]!;

  await page.goto(`${STUDIO}/${bought!.slug}`);
  await page.getByRole("button", { name: /^buy/i }).first().click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("heading", { name: /my cart/i })).toBeVisible();
  await drawer.getByRole("radio").nth(choice).check();
  // The studio's sign-in is one shared password: the purchase belongs to the address given here.
  await buyerEmailField(drawer).fill("renter@example.org");
  await drawer.getByRole("button", { name: /^checkout/i }).click();

  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await expect(page.getByLabel(/card number/i)).toBeVisible();
  await expectAccessible(page);
  await payWithCard(page, { number: "4242 4242 4242 4242" });
  await expect(page).toHaveURL(/\/checkout\/success\?session_id=/);
  await expect(page).toHaveURL(`${STUDIO}/`, { timeout: 40_000 });
  await expect(page.getByText("Transaction completed successfully")).toBeVisible();

  await page.goto(`${STUDIO}/${bought!.slug}`);
  await playerPlays(page);
  await expect(page.getByRole("button", { name: /^buy/i })).toHaveCount(0);
  await expect(page.getByTestId("access-expiry")).toBeVisible();
  // Its download offers exactly what the price included.
  // The item's own Download button, not the transcript's.
  await page.getByRole("button", { name: /^download$/i }).click();
  await expect(page.getByRole("link", { name: /^download /i }).first()).toBeVisible();
  const files = (await api(page, `/items/${bought!.uid}/download/`)) as Array<{ slug: string }>;
  const slugs = [...new Set(files.map((file) => file.slug).filter((slug) => slug !== "extra"))].sort();
  expect(slugs).toEqual(CHOICE_SLUGS[price.downloadable_choices!]);

  await page.goto(`${STUDIO}/${declined!.slug}`);
  await page.getByRole("button", { name: /^buy/i }).first().click();
  // The address typed before is kept for this tab.
  await expect(buyerEmailField(page.getByRole("dialog"))).toHaveValue("renter@example.org");
  await page
    .getByRole("dialog")
    .getByRole("button", { name: /^checkout/i })
    .click();
  await expect(page).toHaveURL(/\/checkout\/test\//);
  await payWithCard(page, { number: "4000 0000 0000 0002" });
  await expect(page.getByText(/declined/i).first()).toBeVisible();
  await page.goto(`${STUDIO}/${declined!.slug}`);
  await expect(page.getByRole("button", { name: /^buy/i }).first()).toBeVisible();
});

test("a subscription plays what its plan includes, says 'unavailable' elsewhere, is cancelled, and a member's refund ends it", async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  await signIn(page);
  const plans = planSchema.array().parse(((await api(page, "/billing/plans/?ordering=amount")) as { results: unknown }).results);
  const locked = await lockedItems(page);
  // A plan with two items it includes, and an item sold by subscription that it does not include.
  const choice = plans
    .map((plan) => ({
      plan,
      inside: locked.filter((item) => item.plans.includes(plan.uid)),
      outside: locked.find((item) => item.plans.length > 0 && !item.plans.includes(plan.uid)),
    }))
    .find(({ inside, outside }) => inside.length >= 2 && outside);
  expect(choice).toBeDefined();
  const { plan, inside, outside } = choice!;

  await page.goto(`${STUDIO}/${inside[0]!.slug}`);
  await page
    .getByRole("button", { name: /^subscribe/i })
    .first()
    .click();
  const drawer = page.getByRole("dialog");
  await expect(drawer.getByRole("heading", { name: "Subscriptions" })).toBeVisible();
  // The shared account has no address: the subscription belongs to the one given here.
  await buyerEmailField(drawer).fill("subscriber@example.org");
  await drawer.getByRole("button", { name: `Subscribe to ${plan.name}` }).click();

  await expect(page).toHaveURL(/\/checkout\/test\/[0-9a-f-]{36}$/);
  await payWithCard(page, { number: "4242 4242 4242 4242" });
  await expect(page).toHaveURL(`${STUDIO}/`, { timeout: 40_000 });
  await expect(page.getByText("Transaction completed successfully")).toBeVisible();

  for (const item of inside.slice(0, 2)) {
    await page.goto(`${STUDIO}/${item.slug}`);
    await playerPlays(page);
  }
  await page.goto(`${STUDIO}/${outside!.slug}`);
  await page
    .getByRole("button", { name: /^subscribe/i })
    .first()
    .click();
  const card = page.getByRole("dialog").getByRole("listitem").filter({ hasText: plan.name });
  await expect(card.getByText("This plan does not include this testimony.")).toBeVisible();
  await expect(card.getByRole("button", { name: `Subscribe to ${plan.name}` })).toBeDisabled();

  // Cancelled: it will not renew, and the plan's items still play until the period ends.
  await page.goto(`${STUDIO}/account/subscription`);
  await expect(page.getByText(plan.name).first()).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: `Cancel my subscription to ${plan.name}` }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Cancel my subscription" }).click();
  await expect(page.getByText(/Cancelled — access until/)).toBeVisible();
  await page.goto(`${STUDIO}/${inside[0]!.slug}`);
  await playerPlays(page);

  // The studio's member refunds the order: the money goes back and the access ends.
  const member = await newMember(browser);
  await member.goto(`${STUDIO}/admin/orders`);
  const row = member.getByRole("row").filter({ hasText: "subscriber@example.org" });
  await expect(row).toHaveCount(1);
  await expectAccessible(member);
  await row.getByRole("button", { name: /^refund/i }).click();
  await member
    .getByRole("dialog")
    .getByRole("button", { name: /^refund$/i })
    .click();
  await expect(row.getByText("Refunded", { exact: true })).toBeVisible();
  await member.context().close();

  await page.goto(`${STUDIO}/${inside[0]!.slug}`);
  await expect(page.getByRole("button", { name: /^subscribe/i }).first()).toBeVisible();
  await expect(player(page)).toHaveCount(0);
});
