// GET /items/access/ – My List: every item the user has or had access to (expired ones included)
// and every item they asked for, with where it stands.
import { and, desc, eq, inArray, isNotNull } from "drizzle-orm";
import type { AccessEntry, AccessStatus } from "../../lib/api/schemas";
import type { SignedInCtx } from "../context";
import { accessGrants, items, ondemandRequestItems, ondemandRequests, planItems, plans, subscriptions } from "../db/schema";
import { ownGrants, ownSubscriptions, purchaserOf } from "./billing/purchaser";
import { localized } from "./i18n";
import { computeAccess, isActive } from "./items/access";
import { itemColumns, publishedFilter, withContent } from "./items/content";
import { withRefunds } from "./items/refunds";
import { loadRelations } from "./items/related";
import { renewableGrants } from "./renewals";
import { toItem } from "./items/serialize";

type Source = NonNullable<AccessEntry["access_source"]>;
type Standing = {
  status: AccessStatus;
  reason: string | null;
  requestedAt: Date | null;
  at: Date;
  source?: Source;
  plan?: { uid: string; name: string };
};

const SOURCES: readonly string[] = ["on_demand", "purchase", "rental"];

function better(a: Standing | undefined, b: Standing): Standing {
  // Active beats anything; otherwise the most recent event wins.
  if (!a) return b;
  if (a.status === "active") return a;
  if (b.status === "active") return b;
  return b.at > a.at ? b : a;
}

/** When the renewal waiting for a member was asked (null: none, or the waiting request is not a renewal). */
const renewalAskedAt = (waiting: { renewal: boolean; at: Date } | undefined) => (waiting?.renewal ? waiting.at.toISOString() : null);

export async function getMyList(ctx: SignedInCtx): Promise<AccessEntry[]> {
  const { db, site, viewer } = ctx;
  const user = viewer.user;
  const now = new Date();
  const standing = new Map<number, Standing>();

  // Purchases are the purchaser's (the buyer on a shared-password site); requests stay the viewer's.
  const purchaser = purchaserOf(ctx);
  const grants = purchaser ? await db.select().from(accessGrants).where(ownGrants(db, purchaser)) : [];
  for (const g of grants) {
    standing.set(
      g.itemId,
      better(standing.get(g.itemId), {
        status: isActive(g, now) ? "active" : "expired",
        reason: null,
        requestedAt: null,
        at: g.startsAt,
        source: SOURCES.includes(g.source) ? (g.source as Source) : "purchase",
      }),
    );
  }
  // Every item of the user's plans on this site, while subscribed and after.
  const subscribed = purchaser
    ? await db
        .select({ itemId: planItems.itemId, startsAt: subscriptions.startsAt, endsAt: subscriptions.endsAt, plan: plans })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.id, subscriptions.planId))
        .innerJoin(planItems, eq(planItems.planId, plans.id))
        .where(and(ownSubscriptions(db, purchaser), eq(plans.websiteId, site.id)))
    : [];
  for (const s of subscribed) {
    const plan = { uid: s.plan.uid, name: localized(s.plan.i18n, ctx.locale, "name", s.plan.name) };
    const entry: Standing = {
      status: isActive(s, now) ? "active" : "expired",
      reason: null,
      requestedAt: null,
      at: s.startsAt,
      source: "subscription",
      plan,
    };
    standing.set(s.itemId, better(standing.get(s.itemId), entry));
  }
  const asked = await db
    .select({
      itemId: ondemandRequestItems.itemId,
      status: ondemandRequestItems.status,
      reason: ondemandRequestItems.reason,
      createdAt: ondemandRequests.createdAt,
      decidedAt: ondemandRequestItems.decidedAt,
      renewsGrantId: ondemandRequestItems.renewsGrantId,
    })
    .from(ondemandRequestItems)
    .innerJoin(ondemandRequests, eq(ondemandRequests.id, ondemandRequestItems.requestId))
    .where(and(eq(ondemandRequests.userId, user.id), eq(ondemandRequests.websiteId, site.id)))
    .orderBy(desc(ondemandRequests.createdAt));
  // Items with a request waiting for a member (renewals marked as such): nothing to renew for now.
  const waiting = new Map<number, { renewal: boolean; at: Date }>();
  for (const r of asked) {
    if (r.status === "pending" && !waiting.has(r.itemId)) waiting.set(r.itemId, { renewal: r.renewsGrantId !== null, at: r.createdAt });
    if (r.status === "approved") continue; // its grant speaks for it
    const status: AccessStatus = r.status === "refused" ? "refused" : "pending";
    const entry = { status, reason: r.reason, requestedAt: r.createdAt, at: r.decidedAt ?? r.createdAt };
    standing.set(r.itemId, better(standing.get(r.itemId), entry));
  }
  const ids = [...standing.keys()];
  if (ids.length === 0) return [];

  const rows = await withContent(db.select(itemColumns).from(items).$dynamic()).where(
    and(publishedFilter(site.id, now), inArray(items.id, ids), isNotNull(items.publishedAt)),
  );
  const renewable = await renewableGrants(
    db,
    user.id,
    rows.filter((r) => r.visibilityType === "on_demand").map((r) => r.id),
    now,
  );
  const [access, relations] = [
    await withRefunds(ctx, await computeAccess(ctx, rows)),
    await loadRelations(
      ctx,
      rows.map((r) => r.id),
    ),
  ];
  // Access that ended, by a refund or with its time, is listed last, the most recent first.
  const order: Record<AccessStatus, number> = { active: 0, pending: 1, refused: 2, refunded: 3, expired: 3 };
  return rows
    .map((row) => {
      const s = standing.get(row.id)!;
      const itemAccess = access.get(row.id)!;
      // An end by a refund is said as such (items/refunds.ts), not as an expiry.
      const status: AccessStatus = s.status === "expired" && itemAccess.refundedAt ? "refunded" : s.status;
      return {
        ...toItem(ctx, row, itemAccess, relations),
        access_status: status,
        refusal_reason: s.status === "refused" ? s.reason : null,
        requested_at: s.requestedAt?.toISOString() ?? null,
        access_source: s.source ?? (s.status === "pending" || s.status === "refused" ? "on_demand" : null),
        plan: s.plan ?? null,
        renewable: renewable.has(row.id) && !waiting.has(row.id),
        renewal_requested_at: renewalAskedAt(waiting.get(row.id)),
        _at: s.at.getTime(),
      };
    })
    .sort((a, b) => order[a.access_status] - order[b.access_status] || b._at - a._at)
    .map(({ _at, ...entry }) => entry);
}
