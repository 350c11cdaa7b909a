// GET /billing/subscriptions/ and POST /billing/subscriptions/{uid}/cancel/ – the buyer's plans;
// cancelling stops the renewal, and access lasts until the end of the paid period.
import { and, desc, eq } from "drizzle-orm";
import type { PlanInterval, Subscription } from "../../../lib/api/billing";
import type { SignedInCtx } from "../../context";
import { plans, subscriptions } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { localized } from "../i18n";
import { ownSubscriptions, purchaserOf } from "./purchaser";

type Row = { sub: typeof subscriptions.$inferSelect; plan: typeof plans.$inferSelect };

function toSubscription({ sub, plan }: Row, locale: SignedInCtx["locale"]): Subscription {
  const ended = sub.status === "ended" || sub.endsAt <= new Date();
  return {
    uid: sub.uid,
    plan: {
      uid: plan.uid,
      name: localized(plan.i18n, locale, "name", plan.name),
      amount: plan.amount,
      interval: plan.interval as PlanInterval,
    },
    status: ended ? "ended" : sub.status === "canceled" ? "canceled" : "active",
    started_at: sub.startsAt.toISOString(),
    current_period_end: sub.endsAt.toISOString(),
    cancel_at_period_end: sub.cancelAtPeriodEnd,
  };
}

/** The purchaser's subscriptions on this site (services/billing/purchaser.ts); null when nobody's are shown. */
function mine(ctx: SignedInCtx) {
  const purchaser = purchaserOf(ctx);
  return purchaser ? and(ownSubscriptions(ctx.db, purchaser), eq(plans.websiteId, ctx.site.id)) : null;
}

export async function listSubscriptions(ctx: SignedInCtx): Promise<Subscription[]> {
  const own = mine(ctx);
  if (!own) return [];
  const rows = await ctx.db
    .select({ sub: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(own)
    .orderBy(desc(subscriptions.endsAt));
  return rows.map((row) => toSubscription(row, ctx.locale));
}

export async function cancelSubscription(ctx: SignedInCtx, uid: string): Promise<Subscription> {
  const own = mine(ctx);
  if (!own) throw notFound("Subscription not found.");
  const [row] = await ctx.db
    .select({ sub: subscriptions, plan: plans })
    .from(subscriptions)
    .innerJoin(plans, eq(plans.id, subscriptions.planId))
    .where(and(own, eq(subscriptions.uid, uid)))
    .limit(1);
  if (!row) throw notFound("Subscription not found.");
  if (toSubscription(row, ctx.locale).status !== "active") throw new ApiError(409, "not_active", "This subscription is not active.");
  if (row.sub.providerSubscriptionId) await ctx.payments.cancelSubscription(row.sub.providerSubscriptionId, "period_end");
  const [updated] = await ctx.db
    .update(subscriptions)
    .set({ status: "canceled", cancelAtPeriodEnd: true })
    .where(eq(subscriptions.id, row.sub.id))
    .returning();
  return toSubscription({ sub: updated!, plan: row.plan }, ctx.locale);
}
