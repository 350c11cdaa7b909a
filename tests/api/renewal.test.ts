// POST /items/access/renew/ – renewing access granted on request in one click: a new request marked
// as a renewal, each item naming the grant it renews; refused (4xx, English or French) for anything
// but the user's own on-demand grant, running or ended less than 30 days ago; one pending renewal
// however often (or however fast) it is asked; members see it beside the earlier decision.
import { and, asc, eq } from "drizzle-orm";
import { accessGrants, ondemandRequestItems, ondemandRequests, users, websites } from "@/backend/db/schema";
import { accessEnd } from "@/backend/services/ondemand";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { createSession } from "@/backend/services/sessions";
import type { AccessEntry } from "@/lib/api/schemas";
import { publishedItems } from "./helpers/catalogue";
import { archiveAccounts, createTestBackend, studioSession, type TestBackend } from "./helpers/test-backend";

const DAY = 86_400_000;
const FR = { "accept-language": "fr" };
type Row = { id: number; uid: string };

let backend: TestBackend;
let archiveId: number;
let memberId: number;
let memberAuth: { authorization: string };
let onDemand: Row[];

beforeAll(async () => {
  backend = await createTestBackend();
  const [site] = await backend.db.select().from(websites).where(eq(websites.code, "archive"));
  archiveId = site!.id;
  onDemand = await publishedItems(backend.db, archiveId, "on_demand");
  expect(onDemand.length).toBeGreaterThanOrEqual(12);
  const accounts = await archiveAccounts(backend.db);
  memberId = accounts.idOf("member");
  memberAuth = await accounts.session(memberId);
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

let sequence = 0;
async function newUser() {
  sequence += 1;
  const [user] = await backend.db
    .insert(users)
    .values({
      websiteId: archiveId,
      email: `renewal.user${sequence}@example.org`,
      firstName: "Rene",
      lastName: `Wal ${sequence}`,
      passwordHash: "!",
    })
    .returning();
  return { ...user!, auth: { authorization: `website-token ${await createSession(backend.db, archiveId, user!.id)}` } };
}

/** An approved request item (decided by the demo member) and its grant, ending at `endsAt`. */
async function approved(userId: number, item: Row, endsAt: Date, extra: Partial<typeof accessGrants.$inferInsert> = {}) {
  const decidedAt = new Date(endsAt.getTime() - 90 * DAY);
  const [request] = await backend.db
    .insert(ondemandRequests)
    .values({ websiteId: archiveId, userId, status: "closed", createdAt: decidedAt })
    .returning();
  const [line] = await backend.db
    .insert(ondemandRequestItems)
    .values({ requestId: request!.id, itemId: item.id, status: "approved", decidedById: memberId, decidedAt })
    .returning();
  const [grant] = await backend.db
    .insert(accessGrants)
    .values({ userId, itemId: item.id, source: "on_demand", startsAt: decidedAt, endsAt, requestItemId: line!.id, ...extra })
    .returning();
  return grant!;
}

async function renew(uids: string[], headers: Record<string, string> = {}) {
  const response = await backend.request("/items/access/renew/", {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: JSON.stringify({ items: uids }),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const pendingRenewals = (userId: number) =>
  backend.db
    .select({
      isRenewal: ondemandRequests.isRenewal,
      itemId: ondemandRequestItems.itemId,
      renewsGrantId: ondemandRequestItems.renewsGrantId,
    })
    .from(ondemandRequestItems)
    .innerJoin(ondemandRequests, eq(ondemandRequests.id, ondemandRequestItems.requestId))
    .where(and(eq(ondemandRequests.userId, userId), eq(ondemandRequestItems.status, "pending")));

async function myList(auth: Record<string, string>): Promise<AccessEntry[]> {
  const response = await backend.request("/items/access/", { headers: auth });
  return ((await response.json()) as { results: AccessEntry[] }).results;
}

const soon = () => new Date(Date.now() + 5 * DAY);

describe("one click renews", () => {
  it("a request marked as a renewal, each item naming the grant it renews; My List says so", async () => {
    const user = await newUser();
    const grants = [await approved(user.id, onDemand[0]!, soon()), await approved(user.id, onDemand[1]!, new Date(Date.now() - 10 * DAY))];
    const before = await myList(user.auth);
    expect(before.map((e) => [e.uid, e.renewable, e.renewal_requested_at])).toEqual(
      expect.arrayContaining([
        [onDemand[0]!.uid, true, null],
        [onDemand[1]!.uid, true, null],
      ]),
    );

    const reply = await renew([onDemand[0]!.uid, onDemand[1]!.uid]);
    expect(reply.status).toBe(401);
    const created = await renew([onDemand[0]!.uid, onDemand[1]!.uid, onDemand[0]!.uid], user.auth);
    expect(created).toEqual({
      status: 201,
      body: {
        uid: expect.any(String),
        status: "pending",
        is_renewal: true,
        items: grants.map((g, i) => ({ uid: onDemand[i]!.uid, status: "pending", renews_until: g.endsAt!.toISOString() })),
      },
    });
    expect(await pendingRenewals(user.id)).toEqual(grants.map((g) => ({ isRenewal: true, itemId: g.itemId, renewsGrantId: g.id })));
    const after = await myList(user.auth);
    const active = after.find((e) => e.uid === onDemand[0]!.uid)!;
    expect(active).toMatchObject({ access_status: "active", renewable: false, renewal_requested_at: expect.any(String) });
    // The ended one waits for a member again.
    expect(after.find((e) => e.uid === onDemand[1]!.uid)).toMatchObject({
      access_status: "pending",
      renewal_requested_at: expect.any(String),
    });
  });

  it("an approval extends the access from the end of the one it renews", async () => {
    const user = await newUser();
    const grant = await approved(user.id, onDemand[2]!, soon());
    const created = await renew([onDemand[2]!.uid], user.auth);
    const decision = await backend.request(`/admin/requests/${String(created.body.uid)}/items/${onDemand[2]!.uid}/decision/`, {
      method: "POST",
      headers: { ...memberAuth, "content-type": "application/json" },
      body: JSON.stringify({ decision: "approve" }),
    });
    expect(decision.status).toBe(200);
    const newest = await backend.db
      .select({ endsAt: accessGrants.endsAt })
      .from(accessGrants)
      .where(eq(accessGrants.userId, user.id))
      .orderBy(asc(accessGrants.id));
    expect(newest.map((g) => g.endsAt)).toEqual([grant.endsAt, accessEnd(grant.endsAt!)]);
  });
});

describe("what cannot be renewed", () => {
  const NOT_RENEWABLE = (uids: string[]) => ({
    type: "not_renewable",
    message: "Only access granted on request, still running or ended less than 30 days ago, can be renewed.",
    errors: { items: uids.map((uid) => `No access to renew for this testimony: ${uid}.`) },
  });

  it.each([
    ["another user's grant", async (user: { id: number }, item: Row) => (await approved((await newUser()).id, item, soon()), user)],
    [
      "a revoked grant",
      async (user: { id: number }, item: Row) => (await approved(user.id, item, soon(), { revokedAt: new Date() }), user),
    ],
    ["an item never granted", async (user: { id: number }) => user],
    [
      "access that ended 40 days ago",
      async (user: { id: number }, item: Row) => (await approved(user.id, item, new Date(Date.now() - 40 * DAY)), user),
    ],
    ["a rented item", async (user: { id: number }, item: Row) => (await approved(user.id, item, soon(), { source: "rental" }), user)],
  ])("%s → 400 not_renewable, nothing created", async (_label, arrange) => {
    const user = await newUser();
    const item = onDemand[3]!;
    await arrange(user, item);
    expect(await renew([item.uid], user.auth)).toEqual({ status: 400, body: NOT_RENEWABLE([item.uid]) });
    expect(await pendingRenewals(user.id)).toEqual([]);
  });

  it("names every refused item, in French too; one bad item refuses the whole click", async () => {
    const user = await newUser();
    await approved(user.id, onDemand[4]!, soon());
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect(await renew([onDemand[4]!.uid, unknown, onDemand[5]!.uid], { ...user.auth, ...FR })).toEqual({
      status: 400,
      body: {
        type: "not_renewable",
        message: "Seul un accès accordé sur demande, en cours ou terminé depuis moins de 30 jours, peut être renouvelé.",
        errors: { items: [unknown, onDemand[5]!.uid].map((uid) => `Aucun accès à renouveler pour ce témoignage\u00a0: ${uid}.`) },
      },
    });
    expect(await pendingRenewals(user.id)).toEqual([]);
  });

  it("more than 10 items → 400 too_many_items; not uuids → 400; the studio's shared account → 403", async () => {
    const user = await newUser();
    const eleven = onDemand.slice(0, 11).map((i) => i.uid);
    expect(await renew(eleven, user.auth)).toEqual({
      status: 400,
      body: {
        type: "too_many_items",
        message: expect.stringMatching(/^You have reached the limit/),
        errors: { items: [expect.stringMatching(/^You have reached the limit/)] },
      },
    });
    expect((await renew(eleven, { ...user.auth, ...FR })).body.message).toMatch(/^Vous avez atteint le nombre maximal/);
    expect((await renew(["not-a-uuid"], user.auth)).status).toBe(400);
    expect((await renew([], user.auth)).status).toBe(400);
    const studio = await studioSession(backend);
    expect(await renew([onDemand[0]!.uid], studio)).toEqual({
      status: 403,
      body: { type: "permission_denied", message: "Renewals need a personal account." },
    });
  });
});

describe("one pending renewal per grant", () => {
  const PENDING = { type: "already_requested", message: "A renewal of this access is already waiting for approval." };

  it("a second click → 409, in French too", async () => {
    const user = await newUser();
    await approved(user.id, onDemand[6]!, soon());
    expect((await renew([onDemand[6]!.uid], user.auth)).status).toBe(201);
    expect(await renew([onDemand[6]!.uid], user.auth)).toEqual({ status: 409, body: PENDING });
    expect((await renew([onDemand[6]!.uid], { ...user.auth, ...FR })).body).toEqual({
      type: "already_requested",
      message: "Un renouvellement de cet accès attend déjà une validation.",
    });
    expect(await pendingRenewals(user.id)).toHaveLength(1);
  });

  it("two clicks at once → one 201 and one 409, one pending renewal", async () => {
    const user = await newUser();
    await approved(user.id, onDemand[7]!, soon());
    const replies = await Promise.all([renew([onDemand[7]!.uid], user.auth), renew([onDemand[7]!.uid], user.auth)]);
    expect(replies.map((r) => r.status).sort()).toEqual([201, 409]);
    expect(await pendingRenewals(user.id)).toHaveLength(1);
  });

  it("with one item already pending, a click renews the others only", async () => {
    const user = await newUser();
    await approved(user.id, onDemand[8]!, soon());
    await approved(user.id, onDemand[9]!, soon());
    await renew([onDemand[8]!.uid], user.auth);
    const both = await renew([onDemand[8]!.uid, onDemand[9]!.uid], user.auth);
    expect(both.status).toBe(201);
    expect((both.body.items as Array<{ uid: string }>).map((i) => i.uid)).toEqual([onDemand[9]!.uid]);
    expect(await pendingRenewals(user.id)).toHaveLength(2);
  });
});

describe("the members' view", () => {
  it("shows the request as a renewal with each item's earlier decision", async () => {
    const user = await newUser();
    const grant = await approved(user.id, onDemand[10]!, soon());
    const created = await renew([onDemand[10]!.uid], user.auth);
    const response = await backend.request("/admin/requests/?status=pending", { headers: memberAuth });
    const { results } = (await response.json()) as { results: Array<Record<string, unknown> & { items: Array<Record<string, unknown>> }> };
    const renewal = results.find((r) => r.uid === created.body.uid)!;
    const [earlier] = await backend.db.select().from(ondemandRequestItems).where(eq(ondemandRequestItems.id, grant.requestItemId!));
    expect(renewal).toMatchObject({ status: "pending", is_renewal: true });
    expect(renewal.items).toEqual([
      expect.objectContaining({
        uid: onDemand[10]!.uid,
        status: "pending",
        renews: {
          status: "approved",
          decided_by: "Demo Member",
          decided_at: earlier!.decidedAt!.toISOString(),
          ends_at: grant.endsAt!.toISOString(),
        },
      }),
    ]);
    // Other requests are not renewals and carry no earlier decision.
    const other = results.find((r) => r.uid !== created.body.uid && !r.is_renewal);
    expect(other?.items.every((i) => i.renews === null)).toBe(true);
  });
});
