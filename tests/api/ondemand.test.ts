// POST /ondemand/requests/ and GET /items/access/ – who may ask, what, how many at once (spec §1, §4,
// §6, §8, §9: at most 10 testimonies per request, several open requests, 3 months of access).
import { and, asc, eq, gt, isNotNull, lte } from "drizzle-orm";
import { accessGrants, items, ondemandRequestItems, ondemandRequests, outgoingMail, users, websites } from "@/backend/db/schema";
import { DEMO_ACCOUNTS, STUDIO_SITE_PASSWORD } from "@/backend/seed/demo-accounts";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { createSession } from "@/backend/services/sessions";
import type { AccessEntry, Item } from "@/lib/api/schemas";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

const FR = { "accept-language": "fr" };
const STUDIO = { host: "studio.localhost" };
const DAY = 86_400_000;
const TOO_MANY =
  "You have reached the limit of the number of requests allowed. Please validate this request and make a new one to access other videos.";
const TOO_MANY_FR =
  "Vous avez atteint le nombre maximal de demandes autorisées. Veuillez valider cette demande et en faire une nouvelle pour accéder à d’autres vidéos.";
const ANONYMOUS = { type: "not_authenticated", message: "Authentication credentials were not provided." };
const NOTHING = { type: "nothing_to_request", message: "You already have access to these items or have already requested them." };

type Row = { id: number; uid: string; slug: string; isContentDownloadable: boolean };

let backend: TestBackend;
let archiveId: number;
/** Published on-demand items of the archive, by id. */
let onDemand: Row[];
let publicItem: Row;
let privateItem: Row;
let studioItem: Row;
let researcherId: number;
let researcherToken: string;

async function itemsWhere(websiteId: number, visibility: string): Promise<Row[]> {
  const now = new Date();
  return backend.db
    .select({ id: items.id, uid: items.uid, slug: items.slug, isContentDownloadable: items.isContentDownloadable })
    .from(items)
    .where(
      and(eq(items.websiteId, websiteId), eq(items.visibilityType, visibility), isNotNull(items.publishedAt), lte(items.publishedAt, now)),
    )
    .orderBy(asc(items.id));
}

beforeAll(async () => {
  backend = await createTestBackend();
  const sites = await backend.db.select({ id: websites.id, code: websites.code }).from(websites);
  archiveId = sites.find((s) => s.code === "archive")!.id;
  const studioId = sites.find((s) => s.code === "studio")!.id;
  onDemand = await itemsWhere(archiveId, "on_demand");
  publicItem = (await itemsWhere(archiveId, "public"))[0]!;
  privateItem = (await itemsWhere(archiveId, "private"))[0]!;
  studioItem = (await itemsWhere(studioId, "private"))[0]!;
  const [researcher] = await backend.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.researcher.email));
  researcherId = researcher!.id;
  const login = await post("/auth/login/", { email: DEMO_ACCOUNTS.researcher.email, password: DEMO_ACCOUNTS.researcher.password });
  researcherToken = (login.body as { token: string }).token;
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

type Reply = { status: number; body: unknown };

async function send(
  path: string,
  init: { method: string; body?: unknown; token?: string; headers?: Record<string, string> },
): Promise<Reply> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers.authorization = `website-token ${init.token}`;
  const response = await backend.request(path, {
    method: init.method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null };
}
const post = (path: string, body: unknown, token?: string, headers?: Record<string, string>) =>
  send(path, { method: "POST", body, token, headers });
const get = (path: string, token?: string, headers?: Record<string, string>) => send(path, { method: "GET", token, headers });

const ask = (uids: string[], token: string | undefined, headers?: Record<string, string>) =>
  post("/ondemand/requests/", { type: "on_demand", items: uids }, token, headers);

let sequence = 0;
/** A fresh archive account with no requests or grants, and a session of it. */
async function newUser(): Promise<{ id: number; token: string }> {
  sequence += 1;
  const [user] = await backend.db
    .insert(users)
    .values({
      websiteId: archiveId,
      email: `ondemand.user${sequence}@example.org`,
      firstName: "On",
      lastName: `Demand ${sequence}`,
      passwordHash: "!",
    })
    .returning({ id: users.id });
  return { id: user!.id, token: await createSession(backend.db, archiveId, user!.id) };
}

async function myList(token: string): Promise<AccessEntry[]> {
  const reply = await get("/items/access/", token);
  expect(reply.status).toBe(200);
  const { count, results } = reply.body as { count: number; results: AccessEntry[] };
  expect(count).toBe(results.length);
  return results;
}
const statusOf = (list: AccessEntry[]) => Object.fromEntries(list.map((e) => [e.uid, e.access_status]));

const uidsOf = (rows: Row[]) => rows.map((r) => r.uid);
const sorted = (values: string[]) => [...values].sort();

async function requestCount(userId: number): Promise<number> {
  return backend.db.$count(ondemandRequests, eq(ondemandRequests.userId, userId));
}

async function grant(userId: number, item: Row, endsAt: Date | null = new Date(Date.now() + 30 * DAY)) {
  await backend.db
    .insert(accessGrants)
    .values({ userId, itemId: item.id, source: "on_demand", startsAt: new Date(Date.now() - DAY), endsAt });
}

/** The researcher's seeded items in each state (seed/ondemand.ts). */
async function researcherSeed() {
  const now = new Date();
  const pending = await backend.db
    .select({ itemId: ondemandRequestItems.itemId })
    .from(ondemandRequestItems)
    .innerJoin(ondemandRequests, eq(ondemandRequests.id, ondemandRequestItems.requestId))
    .where(and(eq(ondemandRequests.userId, researcherId), eq(ondemandRequestItems.status, "pending")));
  const refused = await backend.db
    .select({ itemId: ondemandRequestItems.itemId })
    .from(ondemandRequestItems)
    .innerJoin(ondemandRequests, eq(ondemandRequests.id, ondemandRequestItems.requestId))
    .where(and(eq(ondemandRequests.userId, researcherId), eq(ondemandRequestItems.status, "refused")));
  const active = await backend.db
    .select()
    .from(accessGrants)
    .where(and(eq(accessGrants.userId, researcherId), gt(accessGrants.endsAt, now)));
  const expired = await backend.db
    .select()
    .from(accessGrants)
    .where(and(eq(accessGrants.userId, researcherId), lte(accessGrants.endsAt, now)));
  const byId = (ids: number[]) => onDemand.filter((r) => ids.includes(r.id));
  return {
    pending: byId(pending.map((p) => p.itemId)),
    refused: byId(refused.map((p) => p.itemId)),
    active: byId(active.map((g) => g.itemId)),
    expired: byId(expired.map((g) => g.itemId)),
    activeGrants: active,
  };
}

describe("the seed", () => {
  it("has enough on-demand items and the researcher's requests in every state", async () => {
    expect(onDemand.length).toBeGreaterThanOrEqual(12);
    const seed = await researcherSeed();
    expect([seed.pending.length, seed.active.length, seed.refused.length, seed.expired.length]).toEqual([3, 1, 1, 1]);
  });

  it("GET /items/access/ – the researcher's list shows each state", async () => {
    const seed = await researcherSeed();
    const list = await myList(researcherToken);
    const expected = Object.fromEntries([
      ...seed.pending.map((r) => [r.uid, "pending"]),
      ...seed.active.map((r) => [r.uid, "active"]),
      ...seed.refused.map((r) => [r.uid, "refused"]),
      ...seed.expired.map((r) => [r.uid, "expired"]),
    ]);
    expect(statusOf(list)).toEqual(expected);
    // Active first, then pending, refused, expired.
    expect(list.map((e) => e.access_status)).toEqual(["active", "pending", "pending", "pending", "refused", "expired"]);
    const refused = list.find((e) => e.access_status === "refused")!;
    expect(refused.refusal_reason).toEqual(expect.any(String));
    expect(list.find((e) => e.access_status === "active")).toMatchObject({ has_access: true, expire_at: expect.any(String) });
  });
});

describe("POST /ondemand/requests/ – who may ask", () => {
  it("signed out → 401", async () => {
    expect(await ask([onDemand[0]!.uid], undefined)).toEqual({ status: 401, body: ANONYMOUS });
    expect(await get("/items/access/")).toEqual({ status: 401, body: ANONYMOUS });
  });

  it("the studio's shared account → 403", async () => {
    const login = await post("/auth/login/", { password: STUDIO_SITE_PASSWORD }, undefined, STUDIO);
    const token = (login.body as { token: string }).token;
    expect(await ask([studioItem.uid], token, STUDIO)).toEqual({
      status: 403,
      body: { type: "permission_denied", message: "Requests need a personal account." },
    });
  });

  it("an archive session on the studio host → 401", async () => {
    expect((await ask([studioItem.uid], researcherToken, STUDIO)).status).toBe(401);
  });

  it("a member (who can already watch everything) has nothing to request", async () => {
    const [member] = await backend.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.member.email));
    const token = await createSession(backend.db, archiveId, member!.id);
    expect(await ask([onDemand[0]!.uid], token)).toEqual({ status: 400, body: NOTHING });
  });
});

describe("POST /ondemand/requests/ – a request", () => {
  it("the researcher asks for 3 items → 201, then /items/access/ lists them pending", async () => {
    const seed = await researcherSeed();
    const taken = new Set([...seed.pending, ...seed.active, ...seed.refused, ...seed.expired].map((r) => r.id));
    const three = onDemand.filter((r) => !taken.has(r.id)).slice(0, 3);
    expect(three).toHaveLength(3);
    const mailsBefore = await backend.db.$count(outgoingMail, eq(outgoingMail.toAddress, "contact@archive.example.org"));

    const reply = await ask(uidsOf(three), researcherToken);
    expect(reply.status).toBe(201);
    const body = reply.body as { uid: string; status: string; items: { uid: string; status: string }[] };
    expect(body).toEqual({ uid: expect.stringMatching(/^[0-9a-f-]{36}$/), status: "pending", items: expect.any(Array) });
    expect(sorted(body.items.map((i) => i.uid))).toEqual(sorted(uidsOf(three)));
    expect(body.items.every((i) => i.status === "pending")).toBe(true);

    const list = await myList(researcherToken);
    for (const item of three) {
      expect(list.find((e) => e.uid === item.uid)).toMatchObject({
        access_status: "pending",
        has_access: false,
        refusal_reason: null,
        requested_at: expect.any(String),
      });
    }
    const [row] = await backend.db.select().from(ondemandRequests).where(eq(ondemandRequests.uid, body.uid));
    expect(row).toMatchObject({ userId: researcherId, websiteId: archiveId, status: "pending" });
    // The organisation hears of it (spec §6: members approve).
    expect(await backend.db.$count(outgoingMail, eq(outgoingMail.toAddress, "contact@archive.example.org"))).toBe(mailsBefore + 1);
  });

  it("10 items → 201 (the limit)", async () => {
    const user = await newUser();
    const reply = await ask(uidsOf(onDemand.slice(0, 10)), user.token);
    expect(reply.status).toBe(201);
    expect((reply.body as { items: unknown[] }).items).toHaveLength(10);
  });

  it.each([
    { case: "", headers: {}, message: TOO_MANY },
    { case: " (French)", headers: FR, message: TOO_MANY_FR },
  ])("11 items → 400 too_many_items, and nothing is stored$case", async ({ headers, message }) => {
    const user = await newUser();
    expect(await ask(uidsOf(onDemand.slice(0, 11)), user.token, headers)).toEqual({
      status: 400,
      body: { type: "too_many_items", message, errors: { items: [message] } },
    });
    expect(await requestCount(user.id)).toBe(0);
  });

  it("duplicates are counted once: 10 distinct items sent 15 times → 201 with 10", async () => {
    const user = await newUser();
    const ten = uidsOf(onDemand.slice(0, 10));
    const reply = await ask([...ten, ...ten.slice(0, 5)], user.token);
    expect(reply.status).toBe(201);
    expect(sorted((reply.body as { items: { uid: string }[] }).items.map((i) => i.uid))).toEqual(sorted(ten));
    const stored = await backend.db
      .select({ itemId: ondemandRequestItems.itemId })
      .from(ondemandRequestItems)
      .innerJoin(ondemandRequests, eq(ondemandRequests.id, ondemandRequestItems.requestId))
      .where(eq(ondemandRequests.userId, user.id));
    expect(stored).toHaveLength(10);
  });

  it("11 distinct items among duplicates are still too many", async () => {
    const user = await newUser();
    const eleven = uidsOf(onDemand.slice(0, 11));
    expect(await ask([...eleven, eleven[0]!], user.token)).toMatchObject({ status: 400, body: { type: "too_many_items" } });
  });

  it.each([
    { case: "a public item", item: () => publicItem.uid },
    { case: "a private item", item: () => privateItem.uid },
    { case: "another site's item", item: () => studioItem.uid },
    { case: "an unknown item", item: () => "00000000-0000-4000-8000-000000000000" },
  ])("$case → 400, even next to a valid one, and nothing is stored", async ({ item }) => {
    const user = await newUser();
    const uid = item();
    expect(await ask([onDemand[0]!.uid, uid], user.token)).toEqual({
      status: 400,
      body: { type: "validation_error", message: "Some items cannot be requested.", errors: { items: [`Not an on-demand item: ${uid}`] } },
    });
    expect(await requestCount(user.id)).toBe(0);
  });

  it("an on-demand item not published yet → 400", async () => {
    const user = await newUser();
    const item = onDemand[11]!;
    const [{ publishedAt }] = (await backend.db.select({ publishedAt: items.publishedAt }).from(items).where(eq(items.id, item.id))) as [
      { publishedAt: Date | null },
    ];
    await backend.db
      .update(items)
      .set({ publishedAt: new Date(Date.now() + 30 * DAY) })
      .where(eq(items.id, item.id));
    try {
      expect(await ask([item.uid], user.token)).toMatchObject({
        status: 400,
        body: { errors: { items: [`Not an on-demand item: ${item.uid}`] } },
      });
    } finally {
      await backend.db.update(items).set({ publishedAt }).where(eq(items.id, item.id));
    }
  });

  it.each([
    { case: "no items", body: { type: "on_demand", items: [] } },
    { case: "items that are not uids", body: { type: "on_demand", items: ["not-a-uid"] } },
    { case: "items not a list", body: { type: "on_demand", items: "abc" } },
    { case: "another type", body: { type: "prices", items: ["00000000-0000-4000-8000-000000000000"] } },
    { case: "no type", body: { items: ["00000000-0000-4000-8000-000000000000"] } },
  ])("$case → 400 validation_error", async ({ body }) => {
    const user = await newUser();
    const reply = await post("/ondemand/requests/", body, user.token);
    expect(reply).toMatchObject({ status: 400, body: { type: "validation_error", message: "Invalid input." } });
  });

  it("a body that is not JSON → 415", async () => {
    const user = await newUser();
    const response = await backend.request("/ondemand/requests/", {
      method: "POST",
      headers: { authorization: `website-token ${user.token}` },
      body: "items=1",
    });
    expect(response.status).toBe(415);
  });
});

describe("POST /ondemand/requests/ – items already asked for or accessible", () => {
  it("skips items already pending or already accessible", async () => {
    const user = await newUser();
    const [pending, accessible, fresh] = [onDemand[0]!, onDemand[1]!, onDemand[2]!];
    expect((await ask([pending.uid], user.token)).status).toBe(201);
    await grant(user.id, accessible);

    const reply = await ask(uidsOf([pending, accessible, fresh]), user.token);
    expect(reply).toMatchObject({ status: 201, body: { status: "pending", items: [{ uid: fresh.uid, status: "pending" }] } });
    expect(statusOf(await myList(user.token))).toEqual({ [pending.uid]: "pending", [accessible.uid]: "active", [fresh.uid]: "pending" });
  });

  it("all of them already requested or accessible → 400 nothing_to_request, and no empty request is stored", async () => {
    const user = await newUser();
    expect((await ask([onDemand[0]!.uid], user.token)).status).toBe(201);
    await grant(user.id, onDemand[1]!);
    expect(await ask(uidsOf([onDemand[0]!, onDemand[1]!]), user.token)).toEqual({ status: 400, body: NOTHING });
    expect(await ask([onDemand[0]!.uid], user.token)).toEqual({ status: 400, body: NOTHING });
    expect(await requestCount(user.id)).toBe(1);
  });

  it("an unlimited grant counts as access", async () => {
    const user = await newUser();
    await grant(user.id, onDemand[3]!, null);
    expect(await ask([onDemand[3]!.uid], user.token)).toEqual({ status: 400, body: NOTHING });
  });

  it("a refused item may be asked for again", async () => {
    const { refused } = await researcherSeed();
    const reply = await ask(uidsOf(refused), researcherToken);
    expect(reply).toMatchObject({ status: 201, body: { items: [{ uid: refused[0]!.uid, status: "pending" }] } });
    expect(statusOf(await myList(researcherToken))[refused[0]!.uid]).toBe("pending");
  });

  it("several open requests at once are allowed", async () => {
    const user = await newUser();
    const first = await ask([onDemand[4]!.uid], user.token);
    const second = await ask(uidsOf([onDemand[5]!, onDemand[6]!]), user.token);
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((first.body as { uid: string }).uid).not.toBe((second.body as { uid: string }).uid);
    const open = await backend.db
      .select()
      .from(ondemandRequests)
      .where(and(eq(ondemandRequests.userId, user.id), eq(ondemandRequests.status, "pending")));
    expect(open).toHaveLength(2);
    expect(statusOf(await myList(user.token))).toEqual({
      [onDemand[4]!.uid]: "pending",
      [onDemand[5]!.uid]: "pending",
      [onDemand[6]!.uid]: "pending",
    });
  });

  it("the same request sent twice at once (a double click) asks for each item once", async () => {
    const user = await newUser();
    const wanted = uidsOf([onDemand[7]!, onDemand[8]!]);
    const replies = await Promise.all([ask(wanted, user.token), ask(wanted, user.token)]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 400]);
    expect(replies.find((r) => r.status === 400)!.body).toEqual(NOTHING);
    const stored = await backend.db
      .select({ itemId: ondemandRequestItems.itemId })
      .from(ondemandRequestItems)
      .innerJoin(ondemandRequests, eq(ondemandRequests.id, ondemandRequestItems.requestId))
      .where(eq(ondemandRequests.userId, user.id));
    expect(stored).toHaveLength(2);
  });

  it("other users' requests do not count", async () => {
    const [a, b] = [await newUser(), await newUser()];
    expect((await ask([onDemand[9]!.uid], a.token)).status).toBe(201);
    expect((await ask([onDemand[9]!.uid], b.token)).status).toBe(201);
    expect(statusOf(await myList(b.token))).toEqual({ [onDemand[9]!.uid]: "pending" });
  });
});

describe("grant expiry", () => {
  it("once the approved grant's ends_at passes: has_access false, My List says expired, download → 403", async () => {
    const { active, activeGrants } = await researcherSeed();
    const item = active[0]!;
    expect(item.isContentDownloadable).toBe(true);

    const before = await get(`/items/${item.slug}/`, researcherToken);
    expect(before).toMatchObject({
      status: 200,
      body: { uid: item.uid, has_access: true, expire_at: activeGrants[0]!.endsAt!.toISOString() },
    });
    const download = await get(`/items/${item.uid}/download/`, researcherToken);
    expect(download.status).toBe(200);
    expect((download.body as unknown[]).length).toBeGreaterThan(0);

    const endedAt = new Date(Date.now() - 60_000);
    await backend.db.update(accessGrants).set({ endsAt: endedAt }).where(eq(accessGrants.id, activeGrants[0]!.id));

    const after = await get(`/items/${item.slug}/`, researcherToken);
    expect(after).toMatchObject({ status: 200, body: { uid: item.uid, has_access: false, expire_at: endedAt.toISOString() } });
    expect((after.body as Item).content_object.files ?? []).toEqual([]);
    expect(statusOf(await myList(researcherToken))[item.uid]).toBe("expired");
    expect(await get(`/items/${item.uid}/download/`, researcherToken)).toEqual({
      status: 403,
      body: { type: "permission_denied", message: "You do not have access to this content." },
    });
  });

  it("an expired item may be asked for again", async () => {
    const { expired } = await researcherSeed();
    const reply = await ask(uidsOf(expired), researcherToken);
    expect(expired.length).toBeGreaterThan(0);
    expect(reply.status).toBe(201);
    const asked = (reply.body as { items: { uid: string; status: string }[] }).items;
    expect(sorted(asked.map((i) => i.uid))).toEqual(sorted(uidsOf(expired)));
    expect(asked.every((i) => i.status === "pending")).toBe(true);
  });

  it("a grant that starts in the future gives no access yet", async () => {
    const user = await newUser();
    await backend.db.insert(accessGrants).values({
      userId: user.id,
      itemId: onDemand[10]!.id,
      source: "on_demand",
      startsAt: new Date(Date.now() + DAY),
      endsAt: new Date(Date.now() + 90 * DAY),
    });
    expect(await get(`/items/${onDemand[10]!.slug}/`, user.token)).toMatchObject({ status: 200, body: { has_access: false } });
    expect((await get(`/items/${onDemand[10]!.uid}/download/`, user.token)).status).toBe(403);
  });
});
