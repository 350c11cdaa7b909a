// Buyers on a shared-password site that sells (docs/buyers.md): every browser enters with the same
// site password, yet a purchase is its buyer's, known by the e-mail given at checkout. A browser
// sees what it bought (an unverified buyer) until the e-mailed link verifies it; the site password
// alone sees nobody's purchases.
import { randomUUID } from "node:crypto";
import { and, desc, eq, sql } from "drizzle-orm";
import { createTestProvider } from "@/backend/adapters/payments/test-provider";
import type { CheckoutDraft } from "@/backend/adapters/payments/types";
import {
  accessGrants,
  buyerLinks,
  checkoutSessions,
  files,
  items,
  outgoingMail,
  planItems,
  plans,
  prices,
  users,
  websites,
} from "@/backend/db/schema";
import { DEMO_ACCOUNTS, DEMO_SITES, STUDIO_MEMBER } from "@/backend/seed/demo-accounts";
import { settleBackgroundTasks } from "@/backend/services/background";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { hashToken } from "@/backend/services/sessions";
import { accessEntrySchema, itemSchema } from "@/lib/api/schemas";
import { subscriptionSchema } from "@/lib/api/billing-schemas";
import { createTestBackend, studioSession, TEST_SECRET, type TestBackend } from "./helpers/test-backend";

const STUDIO = DEMO_SITES.studio.host;
const OTHER = "other-studio.localhost";
const CARD = { card_number: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123" };

let backend: TestBackend;
let studioId: number;
const drafts: CheckoutDraft[] = [];

/** A browser: its site-password session, and the buyer cookie the BFF would keep for it. */
type Browser = { headers: Record<string, string> };
type Reply = { status: number; body: Record<string, unknown>; headers: Headers };

async function newBrowser(): Promise<Browser> {
  return { headers: await studioSession(backend) };
}

let address = 0;
/** Each test asks from its own address unless told otherwise (the limits per address). */
const nextIp = () => `10.9.${(address >> 8) & 255}.${(address += 1) & 255}`;

async function call(
  browser: Browser,
  path: string,
  init: { json?: unknown; headers?: Record<string, string>; method?: string } = {},
): Promise<Reply> {
  const headers: Record<string, string> = { ...browser.headers, ...init.headers };
  if (init.json !== undefined) headers["content-type"] = "application/json";
  const response = await backend.request(path, {
    method: init.method ?? (init.json === undefined ? "GET" : "POST"),
    headers,
    body: init.json === undefined ? undefined : JSON.stringify(init.json),
  });
  const text = await response.text();
  const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  // What the BFF does: the token becomes the browser's buyer cookie.
  if (typeof body.buyer_token === "string") browser.headers = { ...browser.headers, "x-buyer-token": body.buyer_token };
  return { status: response.status, body, headers: response.headers };
}

/** Published, sold studio items with a price each, in id order. */
async function soldItems() {
  const rows = await backend.db
    .select({ id: items.id, uid: items.uid, slug: items.slug, priceUid: prices.uid, period: prices.period })
    .from(items)
    .innerJoin(prices, eq(prices.itemId, items.id))
    .where(and(eq(items.websiteId, studioId), eq(items.monetizationEnabled, true)))
    .orderBy(items.id, prices.position);
  const seen = new Set<number>();
  return rows.filter((r) => !seen.has(r.id) && seen.add(r.id));
}

const hasAccess = async (browser: Browser, slug: string) => itemSchema.parse((await call(browser, `/items/${slug}/`)).body).has_access;
const myList = async (browser: Browser) => accessEntrySchema.array().parse((await call(browser, "/items/access/")).body.results);
const mySubscriptions = async (browser: Browser) =>
  subscriptionSchema.array().parse((await call(browser, "/billing/subscriptions/")).body.results);

/** Checks out and pays with the test card; returns our session uid. */
async function buy(browser: Browser, json: Record<string, unknown>): Promise<string> {
  const reply = await call(browser, "/billing/checkout/", { json });
  expect(reply.status).toBe(201);
  const uid = String(reply.body.checkout_session_url).slice(-36);
  expect((await call(browser, `/billing/test-checkout/${uid}/pay/`, { json: CARD })).status).toBe(200);
  return uid;
}

async function mailsTo(email: string) {
  await settleBackgroundTasks();
  return backend.db.select().from(outgoingMail).where(eq(outgoingMail.toAddress, email)).orderBy(desc(outgoingMail.id));
}

/** Asks for a sign-in link and returns the token the mail holds (or null when none came). */
async function linkFor(email: string, locale = "en"): Promise<string | null> {
  const before = (await mailsTo(email)).length;
  const asker = await newBrowser();
  const reply = await call(asker, "/billing/buyer-link/", {
    json: { email },
    headers: { "accept-language": locale, "x-forwarded-for": nextIp() },
  });
  expect(reply.status).toBe(200);
  const mails = await mailsTo(email);
  if (mails.length === before) return null;
  return /token=([A-Za-z0-9_-]+)/.exec(mails[0]!.text)?.[1] ?? null;
}

const redeem = (browser: Browser, token: string, headers: Record<string, string> = {}) =>
  call(browser, "/billing/buyer-link/redeem/", { json: { token }, headers });

beforeAll(async () => {
  const base = createTestProvider(TEST_SECRET);
  const payments = {
    ...base,
    createCheckout: (draft: CheckoutDraft) => {
      drafts.push(draft);
      return base.createCheckout(draft);
    },
  };
  backend = await createTestBackend({ items: 40, payments });
  const [studio] = await backend.db.select().from(websites).where(eq(websites.code, "studio"));
  studioId = studio!.id;
  const { id: _id, ...copy } = studio!;
  await backend.db.insert(websites).values({ ...copy, uid: randomUUID(), code: "other-studio", hosts: [OTHER], isDefault: false });
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

describe("checkout on a shared-password site", () => {
  it("needs the buyer's e-mail (400 on email, in the caller's language)", async () => {
    const [first] = await soldItems();
    const browser = await newBrowser();
    const json = { type: "prices", prices: [first!.priceUid] };
    const en = await call(browser, "/billing/checkout/", { json });
    expect(en).toMatchObject({ status: 400, body: { type: "validation_error", errors: { email: [expect.stringMatching(/e-mail/)] } } });
    const fr = await call(browser, "/billing/checkout/", { json, headers: { "accept-language": "fr" } });
    expect(fr.body.errors).toEqual({ email: [expect.stringMatching(/Saisissez l’adresse e-mail/)] });
  });

  it.each([
    ["10 KB long", `${"a".repeat(10_000)}@example.org`],
    ["with a header after it", "a@example.org\r\nBcc: x@y.org"],
    ["with spaces", "a b@example.org"],
    ["without a domain", "a@example"],
  ])("refuses an address %s, at checkout and for a link", async (_name, email) => {
    const [first] = await soldItems();
    const browser = await newBrowser();
    const checkout = await call(browser, "/billing/checkout/", { json: { type: "prices", prices: [first!.priceUid], email } });
    expect(checkout).toMatchObject({ status: 400, body: { type: "validation_error", errors: { email: [expect.any(String)] } } });
    expect(browser.headers["x-buyer-token"]).toBeUndefined();
    const link = await call(browser, "/billing/buyer-link/", { json: { email } });
    expect(link).toMatchObject({ status: 400, body: { errors: { email: [expect.any(String)] } } });
    expect(await backend.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it("refuses an account's address (the shared one's, a member's): no buyer token could reach its purchases", async () => {
    const [first] = await soldItems();
    const browser = await newBrowser();
    const json = { type: "prices", prices: [first!.priceUid], email: `shared-access@studio.invalid` };
    expect((await call(browser, "/billing/checkout/", { json })).status).toBe(400);
  });

  it("Cancel leads back to the item with ?checkout=canceled; the provider gets the buyer's address", async () => {
    const [, second] = await soldItems();
    const browser = await newBrowser();
    const reply = await call(browser, "/billing/checkout/", {
      json: { type: "prices", prices: [second!.priceUid], email: "cancel@example.org" },
    });
    expect(reply.status).toBe(201);
    const draft = drafts[drafts.length - 1]!;
    expect(draft.cancelUrl).toMatch(new RegExp(`^http://${STUDIO}(:\\d+)?/${second!.slug}\\?checkout=canceled$`));
    expect(draft.customerEmail).toBe("cancel@example.org");
    const session = await call(browser, `/billing/sessions/${draft.uid}/`);
    expect(session.body).toMatchObject({ cancel_path: `/${second!.slug}`, email_needed: false });
  });
});

describe("two browsers behind one site password", () => {
  const A_EMAIL = "alice@example.org";
  let a: Browser;
  let b: Browser;
  let sold: Awaited<ReturnType<typeof soldItems>>;
  let aSession: string;
  let aSubscription: string;
  let planItem: { slug: string };

  beforeAll(async () => {
    sold = (await soldItems()).slice(2);
    a = await newBrowser();
    b = await newBrowser();
    aSession = await buy(a, { type: "prices", prices: [sold[0]!.priceUid], email: A_EMAIL });
    const [plan] = await backend.db.select().from(plans).where(eq(plans.websiteId, studioId)).orderBy(plans.amount).limit(1);
    const [included] = await backend.db
      .select({ slug: items.slug })
      .from(planItems)
      .innerJoin(items, eq(items.id, planItems.itemId))
      .where(eq(planItems.planId, plan!.id))
      .limit(1);
    planItem = included!;
    await buy(a, { type: "subscription", subscription: plan!.uid, email: A_EMAIL });
    aSubscription = (await mySubscriptions(a))[0]!.uid;
  });

  it("A, who paid, has access, My List and the subscription, as an unverified buyer", async () => {
    expect(await hasAccess(a, sold[0]!.slug)).toBe(true);
    expect(await hasAccess(a, planItem.slug)).toBe(true);
    expect((await myList(a)).map((e) => e.slug)).toContain(sold[0]!.slug);
    expect(await call(a, "/billing/buyer/")).toMatchObject({ status: 200, body: { email: A_EMAIL, verified: false } });
    // The purchase is the buyer's: the shared account owns none.
    const [grant] = await backend.db
      .select({ role: users.role, email: users.email })
      .from(accessGrants)
      .innerJoin(users, eq(users.id, accessGrants.userId))
      .innerJoin(checkoutSessions, eq(checkoutSessions.id, accessGrants.checkoutSessionId))
      .where(eq(checkoutSessions.uid, aSession));
    expect(grant).toEqual({ role: "buyer", email: A_EMAIL });
  });

  it("B, with the site password alone, sees none of it: no access, empty lists, 404s", async () => {
    expect(await hasAccess(b, sold[0]!.slug)).toBe(false);
    expect(await hasAccess(b, planItem.slug)).toBe(false);
    expect(await myList(b)).toEqual([]);
    expect(await mySubscriptions(b)).toEqual([]);
    expect((await call(b, `/billing/sessions/${aSession}/`)).status).toBe(404);
    expect((await call(b, `/billing/test-checkout/${aSession}/pay/`, { json: CARD })).status).toBe(404);
    expect((await call(b, `/billing/subscriptions/${aSubscription}/cancel/`, { json: {} })).status).toBe(404);
    expect((await call(b, "/billing/buyer/")).status).toBe(404);
    expect((await mySubscriptions(a))[0]).toMatchObject({ uid: aSubscription, status: "active" });
  });

  it("media links and the player follow the buyer: A's link opens for A only, with A's buyer", async () => {
    // A sold video with files, bought by A for this test.
    const withFiles = await backend.db
      .selectDistinct({ slug: items.slug, uid: items.uid, priceUid: prices.uid })
      .from(items)
      .innerJoin(prices, eq(prices.itemId, items.id))
      .innerJoin(files, eq(files.mediaId, items.mediaId))
      .where(and(eq(items.websiteId, studioId), eq(items.monetizationEnabled, true), eq(files.slug, "hd")));
    const target = withFiles.find((r) => !sold.slice(0, 4).some((s) => s.uid === r.uid))!;
    await buy(a, { type: "prices", prices: [target.priceUid], email: A_EMAIL });
    const detail = itemSchema.parse((await call(a, `/items/${target.slug}/`)).body);
    const player = async (browser: Browser) => (await call(browser, `/player/items/${target.uid}/`)).body.item as { has_access: boolean };
    expect((await player(a)).has_access).toBe(true);
    expect((await player(b)).has_access).toBe(false);
    const link = detail.content_object.files?.[0]?.file;
    expect(link).toBeDefined();
    if (!link) return;
    const open = (headers: Record<string, string>) =>
      backend.fetch(new Request(`http://${STUDIO}${link}`, { headers: { ...headers, range: "bytes=0-0" } }));
    expect([200, 206, 302]).toContain((await open(a.headers)).status);
    // The same session without the buyer (a signed-out buyer, a cleared cookie): the link is not theirs.
    const { "x-buyer-token": _token, ...bare } = a.headers;
    expect((await open(bare)).status).toBe(403);
    expect((await open(b.headers)).status).toBe(403);
  });

  it("a forged or foreign buyer token is ignored, never a 401; a buyer token is no session", async () => {
    expect((await call(b, "/billing/buyer/", { headers: { "x-buyer-token": "x".repeat(43) } })).status).toBe(404);
    expect((await call(b, "/billing/buyer/", { headers: { "x-buyer-token": b.headers.authorization!.slice(14) } })).status).toBe(404);
    expect(await hasAccess({ headers: { ...b.headers, "x-buyer-token": "not a token" } }, sold[0]!.slug)).toBe(false);
    const asSession = await call(
      { headers: { host: STUDIO, authorization: `website-token ${a.headers["x-buyer-token"]}` } },
      "/items/access/",
    );
    expect(asSession.status).toBe(401);
  });

  it("a third browser typing A's address does not see A's purchases, only its own", async () => {
    const c = await newBrowser();
    const mine = await buy(c, { type: "prices", prices: [sold[1]!.priceUid], email: A_EMAIL.toUpperCase() });
    expect(c.headers["x-buyer-token"]).not.toBe(a.headers["x-buyer-token"]);
    expect(await hasAccess(c, sold[0]!.slug)).toBe(false);
    expect(await hasAccess(c, sold[1]!.slug)).toBe(true);
    expect((await myList(c)).map((e) => e.slug)).toEqual([sold[1]!.slug]);
    expect(await mySubscriptions(c)).toEqual([]);
    expect((await call(c, `/billing/sessions/${aSession}/`)).status).toBe(404);
    // Nor does A see C's, though both are one buyer.
    expect((await call(a, `/billing/sessions/${mine}/`)).status).toBe(404);
    expect(await hasAccess(a, sold[1]!.slug)).toBe(false);
    const owners = await backend.db
      .select({ userId: checkoutSessions.userId })
      .from(checkoutSessions)
      .where(sql`lower(${checkoutSessions.customerEmail}) = ${A_EMAIL}`);
    expect(owners.length).toBeGreaterThan(2);
    expect(new Set(owners.map((o) => o.userId)).size).toBe(1);
  });

  it("the same browser checking out again keeps its buyer session (no new token)", async () => {
    const before = a.headers["x-buyer-token"];
    const reply = await call(a, "/billing/checkout/", { json: { type: "prices", prices: [sold[3]!.priceUid], email: A_EMAIL } });
    expect(reply.status).toBe(201);
    expect(reply.body.buyer_token).toBeUndefined();
    expect(a.headers["x-buyer-token"]).toBe(before);
  });

  it("the e-mailed link, in the asker's language, verifies another browser: it sees every purchase of the address", async () => {
    const token = await linkFor(A_EMAIL, "fr");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const [mail] = await mailsTo(A_EMAIL);
    expect(mail!.subject).toMatch(/Vos achats/);
    expect(mail!.text).toMatch(new RegExp(`http://${STUDIO}(:\\d+)?/fr/checkout/buyer\\?token=${token}\n`));
    // Only its hash is kept.
    const [stored] = await backend.db
      .select()
      .from(buyerLinks)
      .where(eq(buyerLinks.tokenHash, hashToken(token!)));
    expect(stored?.usedAt).toBeNull();

    const d = await newBrowser();
    expect(await redeem(d, token!)).toMatchObject({ status: 200, body: { buyer_token: expect.any(String) } });
    expect(await call(d, "/billing/buyer/")).toMatchObject({ status: 200, body: { email: A_EMAIL, verified: true } });
    expect(await hasAccess(d, sold[0]!.slug)).toBe(true);
    expect(await hasAccess(d, sold[1]!.slug)).toBe(true);
    expect((await mySubscriptions(d)).map((s) => s.uid)).toEqual([aSubscription]);
    expect((await call(d, `/billing/sessions/${aSession}/`)).status).toBe(200);
    // Used once.
    const again = await redeem(await newBrowser(), token!);
    expect(again).toMatchObject({
      status: 400,
      body: { type: "invalid_token", message: expect.stringMatching(/invalid, expired or already used/) },
    });
  });

  it("a member reading the outbox sees the link's secret redacted, as a reset link's", async () => {
    const token = await linkFor(A_EMAIL);
    const login = await backend.request("/auth/login/", {
      method: "POST",
      headers: { host: STUDIO, "content-type": "application/json" },
      body: JSON.stringify({ email: STUDIO_MEMBER.email, password: STUDIO_MEMBER.password }),
    });
    const member = { headers: { host: STUDIO, authorization: `website-token ${((await login.json()) as { token: string }).token}` } };
    const outbox = (await call(member, "/admin/outbox/")).body.results as { to: string; text: string }[];
    const mail = outbox.find((m) => m.to === A_EMAIL)!;
    expect(mail.text).toContain("token=[redacted]");
    expect(mail.text).not.toContain(token!);
  });

  it("an expired link, another site's link and an unknown one are the same 400 (in French too)", async () => {
    const token = await linkFor(A_EMAIL);
    await backend.db
      .update(buyerLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(buyerLinks.tokenHash, hashToken(token!)));
    expect((await redeem(await newBrowser(), token!)).status).toBe(400);
    const fr = await redeem(await newBrowser(), "u".repeat(43), { "accept-language": "fr" });
    expect(fr).toMatchObject({ status: 400, body: { message: expect.stringMatching(/Ce lien de connexion/) } });

    // A valid link of another password site: not this site's.
    const [other] = await backend.db.select().from(websites).where(eq(websites.code, "other-studio"));
    const [someone] = await backend.db
      .insert(users)
      .values({ websiteId: other!.id, email: "elsewhere@example.org", passwordHash: "!", role: "buyer" })
      .returning();
    const foreign = "f".repeat(43);
    await backend.db
      .insert(buyerLinks)
      .values({ websiteId: other!.id, userId: someone!.id, tokenHash: hashToken(foreign), expiresAt: new Date(Date.now() + 600_000) });
    expect((await redeem(await newBrowser(), foreign)).status).toBe(400);
    const [unused] = await backend.db
      .select()
      .from(buyerLinks)
      .where(eq(buyerLinks.tokenHash, hashToken(foreign)));
    expect(unused!.usedAt).toBeNull();
  });

  it("two redemptions of one link at once: exactly one wins", async () => {
    const token = await linkFor(A_EMAIL);
    const [x, y] = [await newBrowser(), await newBrowser()];
    const replies = await Promise.all([redeem(x, token!), redeem(y, token!)]);
    expect(replies.map((r) => r.status).sort()).toEqual([200, 400]);
  });

  it("signing out revokes the buyer session with the site's", async () => {
    const e = await newBrowser();
    await redeem(e, (await linkFor(A_EMAIL))!);
    expect((await call(e, "/billing/buyer/")).status).toBe(200);
    expect((await call(e, "/auth/logout/", { json: {} })).status).toBe(204);
    const again = { headers: { ...(await newBrowser()).headers, "x-buyer-token": e.headers["x-buyer-token"]! } };
    expect((await call(again, "/billing/buyer/")).status).toBe(404);
  });
});

describe("POST /billing/buyer-link/", () => {
  it("answers the same 200 for an unknown address, and mails nothing; nor for a buyer who never paid", async () => {
    const browser = await newBrowser();
    const unknown = await call(browser, "/billing/buyer-link/", { json: { email: "nobody@example.org" } });
    const [first] = await soldItems();
    await call(browser, "/billing/checkout/", { json: { type: "prices", prices: [first!.priceUid], email: "unpaid@example.org" } });
    const unpaid = await call(await newBrowser(), "/billing/buyer-link/", { json: { email: "unpaid@example.org" } });
    expect(unknown.status).toBe(200);
    expect(unpaid).toMatchObject({ status: unknown.status, body: unknown.body });
    expect(unknown.body).toEqual({ detail: expect.stringMatching(/sign-in link/) });
    expect(await mailsTo("nobody@example.org")).toEqual([]);
    expect(await mailsTo("unpaid@example.org")).toEqual([]);
  });

  it("a flood is refused with 429 and Retry-After: per e-mail, then per address", async () => {
    const browser = await newBrowser();
    const ask = (email: string, ip: string) =>
      call(browser, "/billing/buyer-link/", { json: { email }, headers: { "x-forwarded-for": ip } });
    const perEmail = [];
    for (let i = 0; i < 6; i += 1) perEmail.push(await ask("flood@example.org", nextIp()));
    expect(perEmail.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 429]);
    expect(Number(perEmail[5]!.headers.get("retry-after"))).toBeGreaterThan(0);
    const ip = nextIp();
    const perIp = [];
    for (let i = 0; i < 21; i += 1) perIp.push((await ask(`flood-${i}@example.org`, ip)).status);
    expect(perIp.slice(0, 20).every((s) => s === 200)).toBe(true);
    expect(perIp[20]).toBe(429);
  });
});

describe("sites with personal accounts", () => {
  it("have no buyer calls, and ignore X-Buyer-Token", async () => {
    const account = DEMO_ACCOUNTS.researcher;
    const login = await backend.request("/auth/login/", {
      method: "POST",
      headers: { host: "localhost", "content-type": "application/json" },
      body: JSON.stringify({ email: account.email, password: account.password }),
    });
    const { token } = (await login.json()) as { token: string };
    const archive = { headers: { host: "localhost", authorization: `website-token ${token}`, "x-buyer-token": "y".repeat(43) } };
    expect((await call(archive, "/billing/buyer/")).status).toBe(404);
    expect((await call(archive, "/billing/buyer-link/", { json: { email: account.email } })).status).toBe(404);
    expect((await call(archive, "/billing/buyer-link/redeem/", { json: { token: "z".repeat(43) } })).status).toBe(404);
    expect((await call(archive, "/items/access/")).status).toBe(200);
  });
});
