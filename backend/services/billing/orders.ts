// GET /admin/orders/ and POST /admin/orders/{uid}/refund/ – the members' view of what was paid, and
// refunds: the provider gives the money back, then what the order granted ends, in the audit log.
import { and, desc, eq, inArray } from "drizzle-orm";
import type { Currency, Order } from "../../../lib/api/billing";
import type { SignedInCtx } from "../../context";
import { checkoutSessions, subscriptions, users } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { audit } from "../audit";
import { revokeSession } from "./events";
import { localizedPayload, localizedPayloads } from "./names";
import { payloadOf, publicLine, publicPlan, type CheckoutPayload, type SessionRow } from "./records";

type Row = { session: SessionRow; buyer: typeof users.$inferSelect };

/** `payload`: the session's, named in the member's language (names.ts). */
function toOrder({ session, buyer }: Row, payload: CheckoutPayload): Order {
  return {
    uid: session.uid,
    created_at: session.createdAt.toISOString(),
    completed_at: session.completedAt?.toISOString() ?? null,
    buyer: { uid: buyer.uid, first_name: buyer.firstName, last_name: buyer.lastName, email: session.customerEmail ?? buyer.email },
    lines: payload.lines.map(publicLine),
    plan: publicPlan(payload.plan),
    amount: session.amount,
    currency: session.currency as Currency,
    provider: session.provider === "stripe" ? "stripe" : "test",
    status: session.status as Order["status"],
    refunded_at: session.refundedAt?.toISOString() ?? null,
  };
}

/** The orders, what they bought named in the request's language, in one query for them all. */
async function toOrders(ctx: SignedInCtx, rows: Row[]): Promise<Order[]> {
  const payloads = await localizedPayloads(
    ctx.db,
    ctx.locale,
    rows.map((row) => payloadOf(row.session)),
  );
  return rows.map((row, i) => toOrder(row, payloads[i] ?? payloadOf(row.session)));
}

function ordersOf(ctx: SignedInCtx) {
  return ctx.db
    .select({ session: checkoutSessions, buyer: users })
    .from(checkoutSessions)
    .innerJoin(users, eq(users.id, checkoutSessions.userId))
    .$dynamic();
}

export async function listOrders(ctx: SignedInCtx): Promise<Order[]> {
  const rows = await ordersOf(ctx)
    .where(and(eq(checkoutSessions.websiteId, ctx.site.id), inArray(checkoutSessions.status, ["complete", "refunded"])))
    .orderBy(desc(checkoutSessions.completedAt), desc(checkoutSessions.id))
    .limit(200);
  return toOrders(ctx, rows);
}

export async function refundOrder(ctx: SignedInCtx, uid: string): Promise<Order> {
  const [row] = await ordersOf(ctx)
    .where(and(eq(checkoutSessions.websiteId, ctx.site.id), eq(checkoutSessions.uid, uid)))
    .limit(1);
  if (!row || !["complete", "refunded"].includes(row.session.status)) throw notFound("Order not found.");
  if (row.session.status === "refunded") throw new ApiError(409, "already_refunded", "This order has already been refunded.");
  if (row.session.providerPaymentId) await ctx.payments.refund(row.session.providerPaymentId);
  const payload = payloadOf(row.session);
  const mail = await ctx.db.transaction(async (tx) => {
    const notice = await revokeSession(tx, row.session);
    await audit(tx, {
      websiteId: ctx.site.id,
      actorUserId: ctx.viewer.user.id,
      action: "order.refund",
      targetType: "checkout_session",
      targetId: row.session.uid,
      data: { amount: row.session.amount, currency: row.session.currency, provider: row.session.provider },
    });
    return notice;
  });
  // The buyer hears of it once the refund is recorded, in their own language (billing/mails.ts).
  if (mail) await ctx.mailer.send(ctx.db, mail);
  // A subscription is stopped too, or the provider would bill it again. The money is back and the
  // access ended already: a refusal here is logged for a member to finish on the provider's side.
  const subscriptionId = payload.plan ? await providerSubscriptionOf(ctx, row.session.id) : null;
  if (subscriptionId) {
    await ctx.payments.cancelSubscription(subscriptionId, "now").catch((error: unknown) => {
      console.error("[payments] refunded order %s: its subscription %s could not be stopped", row.session.uid, subscriptionId, error);
    });
  }
  // As it now stands (refunded, and when), named in the member's language.
  const [refunded] = await ordersOf(ctx).where(eq(checkoutSessions.id, row.session.id)).limit(1);
  const current = refunded ?? row;
  return toOrder(current, await localizedPayload(ctx.db, ctx.locale, payloadOf(current.session)));
}

async function providerSubscriptionOf(ctx: SignedInCtx, sessionId: number): Promise<string | null> {
  const [sub] = await ctx.db
    .select({ id: subscriptions.providerSubscriptionId })
    .from(subscriptions)
    .where(eq(subscriptions.checkoutSessionId, sessionId))
    .limit(1);
  return sub?.id ?? null;
}
