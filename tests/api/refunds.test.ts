// A refund says so: the buyer is mailed in the language they bought in, once (a member's refund or
// Stripe's charge.refunded, a replay mails nothing more); the order answers when it was refunded;
// the item answers refunded_at while nothing else gives access, and My List says "refunded" rather
// than "expired". Members see orders named in their page's language. On the archive made to sell:
// a personal account is the buyer.
import { and, eq, like } from "drizzle-orm";
import { createTestProvider } from "@/backend/adapters/payments/test-provider";
import { checkoutSessions, outgoingMail, websites } from "@/backend/db/schema";
import { settleBackgroundTasks } from "@/backend/services/background";
import { DEMO_ACCOUNTS } from "@/backend/seed/demo-accounts";
import { orderSchema } from "@/lib/api/billing-schemas";
import { accessEntrySchema, itemSchema } from "@/lib/api/schemas";
import { sellArchive, type SellingArchive, type SoldItem } from "./helpers/selling-archive";
import { createTestBackend, TEST_SECRET, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
let archive: SellingArchive;
const BUYER = DEMO_ACCOUNTS.researcher.email;

beforeAll(async () => {
  backend = await createTestBackend({ items: 40 });
  archive = await sellArchive(backend.db);
});
afterAll(() => backend?.close());

type Reply = { status: number; body: Record<string, unknown> };
type Locale = "en" | "fr";

async function call(path: string, init: { json?: unknown; locale?: Locale; as?: { authorization: string } } = {}): Promise<Reply> {
  const headers: Record<string, string> = { host: "localhost", "accept-language": init.locale ?? "en", ...(init.as ?? archive.researcher) };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  const response = await backend.request(path, {
    method: init.json === undefined ? "GET" : "POST",
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
}

/** Buys the item on a page in `locale` and pays with 4242…; returns the order's uid. */
async function buy(item: SoldItem, locale: Locale): Promise<string> {
  const created = await call("/billing/checkout/", { json: { type: "prices", prices: [item.priceUid] }, locale });
  expect(created.status).toBe(201);
  const uid = String(created.body.checkout_session_url).slice(-36);
  const paid = await call(`/billing/test-checkout/${uid}/pay/`, {
    json: { card_number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" },
    locale,
  });
  expect(paid.status).toBe(200);
  return uid;
}

const item = async (slug: string) => itemSchema.parse((await call(`/items/${slug}/`)).body);
const listed = async (uid: string) => {
  const page = (await call(`/items/?uid__in=${uid}`)).body.results as unknown[];
  return itemSchema.parse(page[0]);
};
const myListEntry = async (uid: string) =>
  accessEntrySchema
    .array()
    .parse((await call("/items/access/")).body.results)
    .find((entry) => entry.uid === uid);

/** The refund notices mailed for this order. */
async function refundMails(order: string) {
  await settleBackgroundTasks();
  return backend.db
    .select()
    .from(outgoingMail)
    .where(and(eq(outgoingMail.toAddress, BUYER), like(outgoingMail.text, `%${order}%`), like(outgoingMail.subject, "%rembours%")))
    .union(
      backend.db
        .select()
        .from(outgoingMail)
        .where(and(eq(outgoingMail.toAddress, BUYER), like(outgoingMail.text, `%${order}%`), like(outgoingMail.subject, "%refund%"))),
    );
}

describe("a member's refund", () => {
  it("mails the French buyer in French, once; the order, the item and My List say it was refunded", async () => {
    const target = archive.sold[0]!;
    const order = await buy(target, "fr");
    expect(await myListEntry(target.uid)).toMatchObject({ access_status: "active", refunded_at: null });

    // The member works in English: the buyer still reads French.
    const refunded = await call(`/admin/orders/${order}/refund/`, { json: {}, as: archive.member });
    expect(refunded.status).toBe(200);
    const answer = orderSchema.parse(refunded.body);
    expect(answer).toMatchObject({ status: "refunded", refunded_at: expect.any(String) });
    const [row] = await backend.db.select().from(checkoutSessions).where(eq(checkoutSessions.uid, order));
    expect(answer.refunded_at).toBe(row!.refundedAt!.toISOString());

    const mails = await refundMails(order);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    const [site] = await backend.db.select().from(websites).where(eq(websites.id, archive.siteId));
    expect(mail!.subject).toBe(`[${site!.i18n.fr?.name ?? site!.name}] Votre remboursement (${order})`);
    expect(mail!.text).toContain("Votre commande a été remboursée.");
    expect(mail!.text).toContain(`${target.nameFr} – 15.00 `);
    expect(mail!.text).toMatch(/Montant remboursé : 15\.00 [A-Z]{3}/);
    expect(mail!.text).toContain(`Commande : ${order}`);
    const date = new Intl.DateTimeFormat("fr-FR", { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" }).format(
      row!.refundedAt!,
    );
    expect(mail!.text).toContain(`Date : ${date}`);

    // The item says when; My List says refunded, not expired.
    const detail = await item(target.slug);
    expect(detail).toMatchObject({ has_access: false, refunded_at: answer.refunded_at });
    expect((await listed(target.uid)).refunded_at).toBe(answer.refunded_at);
    expect(await myListEntry(target.uid)).toMatchObject({ access_status: "refunded", refunded_at: answer.refunded_at });

    // Refused a second time; nothing more is mailed.
    expect((await call(`/admin/orders/${order}/refund/`, { json: {}, as: archive.member })).status).toBe(409);
    expect(await refundMails(order)).toHaveLength(1);

    // Bought again, the item plays: no refund to speak of any more.
    await buy(target, "en");
    expect(await item(target.slug)).toMatchObject({ has_access: true, refunded_at: null });
    expect(await myListEntry(target.uid)).toMatchObject({ access_status: "active", refunded_at: null });
  });

  it("an English buyer's notice is in English", async () => {
    const target = archive.sold[1]!;
    const order = await buy(target, "en");
    expect((await call(`/admin/orders/${order}/refund/`, { json: {}, as: archive.member, locale: "fr" })).status).toBe(200);
    const [mail] = await refundMails(order);
    expect(mail!.subject).toMatch(/^\[.+\] Your refund \(/);
    expect(mail!.text).toContain(`${target.nameEn} – 15.00 `);
    expect(mail!.text).toContain(`Order: ${order}`);
  });

  it("a refunded subscription: its items answer refunded_at", async () => {
    const created = await call("/billing/checkout/", { json: { type: "subscription", subscription: archive.plan.uid }, locale: "fr" });
    const uid = String(created.body.checkout_session_url).slice(-36);
    expect(
      (await call(`/billing/test-checkout/${uid}/pay/`, { json: { card_number: "4242424242424242", expiry: "12/34", cvc: "123" } })).status,
    ).toBe(200);
    const included = accessEntrySchema
      .array()
      .parse((await call("/items/access/")).body.results)
      .find((entry) => entry.access_source === "subscription")!;
    expect(await item(included.slug)).toMatchObject({ has_access: true, refunded_at: null });
    expect((await call(`/admin/orders/${uid}/refund/`, { json: {}, as: archive.member })).status).toBe(200);
    const after = await myListEntry(included.uid);
    expect(after).toMatchObject({ access_status: "refunded", refunded_at: expect.any(String), has_access: false });
    expect((await item(included.slug)).refunded_at).toBe(after!.refunded_at);
    const [mail] = await refundMails(uid);
    expect(mail!.text).toContain(`${archive.plan.nameFr} – 9.00 `);
  });
});

describe("charge.refunded from the provider", () => {
  const provider = createTestProvider(TEST_SECRET);

  async function deliver(payload: string) {
    const response = await backend.fetch(
      new Request("http://localhost/api/webhooks/stripe", {
        method: "POST",
        headers: { host: "localhost", "content-type": "application/json", "stripe-signature": provider.sign(payload) },
        body: payload,
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  it("mails the buyer once: a replay of the event mails nothing more", async () => {
    const target = archive.sold[2]!;
    const order = await buy(target, "fr");
    const [row] = await backend.db.select().from(checkoutSessions).where(eq(checkoutSessions.uid, order));
    const charge = JSON.stringify({
      id: `evt_refund_${order}`,
      object: "event",
      type: "charge.refunded",
      data: {
        object: { id: "ch_1", object: "charge", payment_intent: row!.providerPaymentId, amount: row!.amount, amount_refunded: row!.amount },
      },
    });
    expect(await deliver(charge)).toEqual({ status: 200, body: { received: true, replay: false } });
    expect(await deliver(charge)).toEqual({ status: 200, body: { received: true, replay: true } });
    const mails = await refundMails(order);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(target.nameFr);
    expect(await myListEntry(target.uid)).toMatchObject({ access_status: "refunded" });
  });
});

describe("GET /admin/orders/", () => {
  it("names what was bought in the member's language, and says when an order was refunded", async () => {
    const target = archive.sold[3]!;
    const order = await buy(target, "en");
    const inFrench = orderSchema
      .array()
      .parse((await call("/admin/orders/", { as: archive.member, locale: "fr" })).body.results)
      .find((o) => o.uid === order);
    expect(inFrench).toMatchObject({ status: "complete", refunded_at: null });
    expect(inFrench!.lines.map((line) => line.name)).toEqual([target.nameFr]);
    const inEnglish = orderSchema
      .array()
      .parse((await call("/admin/orders/", { as: archive.member })).body.results)
      .find((o) => o.uid === order);
    expect(inEnglish!.lines.map((line) => line.name)).toEqual([target.nameEn]);

    const refunded = orderSchema.parse((await call(`/admin/orders/${order}/refund/`, { json: {}, as: archive.member, locale: "fr" })).body);
    expect(refunded.lines.map((line) => line.name)).toEqual([target.nameFr]);
    const listed = orderSchema
      .array()
      .parse((await call("/admin/orders/", { as: archive.member })).body.results)
      .find((o) => o.uid === order);
    expect(listed).toMatchObject({ status: "refunded", refunded_at: refunded.refunded_at });
  });
});
