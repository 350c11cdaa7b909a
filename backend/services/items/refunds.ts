// When the viewer's access to an item ended by a refund: their most recent grant or subscription
// giving the item was revoked by a refund, and nothing else gives access now. Items then answer
// `refunded_at` and My List says "refunded" rather than "expired", so a buyer who was refunded is
// not told their access ran out. Read for every item of a list at once, in one query, and only for
// the items the viewer cannot play.
import { and, eq, inArray, isNotNull } from "drizzle-orm";
import type { RequestCtx } from "../../context";
import { accessGrants, checkoutSessions, planItems, subscriptions } from "../../db/schema";
import { ownGrants, ownSubscriptions, purchaserOf } from "../billing/purchaser";
import type { AccessInfo } from "./access";

export type ItemAccess = AccessInfo & { refundedAt: Date | null };

type Given = { itemId: number; startsAt: Date; refundedAt: Date | null };

/** The access computed for these items (computeAccess), each with when a refund ended it, if one did. */
export async function withRefunds(ctx: RequestCtx, access: Map<number, AccessInfo>): Promise<Map<number, ItemAccess>> {
  const result = new Map<number, ItemAccess>([...access].map(([id, info]) => [id, { ...info, refundedAt: null }]));
  const ended = [...access].flatMap(([id, info]) => (info.hasAccess ? [] : [id]));
  // Whose purchases count is the purchaser rule's (the buyer on a shared-password site).
  const purchaser = purchaserOf(ctx);
  if (!purchaser || ended.length === 0) return result;

  const { db } = ctx;
  // A grant's refund: the grant was revoked and its order refunded (a revocation has no other cause).
  const grants = db
    .select({ itemId: accessGrants.itemId, startsAt: accessGrants.startsAt, refundedAt: checkoutSessions.refundedAt })
    .from(accessGrants)
    .leftJoin(checkoutSessions, and(eq(checkoutSessions.id, accessGrants.checkoutSessionId), isNotNull(accessGrants.revokedAt)))
    .where(and(ownGrants(db, purchaser), inArray(accessGrants.itemId, ended)));
  // A plan's: the order that started the subscription was refunded. Plans count where the site sells (computeAccess).
  const plansGiving = db
    .select({ itemId: planItems.itemId, startsAt: subscriptions.startsAt, refundedAt: checkoutSessions.refundedAt })
    .from(subscriptions)
    .innerJoin(planItems, eq(planItems.planId, subscriptions.planId))
    .leftJoin(checkoutSessions, eq(checkoutSessions.id, subscriptions.checkoutSessionId))
    .where(and(ownSubscriptions(db, purchaser), inArray(planItems.itemId, ended)));
  const rows: Given[] = ctx.site.monetizationEnabled ? await grants.unionAll(plansGiving) : await grants;

  const latest = new Map<number, Given>();
  for (const row of rows) {
    const current = latest.get(row.itemId);
    // The most recent decides; of two at once, the one not refunded (no claim of a refund in doubt).
    const later =
      !current || row.startsAt > current.startsAt || (row.startsAt.getTime() === current.startsAt.getTime() && row.refundedAt === null);
    if (later) latest.set(row.itemId, row);
  }
  for (const [itemId, given] of latest) {
    const info = result.get(itemId);
    if (info && given.refundedAt) result.set(itemId, { ...info, refundedAt: given.refundedAt });
  }
  return result;
}
