// Who may play what (spec §4 "Item access", §6): computed per request from the caller's session,
// grants and subscriptions — never cached across users. A search asks it too, as a condition on the
// items it matches (playableBy): the words said in an item's captions count only for viewers who may
// play it.
import { createHash } from "node:crypto";
import { and, eq, gt, inArray, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { accessGrants, items, planItems, subscriptions } from "../../db/schema";
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

/** isRestricted over the items aliased `t`, as SQL text. */
function restrictedSql(site: Pick<Website, "monetizationEnabled">, t: string): string {
  return site.monetizationEnabled
    ? `(${t}.visibility_type = 'on_demand' or ${t}.monetization_enabled)`
    : `${t}.visibility_type = 'on_demand'`;
}

/** The items aliased `t` that anyone may play, without a session or a grant (computeAccess's rule for
 * an anonymous caller), as SQL text: the search's vocabulary puts it in the query ts_stat reads. */
export function playableByAnyoneSql(site: Pick<Website, "monetizationEnabled">, t: string): string {
  return `(not ${restrictedSql(site, t)} and ${t}.visibility_type <> 'private')`;
}

/**
 * The items a viewer may play, known before any item is read: every item for a member; else those
 * anyone may play, private ones too with a session, and those the purchaser's grants and
 * subscriptions open now (`granted`, ascending ids). computeAccess's rule, for a whole site.
 */
export type Playable = { all: true } | { all: false; session: boolean; granted: number[] };

export async function playableBy(ctx: RequestCtx): Promise<Playable> {
  const { db, site, viewer } = ctx;
  if (viewer?.user?.role === "member") return { all: true };
  const purchaser = purchaserOf(ctx);
  if (!purchaser) return { all: false, session: viewer !== null, granted: [] };
  const now = new Date();
  const grants = db
    .select({ itemId: accessGrants.itemId })
    .from(accessGrants)
    .where(and(ownGrants(db, purchaser), lte(accessGrants.startsAt, now), or(isNull(accessGrants.endsAt), gt(accessGrants.endsAt, now))));
  const subscribed = db
    .select({ itemId: planItems.itemId })
    .from(subscriptions)
    .innerJoin(planItems, eq(planItems.planId, subscriptions.planId))
    .where(and(ownSubscriptions(db, purchaser), lte(subscriptions.startsAt, now), gt(subscriptions.endsAt, now)));
  const rows = site.monetizationEnabled ? await grants.union(subscribed) : await grants;
  return { all: false, session: true, granted: [...new Set(rows.map((r) => r.itemId))].sort((a, b) => a - b) };
}

/** The items `playable` names, as a condition on the items table. */
export function playableSql(site: Pick<Website, "monetizationEnabled">, playable: Playable): SQL {
  if (playable.all) return sql`true`;
  const open = sql.raw(playable.session ? `(not ${restrictedSql(site, "items")})` : playableByAnyoneSql(site, "items"));
  return playable.granted.length > 0 ? sql`(${open} or ${items.id} = any(${sql.param(playable.granted)}::int[]))` : open;
}

/** The same for two viewers when the same items are playable by both: what a cached search's answer
 * is kept under besides its filters. */
export function playableKey(playable: Playable): string {
  if (playable.all) return "all";
  const kind = playable.session ? "session" : "anyone";
  if (playable.granted.length === 0) return kind;
  return `${kind}+${createHash("sha1").update(playable.granted.join(",")).digest("base64url")}`;
}
