// On-demand requests (spec §1): up to 10 testimonies per request, several requests may be open;
// a member decides each item; an approval grants 3 months of access from the decision.
import { and, eq, inArray } from "drizzle-orm";
import type { SignedInCtx } from "../context";
import type { Db } from "../db/client";
import { accessGrants, items, ondemandRequestItems, ondemandRequests, users } from "../db/schema";
import { ApiError } from "../http/errors";
import { audit } from "./audit";
import { SHARED_ROLE } from "./auth";
import { computeAccess } from "./items/access";
import { publishedFilter } from "./items/content";
import { mailText, message } from "./messages";
import { ONDEMAND_MAX_ITEMS } from "../../lib/api/limits";

export const ACCESS_MONTHS = 3;

export function accessEnd(from: Date): Date {
  const end = new Date(from);
  end.setUTCMonth(end.getUTCMonth() + ACCESS_MONTHS);
  return end;
}

/** The items among `itemIds` the user already waits for. */
async function pendingItemIds(db: Db, userId: number, itemIds: number[]): Promise<Set<number>> {
  if (itemIds.length === 0) return new Set();
  const pending = await db
    .select({ itemId: ondemandRequestItems.itemId })
    .from(ondemandRequestItems)
    .innerJoin(ondemandRequests, eq(ondemandRequests.id, ondemandRequestItems.requestId))
    .where(
      and(eq(ondemandRequests.userId, userId), eq(ondemandRequestItems.status, "pending"), inArray(ondemandRequestItems.itemId, itemIds)),
    );
  return new Set(pending.map((p) => p.itemId));
}

export type CreatedRequest = { uid: string; status: string; items: { uid: string; status: string }[] };

export async function createOnDemandRequest(ctx: SignedInCtx, itemUids: string[]): Promise<CreatedRequest> {
  const { db, mailer, site, locale } = ctx;
  const user = ctx.viewer.user;
  if (user.role === SHARED_ROLE) throw new ApiError(403, "permission_denied", "Requests need a personal account.");
  const wanted = [...new Set(itemUids)];
  if (wanted.length > ONDEMAND_MAX_ITEMS) {
    throw new ApiError(400, "too_many_items", message("tooManyItems", locale), { items: [message("tooManyItems", locale)] });
  }
  const rows = await db
    .select({ id: items.id, uid: items.uid, visibilityType: items.visibilityType, monetizationEnabled: items.monetizationEnabled })
    .from(items)
    .where(and(publishedFilter(site.id, new Date()), inArray(items.uid, wanted)));
  const found = new Map(rows.map((r) => [r.uid, r]));
  const invalid = wanted.filter((uid) => found.get(uid)?.visibilityType !== "on_demand");
  if (invalid.length > 0) {
    throw new ApiError(400, "validation_error", "Some items cannot be requested.", {
      items: invalid.map((uid) => `Not an on-demand item: ${uid}`),
    });
  }
  // Items the user can already watch, or already waits for, are not asked for twice.
  const access = await computeAccess(ctx, rows);
  // In the order the user listed them, so members review them as they were asked for.
  const watchable = rows.filter((r) => !access.get(r.id)?.hasAccess).sort((a, b) => wanted.indexOf(a.uid) - wanted.indexOf(b.uid));

  const { created, toRequest } = await db.transaction(async (tx) => {
    // One request at a time per user: two submissions at once (a double click) must not both see
    // an item as not yet pending.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, user.id)).for("update");
    // The language of the latest request is the one its decisions are mailed in.
    await tx.update(users).set({ locale }).where(eq(users.id, user.id));
    const waiting = await pendingItemIds(
      tx,
      user.id,
      watchable.map((r) => r.id),
    );
    const toRequest = watchable.filter((r) => !waiting.has(r.id));
    if (toRequest.length === 0) {
      throw new ApiError(400, "nothing_to_request", "You already have access to these items or have already requested them.");
    }
    const [request] = await tx.insert(ondemandRequests).values({ websiteId: site.id, userId: user.id }).returning();
    await tx.insert(ondemandRequestItems).values(toRequest.map((r) => ({ requestId: request!.id, itemId: r.id })));
    await audit(tx, {
      websiteId: site.id,
      actorUserId: user.id,
      action: "ondemand.request",
      targetType: "ondemand_request",
      targetId: request!.uid,
      data: { items: toRequest.map((r) => r.uid) },
    });
    return { created: request!, toRequest };
  });
  if (site.contactEmail) {
    // For the organisation, in the site's default language (English).
    const values = { site: site.name, count: toRequest.length, name: `${user.firstName} ${user.lastName}`, email: user.email };
    await mailer.send(db, { websiteId: site.id, to: site.contactEmail, ...mailText("newRequest", "en", values) });
  }
  return { uid: created.uid, status: created.status, items: toRequest.map((r) => ({ uid: r.uid, status: "pending" })) };
}

export type Decision = { decision: "approve" | "refuse"; reason: string };

/**
 * Where an approval's 3 months start: now, or for a renewal asked before its access ended, that end
 * (the renewal extends the access rather than cutting what is left of it).
 */
async function renewedFrom(db: Db, renewsGrantId: number | null, now: Date): Promise<Date> {
  if (renewsGrantId === null) return now;
  const [grant] = await db.select().from(accessGrants).where(eq(accessGrants.id, renewsGrantId));
  if (!grant?.endsAt || grant.revokedAt || grant.endsAt <= now) return now;
  return grant.endsAt;
}

/** A member decides one item of a request; an approval grants access for 3 months from now (a renewal's: see renewedFrom). */
export async function decideItem(ctx: SignedInCtx, { requestUid, itemUid }: { requestUid: string; itemUid: string }, d: Decision) {
  const { db, site } = ctx;
  const member = ctx.viewer.user;
  const [row] = await db
    .select({ requestItem: ondemandRequestItems, request: ondemandRequests, itemUid: items.uid })
    .from(ondemandRequestItems)
    .innerJoin(ondemandRequests, eq(ondemandRequests.id, ondemandRequestItems.requestId))
    .innerJoin(items, eq(items.id, ondemandRequestItems.itemId))
    .where(and(eq(ondemandRequests.uid, requestUid), eq(ondemandRequests.websiteId, site.id), eq(items.uid, itemUid)))
    .limit(1);
  if (!row) throw new ApiError(404, "not_found", "Request item not found.");
  if (row.requestItem.status !== "pending") throw new ApiError(409, "already_decided", "This item has already been decided.");
  const now = new Date();
  const status = d.decision === "approve" ? "approved" : "refused";
  const endsAt = status === "approved" ? accessEnd(await renewedFrom(db, row.requestItem.renewsGrantId, now)) : null;
  await db.transaction(async (tx) => {
    // Two members deciding at once: the request row is locked, and only a still-pending item is
    // updated, so an item is decided (granted, mailed) once and the request's closing sees every decision.
    await tx.select({ id: ondemandRequests.id }).from(ondemandRequests).where(eq(ondemandRequests.id, row.request.id)).for("update");
    const updated = await tx
      .update(ondemandRequestItems)
      .set({ status, reason: d.reason || null, decidedById: member.id, decidedAt: now })
      .where(and(eq(ondemandRequestItems.id, row.requestItem.id), eq(ondemandRequestItems.status, "pending")))
      .returning({ id: ondemandRequestItems.id });
    if (updated.length === 0) throw new ApiError(409, "already_decided", "This item has already been decided.");
    if (endsAt) {
      await tx.insert(accessGrants).values({
        userId: row.request.userId,
        itemId: row.requestItem.itemId,
        source: "on_demand",
        startsAt: now,
        endsAt,
        requestItemId: row.requestItem.id,
      });
    }
    const open = await tx
      .select({ id: ondemandRequestItems.id })
      .from(ondemandRequestItems)
      .where(and(eq(ondemandRequestItems.requestId, row.request.id), eq(ondemandRequestItems.status, "pending")));
    if (open.length === 0) await tx.update(ondemandRequests).set({ status: "closed" }).where(eq(ondemandRequests.id, row.request.id));
    await audit(tx, {
      websiteId: site.id,
      actorUserId: member.id,
      action: `ondemand.${d.decision}`,
      targetType: "ondemand_request_item",
      targetId: `${requestUid}/${itemUid}`,
      data: { reason: d.reason || null, ends_at: endsAt?.toISOString() ?? null },
    });
  });
  return { status, endsAt, requestUserId: row.request.userId, itemId: row.requestItem.itemId };
}
