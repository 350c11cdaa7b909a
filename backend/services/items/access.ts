// Who may play what (spec §4 "Item access", §6): computed per request from the caller's session,
// grants and subscriptions — never cached across users.
import { and, eq, gt, inArray, lte } from "drizzle-orm";
import { accessGrants, planItems, subscriptions } from "../../db/schema";
import type { RequestCtx, Website } from "../../context";
import { ownGrants, ownSubscriptions, purchaserOf } from "../billing/purchaser";

export type AccessInfo = { hasAccess: boolean; expireAt: Date | null };

export type AccessSubject = {
  id: number;
  visibilityType: string;
  monetizationEnabled: boolean;
};

/** Whether the item needs a grant (or subscription) rather than just a visitor or a session. */
export function isRestricted(site: Website, item: AccessSubject): boolean {
  if (site.monetizationEnabled && item.monetizationEnabled) return true;
  return item.visibilityType === "on_demand";
}

/** A grant (or subscription) in force at `now`: started, and unlimited or not yet ended. */
export function isActive(window: { startsAt: Date; endsAt: Date | null }, now: Date): boolean {
  return window.startsAt <= now && (window.endsAt === null || window.endsAt > now);
}

export async function computeAccess(ctx: RequestCtx, items: AccessSubject[]): Promise<Map<number, AccessInfo>> {
  const { db, site, viewer } = ctx;
  const result = new Map<number, AccessInfo>();
  const user = viewer?.user ?? null;
  const needGrant: number[] = [];
  for (const item of items) {
    if (user?.role === "member") result.set(item.id, { hasAccess: true, expireAt: null });
    else if (isRestricted(site, item)) needGrant.push(item.id);
    else if (item.visibilityType === "private") result.set(item.id, { hasAccess: viewer !== null, expireAt: null });
    else result.set(item.id, { hasAccess: true, expireAt: null });
  }
  if (needGrant.length === 0) return result;
  for (const id of needGrant) result.set(id, { hasAccess: false, expireAt: null });
  // Grants and plans are the purchaser's (the buyer on a shared-password site), not always the viewer's.
  const purchaser = purchaserOf(ctx);
  if (!purchaser) return result;

  const now = new Date();
  const grants = await db
    .select({ itemId: accessGrants.itemId, startsAt: accessGrants.startsAt, endsAt: accessGrants.endsAt })
    .from(accessGrants)
    .where(and(ownGrants(db, purchaser), inArray(accessGrants.itemId, needGrant)));
  for (const id of needGrant) {
    const mine = grants.filter((g) => g.itemId === id);
    const active = mine.filter((g) => isActive(g, now));
    if (active.length > 0) {
      const unlimited = active.some((g) => g.endsAt === null);
      result.set(id, { hasAccess: true, expireAt: unlimited ? null : latest(active.map((g) => g.endsAt!)) });
    } else if (mine.length > 0) {
      // Expired access: nothing to play, but the end date stays visible (My List marks it expired).
      result.set(id, { hasAccess: false, expireAt: latest(mine.flatMap((g) => (g.endsAt ? [g.endsAt] : []))) });
    }
  }

  if (site.monetizationEnabled) {
    const subscribed = await db
      .select({ itemId: planItems.itemId, endsAt: subscriptions.endsAt })
      .from(subscriptions)
      .innerJoin(planItems, eq(planItems.planId, subscriptions.planId))
      .where(
        and(
          ownSubscriptions(db, purchaser),
          lte(subscriptions.startsAt, now),
          gt(subscriptions.endsAt, now),
          inArray(planItems.itemId, needGrant),
        ),
      );
    for (const row of subscribed) {
      const current = result.get(row.itemId)!;
      if (!current.hasAccess || (current.expireAt && current.expireAt < row.endsAt)) {
        result.set(row.itemId, { hasAccess: true, expireAt: row.endsAt });
      }
    }
  }
  return result;
}

function latest(dates: Date[]): Date | null {
  return dates.reduce<Date | null>((max, d) => (max === null || d > max ? d : max), null);
}
