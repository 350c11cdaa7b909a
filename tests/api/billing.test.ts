// Paid access end to end on the paid demo site (spec §2 cart, §3 Price/Plan, §4 checkout, §6, §9):
// plans, checkout priced from our records, the built-in test checkout and its cards, the signed
// events that alone grant access, replays and racing deliveries, downloads by choice, refunds,
// subscriptions and their plans, and My List.
import { and, eq } from "drizzle-orm";
import { createTestProvider } from "@/backend/adapters/payments/test-provider";
import { accessGrants, checkoutSessions, items, outgoingMail, planItems, plans, prices, websites } from "@/backend/db/schema";
import { settleBackgroundTasks } from "@/backend/services/background";
import { checkoutSessionSchema, orderSchema, planSchema, subscriptionSchema } from "@/lib/api/billing-schemas";
import { accessEntrySchema, itemSchema } from "@/lib/api/schemas";
import { createTestBackend, studioSession, TEST_SECRET, type TestBackend } from "./helpers/test-backend";
import { DEMO_ACCOUNTS, DEMO_SITES, STUDIO_MEMBER } from "@/backend/seed/demo-accounts";

let backend: TestBackend;
let buyer: Record<string, string>;
const STUDIO = DEMO_SITES.studio.host;

type Reply = { status: number; body: Record<string, unknown> };

/** The studio sells to buyers by e-mail (docs/buyers.md): every checkout here is this buyer's, in one browser. */
const BUYER_EMAIL = "buyer@example.org";

async function call(path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}): Promise<Reply> {
  const headers: Record<string, string> = { host: STUDIO, ...buyer, ...init.headers };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  const isCheckout = path === "/billing/checkout/" && typeof init.json === "object" && init.json !== null && !("email" in init.json);
  const json = isCheckout ? { email: BUYER_EMAIL, ...(init.json as object) } : init.json;
  const response = await backend.request(path, {
    method: init.method ?? (json === undefined ? "GET" : "POST"),
    headers,
    body: json === undefined ? undefined : JSON.stringify(json),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  // The browser keeps the buyer identity its first checkout made (the BFF's buyer cookie).
  if (typeof body.buyer_token === "string") buyer = { ...buyer, "x-buyer-token": body.buyer_token };
  return { status: response.status, body };
}

async function studioId(): Promise<number> {
  const [site] = await backend.db.select({ id: websites.id }).from(websites).where(eq(websites.code, "studio"));
  return site!.id;
}

/** Published, sold studio items with their prices, in id order. */
async function soldItems() {
  const siteId = await studioId();
  const rows = await backend.db
    .select({
      id: items.id,
      uid: items.uid,
      slug: items.slug,
      priceUid: prices.uid,
      amount: prices.amount,
      period: prices.period,
      choices: prices.downloadableChoices,
    })
    .from(items)
    .innerJoin(prices, eq(prices.itemId, items.id))
    .where(and(eq(items.websiteId, siteId), eq(items.monetizationEnabled, true)))
    .orderBy(items.id, prices.position);
  const detail = async (slug: string) => (await call(`/items/${slug}/`)).status === 200;
  const published = [];
  for (const row of rows) if (await detail(row.slug)) published.push(row);
  return published;
}

const used = new Set<number>();

/** A sold item nobody has bought in this file yet (each test takes its own). */
async function freshItem(predicate: (row: Awaited<ReturnType<typeof soldItems>>[number]) => boolean = () => true) {
  for (const row of await soldItems()) {
    if (used.has(row.id) || !predicate(row)) continue;
    if ((await item(row.slug)).has_access) continue;
    used.add(row.id);
    return row;
  }
  throw new Error("no sold item left");
}

/** Starts a checkout and returns our session uid (the test checkout's URL ends with it). */
async function checkout(json: unknown): Promise<string> {
  const reply = await call("/billing/checkout/", { json });
  expect(reply.status).toBe(201);
  const url = String(reply.body.checkout_session_url);
  expect(url).toMatch(/^http:\/\/studio\.localhost(:\d+)?\/checkout\/test\/[0-9a-f-]{36}$/);
  return url.slice(-36);
}

const pay = (uid: string, card = "4242 4242 4242 4242") =>
  call(`/billing/test-checkout/${uid}/pay/`, { json: { card_number: card, expiry: "12 / 34", cvc: "123" } });

async function item(slug: string) {
  return itemSchema.parse((await call(`/items/${slug}/`)).body);
}

beforeAll(async () => {
  backend = await createTestBackend({ items: 60 });
  buyer = await studioSession(backend);
});
afterAll(() => backend?.close());

describe("GET /billing/plans/", () => {
  it("lists the site's plans, cheapest first, with sanitised descriptions", async () => {
    const reply = await call("/billing/plans/?ordering=amount");
    expect(reply.status).toBe(200);
    const list = planSchema.strict().array().parse(reply.body.results);
    expect(list.length).toBeGreaterThan(1);
    expect(list.map((p) => p.amount)).toEqual([...list.map((p) => p.amount)].sort((a, b) => a - b));
    expect(list.every((p) => !/<script/i.test(p.description ?? ""))).toBe(true);
    // Dearest first; an unknown ordering is dropped, as DRF does, and the site's own order applies.
    const dearest = planSchema.array().parse((await call("/billing/plans/?ordering=-amount")).body.results);
    expect(dearest.map((p) => p.uid)).toEqual([...list].reverse().map((p) => p.uid));
    const unknown = await call("/billing/plans/?ordering=price%ZZ");
    expect(unknown.status).toBe(200);
    expect(planSchema.array().parse(unknown.body.results)).toHaveLength(list.length);
  });

  it("is empty on a site that sells nothing", async () => {
    const reply = await call("/billing/plans/", { headers: { host: "localhost", authorization: "" } });
    expect(reply).toEqual({ status: 200, body: { count: 0, results: [] } });
  });
});

describe("POST /billing/checkout/", () => {
  it("needs a session (401)", async () => {
    const [first] = await soldItems();
    const reply = await backend.request("/billing/checkout/", {
      method: "POST",
      headers: { host: "localhost", "content-type": "application/json" },
      body: JSON.stringify({ type: "prices", prices: [first!.priceUid] }),
    });
    expect(reply.status).toBe(401);
  });

  it("prices the session from our records: an amount in the body changes nothing", async () => {
    const [first] = await soldItems();
    const uid = await checkout({ type: "prices", prices: [first!.priceUid], amount: 1, currency: "usd" });
    const session = checkoutSessionSchema.strict().parse((await call(`/billing/sessions/${uid}/`)).body);
    expect(session).toMatchObject({ status: "open", type: "prices", provider: "test", currency: "chf", amount: first!.amount });
    expect(session.lines).toEqual([expect.objectContaining({ item_uid: first!.uid, amount: first!.amount, period: first!.period })]);
    expect(session.cancel_path).toBe(`/${first!.slug}`);
  });

  it.each([["an unknown price", () => ["00000000-0000-4000-8000-000000000000"]]])("refuses %s with errors.prices", async (_name, list) => {
    const reply = await call("/billing/checkout/", { json: { type: "prices", prices: list() } });
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ prices: [expect.any(String)] });
  });

  it("refuses two prices of one item, a price of another site and an unsold item's price", async () => {
    const sold = await soldItems();
    const twice = sold.find((row, i) => sold.findIndex((r) => r.id === row.id) !== i);
    if (twice) {
      const both = sold.filter((r) => r.id === twice.id).map((r) => r.priceUid);
      expect((await call("/billing/checkout/", { json: { type: "prices", prices: both } })).body.errors).toEqual({
        prices: [expect.stringMatching(/one price per item/)],
      });
    }
    // A price on an archive item (another site): unknown here.
    const [archiveItem] = await backend.db
      .select({ id: items.id })
      .from(items)
      .where(eq(items.websiteId, (await studioId()) === 1 ? 2 : 1))
      .limit(1);
    const [foreign] = await backend.db.insert(prices).values({ itemId: archiveItem!.id, amount: 1 }).returning();
    expect((await call("/billing/checkout/", { json: { type: "prices", prices: [foreign!.uid] } })).status).toBe(400);
    // An item of this site taken off sale keeps its price row, but is not for sale.
    const target = sold[sold.length - 1]!;
    await backend.db.update(items).set({ monetizationEnabled: false }).where(eq(items.id, target.id));
    const reply = await call("/billing/checkout/", { json: { type: "prices", prices: [target.priceUid] } });
    await backend.db.update(items).set({ monetizationEnabled: true }).where(eq(items.id, target.id));
    expect(reply.status).toBe(400);
    expect(reply.body.errors).toEqual({ prices: [expect.stringMatching(/not for sale/)] });
  });

  it("refuses a checkout on a site that sells nothing (403)", async () => {
    const reply = await backend.request("/billing/checkout/", {
      method: "POST",
      headers: { host: "localhost", "content-type": "application/json", ...(await archiveSession()) },
      body: JSON.stringify({ type: "subscription", subscription: "00000000-0000-4000-8000-000000000000" }),
    });
    expect(reply.status).toBe(403);
  });
});

async function archiveSession(): Promise<{ authorization: string }> {
  const account = DEMO_ACCOUNTS.researcher;
  const response = await backend.request("/auth/login/", {
    method: "POST",
    headers: { host: "localhost", "content-type": "application/json" },
    body: JSON.stringify({ email: account.email, password: account.password }),
  });
  const { token } = (await response.json()) as { token: string };
  return { authorization: `website-token ${token}` };
}

describe("the built-in test checkout", () => {
  it("4242… pays: the event grants the rental, the item plays, the receipt is mailed, the session is complete", async () => {
    const rental = await freshItem((r) => r.period > 0);
    expect((await item(rental.slug)).has_access).toBe(false);
    const uid = await checkout({ type: "prices", prices: [rental.priceUid] });
    // The buyer's address was given at checkout: the receipt goes there.
    expect(checkoutSessionSchema.parse((await call(`/billing/sessions/${uid}/`)).body).email_needed).toBe(false);
    const paid = await pay(uid, "4242 4242 4242 4242");
    expect(paid.status).toBe(200);
    expect(paid.body.status).toBe("complete");
    const after = await item(rental.slug);
    expect(after.has_access).toBe(true);
    const hours = (Date.parse(after.expire_at!) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(rental.period - 0.1);
    expect(hours).toBeLessThanOrEqual(rental.period);
    await settleBackgroundTasks();
    const [mail] = await backend.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, "buyer@example.org"));
    expect(mail?.subject).toMatch(/receipt/i);
    // Paying twice is refused.
    expect((await pay(uid)).status).toBe(409);
  });

  it("a declined card and insufficient funds leave no access and keep the session open", async () => {
    const target = await freshItem((r) => r.period === 0);
    const uid = await checkout({ type: "prices", prices: [target.priceUid] });
    // Declines are not a field's fault: Stripe's code and text, no field errors.
    const declined = await pay(uid, "4000 0000 0000 0002");
    expect(declined).toEqual({ status: 402, body: { type: "card_declined", message: "Your card was declined." } });
    const poor = await pay(uid, "4000000000009995");
    expect(poor).toEqual({ status: 402, body: { type: "insufficient_funds", message: "Your card has insufficient funds." } });
    expect((await item(target.slug)).has_access).toBe(false);
    const session = checkoutSessionSchema.parse((await call(`/billing/sessions/${uid}/`)).body);
    expect(session).toMatchObject({ status: "open", failure: "insufficient_funds" });
    const grants = await backend.db.select().from(accessGrants).where(eq(accessGrants.itemId, target.id));
    expect(grants).toEqual([]);
  });

  it("an expired session cannot be paid", async () => {
    const [first] = await soldItems();
    const uid = await checkout({ type: "prices", prices: [first!.priceUid] });
    await backend.db
      .update(checkoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(checkoutSessions.uid, uid));
    expect((await pay(uid)).body.type).toBe("checkout_expired");
    expect(checkoutSessionSchema.parse((await call(`/billing/sessions/${uid}/`)).body).status).toBe("expired");
  });

  it("a session is its buyer's only", async () => {
    const [first] = await soldItems();
    const uid = await checkout({ type: "prices", prices: [first!.priceUid] });
    const other = await studioSession(backend);
    // The same browser (its buyer cookie) sees it; another browser with the site password alone does not.
    expect((await call(`/billing/sessions/${uid}/`, { headers: { ...other, "x-buyer-token": buyer["x-buyer-token"]! } })).status).toBe(200);
    expect((await call(`/billing/sessions/${uid}/`, { headers: { ...other, "x-buyer-token": "" } })).status).toBe(404);
    expect(
      (await call(`/billing/sessions/${uid}/`, { headers: { host: "localhost", authorization: (await archiveSession()).authorization } }))
        .status,
    ).toBe(404);
  });
});

describe("POST /api/webhooks/stripe", () => {
  const provider = createTestProvider(TEST_SECRET);

  async function deliver(payload: string, signature = provider.sign(payload)) {
    const response = await backend.fetch(
      new Request("http://localhost/api/webhooks/stripe", {
        method: "POST",
        headers: { host: "localhost", "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      }),
    );
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }

  async function openSession() {
    const target = await freshItem((r) => r.period === 0);
    const uid = await checkout({ type: "prices", prices: [target.priceUid] });
    const [row] = await backend.db.select().from(checkoutSessions).where(eq(checkoutSessions.uid, uid));
    const event = (id: string, type = "checkout.session.completed", extra: Record<string, unknown> = {}) =>
      JSON.stringify({
        id,
        object: "event",
        type,
        data: {
          object: {
            id: row!.providerSessionId,
            object: "checkout.session",
            payment_status: "paid",
            amount_total: row!.amount,
            payment_intent: `pi_${id}`,
            metadata: { checkout_uid: uid },
            ...extra,
          },
        },
      });
    return { uid, row: row!, target, event };
  }

  it("answers 400 to a bad or missing signature and grants nothing", async () => {
    const { target, event } = await openSession();
    const payload = event("evt_forged");
    expect((await deliver(payload, "t=1,v1=deadbeef")).status).toBe(400);
    expect((await deliver(payload, createTestProvider("another-secret-of-16+").sign(payload))).status).toBe(400);
    const response = await backend.fetch(
      new Request("http://localhost/api/webhooks/stripe", { method: "POST", headers: { host: "localhost" }, body: payload }),
    );
    expect(response.status).toBe(400);
    expect(await backend.db.select().from(accessGrants).where(eq(accessGrants.itemId, target.id))).toEqual([]);
  });

  it("a replayed event and two deliveries at once give one grant", async () => {
    const { target, event, uid } = await openSession();
    const payload = event("evt_twice");
    const [a, b] = await Promise.all([deliver(payload), deliver(payload)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.replay, b.body.replay].sort()).toEqual([false, true]);
    expect((await deliver(payload)).body.replay).toBe(true);
    // Another event for the same session (an async success after completion) adds nothing either.
    await deliver(event("evt_async", "checkout.session.async_payment_succeeded"));
    const grants = await backend.db.select().from(accessGrants).where(eq(accessGrants.itemId, target.id));
    expect(grants).toHaveLength(1);
    expect(checkoutSessionSchema.parse((await call(`/billing/sessions/${uid}/`)).body).status).toBe("complete");
  });

  it("an unpaid completion grants nothing; a wrong amount grants nothing", async () => {
    const first = await openSession();
    await deliver(first.event("evt_unpaid", "checkout.session.completed", { payment_status: "unpaid" }));
    expect(checkoutSessionSchema.parse((await call(`/billing/sessions/${first.uid}/`)).body).status).toBe("processing");
    await deliver(first.event("evt_cheap", "checkout.session.completed", { amount_total: 1 }));
    expect(await backend.db.select().from(accessGrants).where(eq(accessGrants.checkoutSessionId, first.row.id))).toEqual([]);
  });

  it("charge.refunded revokes what the payment granted", async () => {
    const { event, target, row } = await openSession();
    await deliver(event("evt_paid_then_refunded"));
    expect((await item(target.slug)).has_access).toBe(true);
    const charge = JSON.stringify({
      id: "evt_refund",
      object: "event",
      type: "charge.refunded",
      data: {
        object: {
          id: "ch_1",
          object: "charge",
          payment_intent: "pi_evt_paid_then_refunded",
          amount: row.amount,
          amount_refunded: row.amount,
        },
      },
    });
    expect((await deliver(charge)).status).toBe(200);
    expect((await item(target.slug)).has_access).toBe(false);
  });
});

describe("downloads follow the price's download choices", () => {
  it("HD only, source only, or both", async () => {
    const sold = await soldItems();
    const withChoice = sold.filter((r) => r.choices !== null);
    const owned = new Set<number>();
    for (const row of withChoice) {
      if (owned.has(row.id)) continue;
      const detail = await item(row.slug);
      if (!detail.is_content_downloadable || detail.has_access) continue;
      owned.add(row.id);
      const uid = await checkout({ type: "prices", prices: [row.priceUid] });
      expect((await pay(uid)).status).toBe(200);
      const files = (await call(`/items/${row.uid}/download/`)).body as unknown as { slug: string }[];
      const slugs = new Set(files.map((f) => f.slug).filter((s) => s !== "extra"));
      const expected = { 1: ["hd"], 2: ["source"], 3: ["hd", "source"] }[row.choices as 1 | 2 | 3];
      expect(slugs.size).toBeGreaterThan(0);
      expect([...slugs].every((s) => expected.includes(s))).toBe(true);
      if (owned.size >= 3) break;
    }
  });
});

describe("subscriptions", () => {
  it("a plan gives every item it includes and no other; cancel keeps access to the period's end", async () => {
    const siteId = await studioId();
    const [plan] = await backend.db.select().from(plans).where(eq(plans.websiteId, siteId)).orderBy(plans.amount).limit(1);
    const included = await backend.db.select({ itemId: planItems.itemId }).from(planItems).where(eq(planItems.planId, plan!.id));
    const includedIds = new Set(included.map((r) => r.itemId));
    const sold = await soldItems();
    const inside = await freshItem((r) => includedIds.has(r.id));
    let outside: (typeof sold)[number] | undefined;
    for (const r of sold) if (!includedIds.has(r.id) && !(await item(r.slug)).has_access) outside ??= r;
    const uid = await checkout({ type: "subscription", subscription: plan!.uid, item: inside!.uid });
    const session = checkoutSessionSchema.parse((await call(`/billing/sessions/${uid}/`)).body);
    expect(session).toMatchObject({ currency: "eur", amount: plan!.amount, plan: { uid: plan!.uid } });
    expect((await pay(uid)).status).toBe(200);
    const insideItem = await item(inside!.slug);
    expect(insideItem.has_access).toBe(true);
    if (outside) expect((await item(outside.slug)).has_access).toBe(false);
    // Subscribing twice to the same plan is refused.
    expect((await call("/billing/checkout/", { json: { type: "subscription", subscription: plan!.uid } })).body.errors).toEqual({
      subscription: [expect.any(String)],
    });

    const list = subscriptionSchema.array().parse((await call("/billing/subscriptions/")).body.results);
    const mine = list.find((s) => s.plan.uid === plan!.uid)!;
    expect(mine.status).toBe("active");
    const cancelled = subscriptionSchema.parse((await call(`/billing/subscriptions/${mine.uid}/cancel/`, { json: {} })).body);
    expect(cancelled).toMatchObject({ status: "canceled", cancel_at_period_end: true });
    expect((await item(inside!.slug)).has_access).toBe(true);

    const myList = accessEntrySchema.array().parse((await call("/items/access/")).body.results);
    expect(myList.find((e) => e.uid === inside!.uid)).toMatchObject({ access_source: "subscription", plan: { uid: plan!.uid } });
  });
});

describe("members' orders and refunds", () => {
  it("lists paid orders; a refund ends the access and is in the audit log; members only", async () => {
    const target = await freshItem((r) => r.period === 0);
    const uid = await checkout({ type: "prices", prices: [target.priceUid] });
    await pay(uid);
    expect((await item(target.slug)).has_access).toBe(true);
    const entry = accessEntrySchema
      .array()
      .parse((await call("/items/access/")).body.results)
      .find((e) => e.uid === target.uid);
    expect(entry).toMatchObject({ access_status: "active", access_source: "purchase", expire_at: null });

    // The studio's shared account is not a member.
    expect((await call("/admin/orders/")).status).toBe(403);
    const member = await memberOfStudio();
    const orders = orderSchema.array().parse((await call("/admin/orders/", { headers: member })).body.results);
    expect(orders.find((o) => o.uid === uid)).toMatchObject({ status: "complete", provider: "test", amount: target.amount });
    const refunded = orderSchema.parse((await call(`/admin/orders/${uid}/refund/`, { json: {}, headers: member })).body);
    expect(refunded.status).toBe("refunded");
    expect((await item(target.slug)).has_access).toBe(false);
    expect((await call(`/admin/orders/${uid}/refund/`, { json: {}, headers: member })).status).toBe(409);
    const after = accessEntrySchema
      .array()
      .parse((await call("/items/access/")).body.results)
      .find((e) => e.uid === target.uid);
    // Ended by the refund, and said so (not "expired").
    expect(after).toMatchObject({ access_status: "refunded", refunded_at: refunded.refunded_at });
  });
});

/** The studio's member, signed in with their own e-mail and password (the site password is for visitors). */
async function memberOfStudio(): Promise<Record<string, string>> {
  const response = await backend.request("/auth/login/", {
    method: "POST",
    headers: { host: STUDIO, "content-type": "application/json" },
    body: JSON.stringify({ email: STUDIO_MEMBER.email, password: STUDIO_MEMBER.password }),
  });
  const { token } = (await response.json()) as { token: string };
  return { host: STUDIO, authorization: `website-token ${token}` };
}
