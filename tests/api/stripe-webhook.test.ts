// The paid path with the Stripe provider (against a local fake of Stripe's API) and the webhook
// route together, on the studio demo site: checkout sends our own prices to Stripe, nothing is
// granted until a signed event reaches POST /api/webhooks/stripe, replays and racing deliveries
// grant once, subscriptions follow their invoices and their end, and a member's refund goes
// through Stripe and ends the access.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import Stripe from "stripe";
import { createStripeProvider } from "@/backend/adapters/payments/stripe-provider";
import { accessGrants, checkoutSessions, items, planItems, plans, prices, subscriptions, websites } from "@/backend/db/schema";
import { DEMO_SITES, STUDIO_MEMBER } from "@/backend/seed/demo-accounts";
import { orderSchema, subscriptionSchema } from "@/lib/api/billing-schemas";
import { accessEntrySchema, itemSchema } from "@/lib/api/schemas";
import { siteOrigin } from "@/lib/site/url";
import { startFakeStripe, type FakeStripe, type Recorded } from "./helpers/fake-stripe";
import { createTestBackend, studioSession, type TestBackend } from "./helpers/test-backend";

const WEBHOOK_SECRET = "whsec_stripe_webhook_test";
const STUDIO = DEMO_SITES.studio.host;
const HOUR_MS = 3_600_000;
/** Only for its local webhook helpers: it never makes a request. */
const offline = new Stripe("sk_test_offline", { maxNetworkRetries: 0 });

let fake: FakeStripe;
let backend: TestBackend;
let buyer: Record<string, string>;

beforeAll(async () => {
  fake = await startFakeStripe();
  const payments = createStripeProvider({
    secretKey: "sk_test_fake",
    webhookSecret: WEBHOOK_SECRET,
    host: fake.host,
    port: fake.port,
    protocol: fake.protocol,
  });
  backend = await createTestBackend({ items: 60, payments });
  buyer = await studioSession(backend);
});
afterAll(async () => {
  await backend?.close();
  await fake?.close();
});

type Reply = { status: number; body: Record<string, unknown> };

/** The studio sells to buyers by e-mail (docs/buyers.md): every checkout here is this buyer's, in one browser. */
const BUYER_EMAIL = "buyer@example.org";

async function call(path: string, init: { json?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
  const headers: Record<string, string> = { host: STUDIO, ...buyer, ...init.headers };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  const isCheckout = path === "/billing/checkout/" && typeof init.json === "object" && init.json !== null && !("email" in init.json);
  const json = isCheckout ? { email: BUYER_EMAIL, ...(init.json as object) } : init.json;
  const response = await backend.request(path, {
    method: json === undefined ? "GET" : "POST",
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  // The browser keeps the buyer identity its first checkout made (the BFF's buyer cookie).
  if (typeof body.buyer_token === "string") buyer = { ...buyer, "x-buyer-token": body.buyer_token };
  return { status: response.status, body };
}

const item = async (slug: string) => itemSchema.parse((await call(`/items/${slug}/`)).body);

async function myList() {
  return accessEntrySchema.array().parse((await call("/items/access/")).body.results);
}

async function studio() {
  const [site] = await backend.db.select().from(websites).where(eq(websites.code, "studio"));
  return site!;
}

type Sold = { id: number; uid: string; slug: string; priceUid: string; amount: number; period: number };
const used = new Set<number>();

/** A published, sold studio item nobody has bought in this file yet, with one of its prices. */
async function freshItem(predicate: (row: Sold) => boolean = () => true): Promise<Sold> {
  const site = await studio();
  const rows = await backend.db
    .select({ id: items.id, uid: items.uid, slug: items.slug, priceUid: prices.uid, amount: prices.amount, period: prices.period })
    .from(items)
    .innerJoin(prices, eq(prices.itemId, items.id))
    .where(and(eq(items.websiteId, site.id), eq(items.monetizationEnabled, true)))
    .orderBy(items.id, prices.position);
  for (const row of rows) {
    if (used.has(row.id) || !predicate(row)) continue;
    const detail = await call(`/items/${row.slug}/`);
    if (detail.status !== 200 || itemSchema.parse(detail.body).has_access) continue;
    used.add(row.id);
    return row;
  }
  throw new Error("no sold item left");
}

/** The one request the fake got since `from` for this method and path. */
function onlyRequest(method: string, path: string, from: number): Recorded {
  const matching = fake.requests.slice(from).filter((request) => request.method === method && request.path === path);
  expect(matching).toHaveLength(1);
  return matching[0]!;
}

/** Starts a checkout; returns what Stripe was sent and our session row. */
async function checkout(json: unknown) {
  const from = fake.requests.length;
  const reply = await call("/billing/checkout/", { json });
  expect(reply.status).toBe(201);
  const request = onlyRequest("POST", "/v1/checkout/sessions", from);
  const sessionId = /^https:\/\/checkout\.stripe\.test\/c\/pay\/(cs_test_\d+)$/.exec(String(reply.body.checkout_session_url))?.[1];
  expect(sessionId).toBeDefined();
  const [row] = await backend.db.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, sessionId!));
  expect(row).toMatchObject({ provider: "stripe", status: "open", uid: request.form["metadata[checkout_uid]"] });
  return { request, row: row!, url: String(reply.body.checkout_session_url) };
}

type Row = Awaited<ReturnType<typeof checkout>>["row"];

/** A Stripe event as its webhook delivers it: pretty-printed JSON, as Stripe sends it. */
function stripeEvent(type: string, object: Record<string, unknown>, id = `evt_${randomBytes(12).toString("hex")}`): string {
  const event = {
    id,
    object: "event",
    api_version: "2025-10-29.clover",
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object },
  };
  return JSON.stringify(event, null, 2);
}

/** What Stripe's Checkout Session looks like once paid. */
function completedSession(row: Row, extra: Record<string, unknown> = {}): Record<string, unknown> {
  const subscription = row.type === "subscription";
  return {
    id: row.providerSessionId,
    object: "checkout.session",
    mode: subscription ? "subscription" : "payment",
    status: "complete",
    payment_status: "paid",
    amount_total: row.amount,
    currency: row.currency,
    client_reference_id: row.uid,
    metadata: { checkout_uid: row.uid },
    customer_details: { email: "buyer@example.org" },
    payment_intent: subscription ? null : `pi_${randomBytes(8).toString("hex")}`,
    subscription: null,
    ...extra,
  };
}

const sign = (payload: string, secret = WEBHOOK_SECRET, timestamp?: number) =>
  offline.webhooks.generateTestHeaderString({ payload, secret, ...(timestamp === undefined ? {} : { timestamp }) });

/** POSTs the raw body to the webhook route, outside the API's base path and any site. */
async function deliver(payload: string, signature: string | null = sign(payload)): Promise<Reply> {
  const headers: Record<string, string> = { host: "localhost", "content-type": "application/json; charset=utf-8" };
  if (signature !== null) headers["stripe-signature"] = signature;
  const response = await backend.fetch(new Request("http://localhost/api/webhooks/stripe", { method: "POST", headers, body: payload }));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const grantsOf = (row: Row) => backend.db.select().from(accessGrants).where(eq(accessGrants.checkoutSessionId, row.id));

describe("one-off purchase through Stripe Checkout", () => {
  it("sends our prices to Stripe, grants nothing until the signed event, then the rental with its end", async () => {
    const rental = await freshItem((r) => r.period > 0);
    const site = await studio();
    const { request, row, url } = await checkout({ type: "prices", prices: [rental.priceUid], amount: 1, currency: "usd" });

    // What Stripe got: a payment for our own amount and currency, back to the item on cancel.
    const origin = siteOrigin(STUDIO);
    expect(request.authorization).toBe("Bearer sk_test_fake");
    expect(request.idempotencyKey).toBe(`checkout-${row.uid}`);
    expect(request.form).toMatchObject({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": site.monetizationCurrency,
      "line_items[0][price_data][unit_amount]": String(rental.amount),
      success_url: `${origin}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${origin}/${rental.slug}?checkout=canceled`,
      client_reference_id: row.uid,
      "payment_intent_data[metadata][checkout_uid]": row.uid,
    });
    expect(request.form["line_items[0][price_data][product_data][name]"]).toEqual(expect.any(String));
    expect(Object.keys(request.form).filter((key) => key.startsWith("line_items[1]"))).toEqual([]);
    // The buyer's address, given at checkout (docs/buyers.md).
    expect(request.form.customer_email).toBe(BUYER_EMAIL);
    expect(row).toMatchObject({ amount: rental.amount, currency: site.monetizationCurrency });
    expect(url).toBe(`https://checkout.stripe.test/c/pay/${row.providerSessionId}`);

    // Paying on Stripe's page is not enough: nothing is granted before the event.
    expect((await item(rental.slug)).has_access).toBe(false);
    expect((await myList()).find((entry) => entry.uid === rental.uid)).toBeUndefined();

    const paid = completedSession(row);
    const before = Date.now();
    const delivered = await deliver(stripeEvent("checkout.session.completed", paid));
    const after = Date.now();
    expect(delivered).toEqual({ status: 200, body: { received: true, replay: false } });

    const detail = await item(rental.slug);
    expect(detail.has_access).toBe(true);
    const end = Date.parse(detail.expire_at!);
    expect(end).toBeGreaterThanOrEqual(before + rental.period * HOUR_MS);
    expect(end).toBeLessThanOrEqual(after + rental.period * HOUR_MS);
    expect((await myList()).find((entry) => entry.uid === rental.uid)).toMatchObject({
      access_status: "active",
      access_source: "rental",
      expire_at: detail.expire_at,
    });
    const [completed] = await backend.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, row.id));
    expect(completed).toMatchObject({ status: "complete", providerPaymentId: paid.payment_intent, customerEmail: "buyer@example.org" });
  });

  it("refuses a bad signature (400) and grants nothing", async () => {
    const target = await freshItem((r) => r.period === 0);
    const { row } = await checkout({ type: "prices", prices: [target.priceUid] });
    const payload = stripeEvent("checkout.session.completed", completedSession(row));

    const refusals = [
      await deliver(payload, sign(payload, "whsec_someone_else")),
      await deliver(payload.replace(`"amount_total": ${row.amount}`, `"amount_total": ${row.amount + 1}`), sign(payload)),
      await deliver(payload, sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) - 301)),
      await deliver(payload, "t=1,v1=deadbeef"),
      await deliver(payload, null),
    ];
    expect(refusals.map((reply) => [reply.status, reply.body.type])).toEqual(Array(5).fill([400, "invalid_signature"]));
    expect(await grantsOf(row)).toEqual([]);
    expect((await item(target.slug)).has_access).toBe(false);

    // The same event, properly signed, is still news: the refusals did not record it.
    expect(await deliver(payload)).toEqual({ status: 200, body: { received: true, replay: false } });
    expect((await item(target.slug)).has_access).toBe(true);
  });

  it("refuses a signature dated more than 5 minutes ahead or behind (400); one within is taken", async () => {
    // An event we do not act on: only the signature's date is judged here.
    const payload = stripeEvent("customer.created", { id: "cus_1", object: "customer" });
    const now = Math.floor(Date.now() / 1000);
    const refusals = [
      await deliver(payload, sign(payload, WEBHOOK_SECRET, now + 301)),
      await deliver(payload, sign(payload, WEBHOOK_SECRET, now + 86_400)),
      await deliver(payload, sign(payload, WEBHOOK_SECRET, now - 301)),
    ];
    expect(refusals.map((reply) => [reply.status, reply.body.type])).toEqual(Array(3).fill([400, "invalid_signature"]));
    // A sender's clock a little ahead of ours is no reason to refuse.
    expect(await deliver(payload, sign(payload, WEBHOOK_SECRET, now + 240))).toEqual({
      status: 200,
      body: { received: true, replay: false },
    });
  });

  it("a replay of the same event id changes nothing: one grant", async () => {
    const target = await freshItem((r) => r.period === 0);
    const { row } = await checkout({ type: "prices", prices: [target.priceUid] });
    const payload = stripeEvent("checkout.session.completed", completedSession(row));
    expect((await deliver(payload)).body.replay).toBe(false);
    // Stripe retries with a fresh signature.
    const replay = await deliver(payload, sign(payload, WEBHOOK_SECRET, Math.floor(Date.now() / 1000) + 1));
    expect(replay).toEqual({ status: 200, body: { received: true, replay: true } });
    const grants = await grantsOf(row);
    expect(grants).toHaveLength(1);
    expect(grants[0]).toMatchObject({ itemId: target.id, source: "purchase", endsAt: null, revokedAt: null });
    expect((await item(target.slug)).has_access).toBe(true);
  });

  it("two deliveries at once, of one event or of two events for the session, give one grant", async () => {
    const target = await freshItem((r) => r.period === 0);
    const { row } = await checkout({ type: "prices", prices: [target.priceUid] });
    const paid = completedSession(row);
    const payload = stripeEvent("checkout.session.completed", paid);
    const [a, b] = await Promise.all([deliver(payload), deliver(payload)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.replay, b.body.replay].sort()).toEqual([false, true]);

    const other = await freshItem((r) => r.period === 0);
    const second = await checkout({ type: "prices", prices: [other.priceUid] });
    const object = completedSession(second.row);
    const [c, d] = await Promise.all([
      deliver(stripeEvent("checkout.session.completed", object)),
      deliver(stripeEvent("checkout.session.async_payment_succeeded", object)),
    ]);
    expect([c.body.replay, d.body.replay]).toEqual([false, false]);

    expect(await grantsOf(row)).toHaveLength(1);
    expect(await grantsOf(second.row)).toHaveLength(1);
    expect((await item(target.slug)).has_access).toBe(true);
    expect((await item(other.slug)).has_access).toBe(true);
  });
});

/** A plan of the studio and a sold item it includes that nobody has bought in this file yet. */
async function planWithFreshItem() {
  const site = await studio();
  const sitePlans = await backend.db.select().from(plans).where(eq(plans.websiteId, site.id)).orderBy(plans.amount);
  for (const plan of sitePlans) {
    const included = await backend.db.select({ itemId: planItems.itemId }).from(planItems).where(eq(planItems.planId, plan.id));
    const ids = new Set(included.map((r) => r.itemId));
    const inside = await freshItem((r) => ids.has(r.id)).catch(() => undefined);
    if (inside) return { plan, inside };
  }
  throw new Error("no plan with a sold item left");
}

describe("a subscription through Stripe Checkout", () => {
  it("sends a recurring price; completion grants the plan's items; invoice.paid extends; deletion ends", async () => {
    const { plan, inside } = await planWithFreshItem();

    const { request, row } = await checkout({ type: "subscription", subscription: plan.uid, item: inside.uid });
    expect(request.idempotencyKey).toBe(`checkout-${row.uid}`);
    expect(request.form).toMatchObject({
      mode: "subscription",
      "line_items[0][quantity]": "1",
      // Plans are priced in euros whatever the site's currency.
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": String(plan.amount),
      "line_items[0][price_data][recurring][interval]": plan.interval,
      "subscription_data[metadata][checkout_uid]": row.uid,
      cancel_url: `${siteOrigin(STUDIO)}/${inside.slug}?checkout=canceled`,
    });
    expect(Object.keys(request.form).filter((key) => key.startsWith("payment_intent_data"))).toEqual([]);
    expect((await item(inside.slug)).has_access).toBe(false);

    // Completion names the subscription Stripe made.
    const subscriptionId = `sub_${randomBytes(8).toString("hex")}`;
    const completed = await deliver(stripeEvent("checkout.session.completed", completedSession(row, { subscription: subscriptionId })));
    expect(completed.status).toBe(200);
    const granted = await item(inside.slug);
    expect(granted.has_access).toBe(true);
    const [sub] = await backend.db.select().from(subscriptions).where(eq(subscriptions.checkoutSessionId, row.id));
    expect(sub).toMatchObject({ providerSubscriptionId: subscriptionId, status: "active", planId: plan.id });
    expect(granted.expire_at).toBe(sub!.endsAt.toISOString());
    expect((await myList()).find((entry) => entry.uid === inside.uid)).toMatchObject({
      access_source: "subscription",
      plan: { uid: plan.uid },
    });

    const invoice = (end: number, billingReason: string) => ({
      id: `in_${randomBytes(8).toString("hex")}`,
      object: "invoice",
      status: "paid",
      billing_reason: billingReason,
      parent: { type: "subscription_details", subscription_details: { subscription: subscriptionId, metadata: {} } },
      lines: { object: "list", data: [{ object: "line_item", period: { start: end - 30 * 86_400, end } }] },
    });
    const firstEnd = Math.floor(sub!.endsAt.getTime() / 1000);
    // The first period's own invoice (possibly a little earlier than our end) shortens nothing.
    expect((await deliver(stripeEvent("invoice.paid", invoice(firstEnd - 60, "subscription_create")))).status).toBe(200);
    expect((await item(inside.slug)).expire_at).toBe(sub!.endsAt.toISOString());
    // A renewal moves the end on.
    const renewedEnd = firstEnd + 31 * 86_400;
    expect((await deliver(stripeEvent("invoice.paid", invoice(renewedEnd, "subscription_cycle")))).status).toBe(200);
    const renewed = await item(inside.slug);
    expect(renewed).toMatchObject({ has_access: true, expire_at: new Date(renewedEnd * 1000).toISOString() });

    // The buyer cancels: Stripe is told to stop at the period's end, and access lasts until then.
    const mine = subscriptionSchema
      .array()
      .parse((await call("/billing/subscriptions/")).body.results)
      .find((s) => s.plan.uid === plan.uid)!;
    const from = fake.requests.length;
    const cancelled = await call(`/billing/subscriptions/${mine.uid}/cancel/`, { json: {} });
    expect(cancelled.status).toBe(200);
    expect(onlyRequest("POST", `/v1/subscriptions/${subscriptionId}`, from).form).toEqual({ cancel_at_period_end: "true" });
    expect((await item(inside.slug)).has_access).toBe(true);

    // Stripe ends it: access ends.
    const deleted = await deliver(
      stripeEvent("customer.subscription.deleted", { id: subscriptionId, object: "subscription", status: "canceled" }),
    );
    expect(deleted.status).toBe(200);
    expect((await item(inside.slug)).has_access).toBe(false);
    const [ended] = await backend.db.select().from(subscriptions).where(eq(subscriptions.id, sub!.id));
    expect(ended!.status).toBe("ended");
    const listed = subscriptionSchema.array().parse((await call("/billing/subscriptions/")).body.results);
    expect(listed.find((s) => s.uid === mine.uid)?.status).toBe("ended");
  });
});

/** The studio's member, signed in with their own e-mail and password (the site password is for visitors). */
async function memberOfStudio(): Promise<Record<string, string>> {
  const reply = await call("/auth/login/", {
    json: { email: STUDIO_MEMBER.email, password: STUDIO_MEMBER.password },
    headers: { authorization: "" },
  });
  return { host: STUDIO, authorization: `website-token ${String(reply.body.token)}` };
}

describe("refunds of a Stripe order", () => {
  async function paidOrder() {
    const target = await freshItem((r) => r.period === 0);
    const { row } = await checkout({ type: "prices", prices: [target.priceUid] });
    const paid = completedSession(row);
    expect((await deliver(stripeEvent("checkout.session.completed", paid))).status).toBe(200);
    expect((await item(target.slug)).has_access).toBe(true);
    return { target, row, paymentIntent: String(paid.payment_intent) };
  }

  it("a member's refund goes through Stripe's refunds endpoint and ends the access; Stripe's charge.refunded after it changes nothing", async () => {
    const { target, row, paymentIntent } = await paidOrder();
    const member = await memberOfStudio();
    const orders = orderSchema.array().parse((await call("/admin/orders/", { headers: member })).body.results);
    expect(orders.find((order) => order.uid === row.uid)).toMatchObject({ provider: "stripe", status: "complete", amount: row.amount });

    const from = fake.requests.length;
    const reply = await call(`/admin/orders/${row.uid}/refund/`, { json: {}, headers: member });
    expect(reply.status).toBe(200);
    expect(orderSchema.parse(reply.body).status).toBe("refunded");
    const refund = onlyRequest("POST", "/v1/refunds", from);
    expect(refund.form).toEqual({ payment_intent: paymentIntent });
    expect(refund.idempotencyKey).toBe(`refund-${paymentIntent}`);
    expect((await item(target.slug)).has_access).toBe(false);
    // Ended by the refund, and said so (not "expired").
    expect((await myList()).find((entry) => entry.uid === target.uid)?.access_status).toBe("refunded");

    // Stripe then reports the refunded charge: accepted, and nothing comes back.
    const charge = { id: "ch_1", object: "charge", payment_intent: paymentIntent, amount: row.amount, amount_refunded: row.amount };
    expect((await deliver(stripeEvent("charge.refunded", charge))).status).toBe(200);
    expect((await item(target.slug)).has_access).toBe(false);
    expect((await call(`/admin/orders/${row.uid}/refund/`, { json: {}, headers: member })).status).toBe(409);
    expect(fake.requests.slice(from).filter((request) => request.path === "/v1/refunds")).toHaveLength(1);
  });

  it("when Stripe refuses the refund: a clear 502, and the order and its access stay", async () => {
    const { target, row } = await paidOrder();
    const member = await memberOfStudio();
    fake.failNext(400, { error: { type: "invalid_request_error", code: "charge_disputed", message: "Disputed." } });
    const logged = jest.spyOn(console, "warn").mockImplementation(() => {});
    let reply: Reply;
    try {
      reply = await call(`/admin/orders/${row.uid}/refund/`, { json: {}, headers: member });
      // The detail stays in the log.
      expect(logged.mock.calls.some((args) => args.includes("charge_disputed"))).toBe(true);
    } finally {
      logged.mockRestore();
    }
    expect(reply.status).toBe(502);
    expect(reply.body).toEqual({ type: "payment_provider_error", message: expect.stringMatching(/payment provider.*Nothing was changed/) });
    expect((await item(target.slug)).has_access).toBe(true);
    const [kept] = await backend.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, row.id));
    expect(kept!.status).toBe("complete");
  });

  it("a subscription's order is refunded through its invoice's payment, and the subscription stops at once", async () => {
    const { plan, inside } = await planWithFreshItem();
    const { row } = await checkout({ type: "subscription", subscription: plan.uid, item: inside.uid });
    const subscriptionId = `sub_${randomBytes(8).toString("hex")}`;
    const invoiceId = `in_${randomBytes(8).toString("hex")}`;
    const completed = completedSession(row, { subscription: subscriptionId, invoice: invoiceId });
    expect((await deliver(stripeEvent("checkout.session.completed", completed))).status).toBe(200);
    expect((await item(inside.slug)).has_access).toBe(true);

    const from = fake.requests.length;
    const reply = await call(`/admin/orders/${row.uid}/refund/`, { json: {}, headers: await memberOfStudio() });
    expect(reply.status).toBe(200);
    expect(onlyRequest("GET", "/v1/invoice_payments", from).query).toMatchObject({ invoice: invoiceId, status: "paid" });
    expect(onlyRequest("POST", "/v1/refunds", from).form).toEqual({ payment_intent: `pi_of_${invoiceId}` });
    onlyRequest("DELETE", `/v1/subscriptions/${subscriptionId}`, from);
    expect((await item(inside.slug)).has_access).toBe(false);
  });

  it("charge.refunded from Stripe (a refund made on its dashboard): a partial one keeps the access, a full one ends it", async () => {
    const { target, row, paymentIntent } = await paidOrder();
    const charge = (refunded: number) => ({
      id: "ch_dashboard",
      object: "charge",
      payment_intent: paymentIntent,
      amount: row.amount,
      amount_refunded: refunded,
    });
    expect((await deliver(stripeEvent("charge.refunded", charge(row.amount - 1)))).status).toBe(200);
    expect((await item(target.slug)).has_access).toBe(true);
    expect((await deliver(stripeEvent("charge.refunded", charge(row.amount)))).status).toBe(200);
    expect((await item(target.slug)).has_access).toBe(false);
    const [refunded] = await backend.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, row.id));
    expect(refunded!.status).toBe("refunded");
  });
});
