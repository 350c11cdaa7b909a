// Renewing access granted on request (the expiry reminder's one-click link, My List's action): a new
// on-demand request marked as a renewal, each item naming the grant it renews, which members decide
// like any request. Renewable: the user's own on-demand grant of an on-demand item of this site, not
// revoked, running or ended less than RENEWAL_GRACE_DAYS ago. Rented access is renewed by renting again.
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { SignedInCtx } from "../context";
import type { Db } from "../db/client";
import { accessGrants, items, ondemandRequestItems, ondemandRequests, users } from "../db/schema";
import { ApiError } from "../http/errors";
import { audit } from "./audit";
import { SHARED_ROLE } from "./auth";
import { publishedFilter } from "./items/content";
import { mailText, message } from "./messages";
import { ONDEMAND_MAX_ITEMS } from "../../lib/api/limits";

/** How long after its end an access may still be renewed in one click (after that: a new request). */
export const RENEWAL_GRACE_DAYS = 30;

type Grant = typeof accessGrants.$inferSelect;

/** The user's latest renewable grant of each item among `itemIds` at `now`. */
export async function renewableGrants(db: Db, userId: number, itemIds: number[], now: Date): Promise<Map<number, Grant>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(accessGrants)
    .where(
      and(
        eq(accessGrants.userId, userId),
        inArray(accessGrants.itemId, itemIds),
        eq(accessGrants.source, "on_demand"),
        isNull(accessGrants.revokedAt),
        isNotNull(accessGrants.endsAt),
        lte(accessGrants.startsAt, now),
        gt(accessGrants.endsAt, new Date(now.getTime() - RENEWAL_GRACE_DAYS * 86_400_000)),
      ),
    )
    .orderBy(asc(accessGrants.endsAt));
  // Ordered by end: the last one written for an item is its latest.
  return new Map(rows.map((g) => [g.itemId, g]));
}

/** The items among `itemIds` the user has a request (a renewal or not) waiting for a member for. */
async function waitingItemIds(db: Db, userId: number, itemIds: number[]): Promise<Set<number>> {
  const rows = await db
    .select({ itemId: ondemandRequestItems.itemId })
    .from(ondemandRequestItems)
    .innerJoin(ondemandRequests, eq(ondemandRequests.id, ondemandRequestItems.requestId))
    .where(
      and(eq(ondemandRequests.userId, userId), eq(ondemandRequestItems.status, "pending"), inArray(ondemandRequestItems.itemId, itemIds)),
    );
  return new Set(rows.map((r) => r.itemId));
}

export type CreatedRenewal = {
  uid: string;
  status: string;
  is_renewal: true;
  items: { uid: string; status: "pending"; renews_until: string }[];
};

export async function renewAccess(ctx: SignedInCtx, itemUids: string[]): Promise<CreatedRenewal> {
  const { db, mailer, site, locale } = ctx;
  const user = ctx.viewer.user;
  if (user.role === SHARED_ROLE) throw new ApiError(403, "permission_denied", message("renewalAccountRequired", locale));
  const wanted = [...new Set(itemUids)];
  if (wanted.length > ONDEMAND_MAX_ITEMS) {
    throw new ApiError(400, "too_many_items", message("tooManyItems", locale), { items: [message("tooManyItems", locale)] });
  }
  const now = new Date();
  const rows = await db
    .select({ id: items.id, uid: items.uid, visibilityType: items.visibilityType })
    .from(items)
    .where(and(publishedFilter(site.id, now), inArray(items.uid, wanted)));
  const onDemand = rows.filter((r) => r.visibilityType === "on_demand");
  const grants = await renewableGrants(
    db,
    user.id,
    onDemand.map((r) => r.id),
    now,
  );
  const found = new Map(onDemand.filter((r) => grants.has(r.id)).map((r) => [r.uid, r]));
  // Another user's grant, a revoked or rented one, an item never granted or of another site: all alike.
  const refused = wanted.filter((uid) => !found.has(uid));
  if (refused.length > 0) {
    throw new ApiError(400, "not_renewable", message("renewalNotAllowed", locale, { days: RENEWAL_GRACE_DAYS }), {
      items: refused.map((uid) => message("renewalNothingFor", locale, { uid })),
    });
  }
  const targets = wanted.map((uid) => found.get(uid)!);

  const { request, renewed } = await db.transaction(async (tx) => {
    // One request at a time per user (as for requests), and the grants held while we look for a
    // renewal of them already waiting: a second click, or two at once, makes one pending renewal.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    const grantIds = targets.map((t) => grants.get(t.id)!.id).sort((a, b) => a - b);
    await tx.select({ id: accessGrants.id }).from(accessGrants).where(inArray(accessGrants.id, grantIds)).for("update");
    const waiting = await waitingItemIds(
      tx,
      user.id,
      targets.map((t) => t.id),
    );
    const renewed = targets.filter((t) => !waiting.has(t.id));
    if (renewed.length === 0) throw new ApiError(409, "already_requested", message("renewalPending", locale));
    // The language of the latest request is the one its decisions are mailed in.
    await tx.update(users).set({ locale }).where(eq(users.id, user.id));
    const [request] = await tx.insert(ondemandRequests).values({ websiteId: site.id, userId: user.id, isRenewal: true }).returning();
    await tx
      .insert(ondemandRequestItems)
      .values(renewed.map((t) => ({ requestId: request!.id, itemId: t.id, renewsGrantId: grants.get(t.id)!.id })));
    await audit(tx, {
      websiteId: site.id,
      actorUserId: user.id,
      action: "ondemand.renew",
      targetType: "ondemand_request",
      targetId: request!.uid,
      data: { items: renewed.map((t) => t.uid) },
    });
    return { request: request!, renewed };
  });
  if (site.contactEmail) {
    const values = { site: site.name, count: renewed.length, name: `${user.firstName} ${user.lastName}`, email: user.email };
    await mailer.send(db, { websiteId: site.id, to: site.contactEmail, ...mailText("newRequest", "en", values) });
  }
  return {
    uid: request.uid,
    status: request.status,
    is_renewal: true,
    items: renewed.map((t) => ({ uid: t.uid, status: "pending", renews_until: grants.get(t.id)!.endsAt!.toISOString() })),
  };
}

export type EarlierDecision = {
  status: string;
  decided_at: string | null;
  /** The member who decided, by name (null: unknown, or their account is gone). */
  decided_by: string | null;
  /** When the access being renewed ends (or ended). */
  ends_at: string | null;
};

/** For members: what each renewal line (by request item id) renews — the earlier request item's decision. */
export async function earlierDecisions(db: Db, requestIds: number[]): Promise<Map<number, EarlierDecision>> {
  if (requestIds.length === 0) return new Map();
  const earlier = alias(ondemandRequestItems, "earlier");
  const decider = alias(users, "decider");
  const rows = await db
    .select({
      lineId: ondemandRequestItems.id,
      endsAt: accessGrants.endsAt,
      status: earlier.status,
      decidedAt: earlier.decidedAt,
      firstName: decider.firstName,
      lastName: decider.lastName,
      email: decider.email,
    })
    .from(ondemandRequestItems)
    .innerJoin(accessGrants, eq(accessGrants.id, ondemandRequestItems.renewsGrantId))
    .leftJoin(earlier, eq(earlier.id, accessGrants.requestItemId))
    .leftJoin(decider, eq(decider.id, earlier.decidedById))
    .where(inArray(ondemandRequestItems.requestId, requestIds));
  return new Map(
    rows.map((r) => [
      r.lineId,
      {
        status: r.status ?? "approved",
        decided_at: r.decidedAt?.toISOString() ?? null,
        decided_by: r.email === null ? null : [r.firstName, r.lastName].filter(Boolean).join(" ") || r.email,
        ends_at: r.endsAt?.toISOString() ?? null,
      },
    ]),
  );
}
