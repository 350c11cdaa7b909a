// The e-mailed sign-in link to a buyer's purchases, end to end in real browsers (docs/buyers.md).
// The members' outbox redacts the link's secret, so the mail is read as sent: a server of our own
// (fresh data) mails through an SMTP sink in this process. A buys with an e-mail; B, with only the
// site password, cannot play it; C, in French with only the site password, asks for the link to A's
// address, opens it from the mail (French), gets A's purchase in My List and plays it; the link then
// works no more.
import { expect, test, type Page } from "./helpers/test";
import fr from "@/messages/fr.json" with { type: "json" };
import { API, pressPlay } from "./helpers/catalogue";
import { OWN_SERVER_START_MS, startOwnServer, type OwnServer } from "./helpers/own-server";
import { startSmtpSink, type SmtpSink } from "./helpers/smtp-sink";
import { buyFromItemPage, expectPaid, lockedItems, newVisitor, payWithCard, signIn } from "./helpers/studio";

const PORT = 3194;
const ORIGIN = `http://studio.localhost:${PORT}`;
/** The link's lifetime as the pages and the mail state it (BUYER_LINK_TTL_MINUTES). */
const MINUTES = "15";

let sink: SmtpSink;
let server: OwnServer;

test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_MS + 30_000);
  sink = await startSmtpSink();
  server = await startOwnServer(PORT, {
    SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
    NEXT_TELEMETRY_DISABLED: "1",
    LOG_LEVEL: "warn",
  });
});

test.afterAll(async () => {
  await server?.stop();
  await sink?.close();
});

const player = (page: Page) => page.locator("article iframe");

/** The item's name as the French pages show it (names are translated). */
const frenchName = (page: Page, slug: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url, { headers: { "accept-language": "fr" } });
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return ((await response.json()) as { content_object: { name: string } }).content_object.name;
  }, `${API}/items/${slug}/`);

test("the mailed link, asked for in French by another browser, opens A's purchase there once", async ({ page, browser }) => {
  test.setTimeout(240_000);
  const email = `link-${Date.now()}@example.org`;

  // A buys with their address and can play it.
  await signIn(page, ORIGIN);
  const item = (await lockedItems(page)).find((candidate) => candidate.prices.length > 0);
  expect(item, "an item for sale on the studio").toBeDefined();
  const { slug } = item!;
  await buyFromItemPage(page, slug, email, ORIGIN);
  await payWithCard(page, { number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" });
  await expectPaid(page, ORIGIN);
  await page.goto(`${ORIGIN}/${slug}`);
  await pressPlay(page);

  // B knows the site password only: the item stays locked.
  const other = await newVisitor(browser, ORIGIN);
  await other.goto(`${ORIGIN}/fr/${slug}`);
  await expect(other.getByRole("button", { name: fr.item.getPurchases })).toBeVisible();
  await expect(player(other)).toHaveCount(0);
  await other.context().close();

  // C, on the French item page, asks for the link to A's address.
  const third = await newVisitor(browser, ORIGIN);
  await third.goto(`${ORIGIN}/fr/${slug}`);
  await third.getByRole("button", { name: fr.item.getPurchases }).click();
  const purchases = third.getByRole("dialog", { name: fr.cart.titles.purchases });
  await purchases.getByRole("textbox", { name: fr.cart.purchases.email }).fill(email);
  await purchases.getByRole("button", { name: fr.cart.purchases.send }).click();
  await expect(purchases.getByRole("status")).toHaveText(fr.cart.purchases.sent.replace("{minutes}", MINUTES));

  // The mail reaches A's address in the language it was asked in, with a link to the French page.
  const linkPattern = new RegExp(`${ORIGIN}/fr/checkout/buyer\\?token=[A-Za-z0-9_-]{43}`);
  const linkMails = () => sink.messages.filter((mail) => mail.to.includes(email) && linkPattern.test(mail.text));
  await expect.poll(() => linkMails().length, { timeout: 30_000 }).toBe(1);
  const mail = linkMails()[0]!;
  expect(mail.to).toEqual([email]);
  const link = linkPattern.exec(mail.text)?.[0] ?? "";
  // The site's name as the subject gives it; the rest word for word as fr.json has it.
  const site = /^\[(.+?)\] /.exec(mail.subject)?.[1] ?? "";
  expect(mail.subject).toBe(fr.mail.buyerLink.subject.replace("{site}", site));
  const { body } = fr.mail.buyerLink;
  expect(mail.text.trimEnd()).toBe(body.replace("{site}", site).replace("{minutes}", MINUTES).replace("{link}", link).trimEnd());

  // Opening the link spends nothing; the click does, and leads to My List with A's purchase.
  const name = await frenchName(third, slug);
  await third.goto(link);
  await expect(third.getByRole("heading", { level: 1, name: fr.checkout.buyer.heading })).toBeVisible();
  await third.getByRole("button", { name: fr.checkout.buyer.open }).click();
  await expect(third).toHaveURL(`${ORIGIN}/fr/my-list`);
  await expect(third.getByRole("link", { name, exact: true })).toBeVisible();

  // The item plays in C's browser now: the player, not the locked overlay.
  await third.goto(`${ORIGIN}/fr/${slug}`);
  await pressPlay(third);
  await expect(player(third)).toBeAttached();
  await expect(third.getByRole("button", { name: fr.item.getPurchases })).toHaveCount(0);

  // The link works once: opened again, it says it is used or expired, the focus on why.
  await third.goto(link);
  await third.getByRole("button", { name: fr.checkout.buyer.open }).click();
  await expect(third.getByRole("alert").filter({ hasText: fr.checkout.buyer.invalid })).toBeFocused();
  await expect(third.getByRole("heading", { name: fr.checkout.buyer.newLink })).toBeVisible();
  await third.context().close();
});
