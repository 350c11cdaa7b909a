// The one place access is sold: payment events, as Stripe sends them to POST /api/webhooks/stripe
// and as the built-in test checkout emits them. Each event is stored by id first, in the same
// transaction as its effects, so a replay (or two deliveries at once) changes nothing twice; the
// grants' unique (checkout session, item) index is the last word.
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type Stripe from "stripe";
import type { PaymentEvent } from "../../adapters/payments/types";
import type { BackendDeps } from "../../context";
import type { Db } from "../../db/client";
import { accessGrants, checkoutSessions, subscriptions, webhookEvents } from "../../db/schema";
import { receiptMail, refundMail, type Mail } from "./mails";
import { payloadOf, type SessionRow } from "./records";

type Tx = Db;

const HOUR_MS = 3_600_000;

function addInterval(from: Date, interval: string): Date {
  const end = new Date(from);
  if (interval === "year") end.setUTCFullYear(end.getUTCFullYear() + 1);
  else end.setUTCMonth(end.getUTCMonth() + 1);
  return end;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === "string" ? value : (value?.id ?? null);

async function sessionFor(tx: Tx, object: Stripe.Checkout.Session): Promise<SessionRow | undefined> {
  const [row] = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.providerSessionId, object.id)).for("update").limit(1);
  return row;
}

/** Grants what a paid session bought, once; returns the receipt to send after commit. */
async function fulfil(tx: Tx, row: SessionRow, object: Stripe.Checkout.Session): Promise<Mail | null> {
  if (row.status === "complete" || row.status === "refunded") return null;
  // The amount charged must be the one we asked for: anything else is not our session's payment.
  if (object.amount_total !== null && object.amount_total !== undefined && object.amount_total !== row.amount) {
    console.error("[billing] amount mismatch on", row.uid, object.amount_total, row.amount);
    return null;
  }
  const now = new Date();
  const payload = payloadOf(row);
  if (payload.lines.length > 0) {
    await tx
      .insert(accessGrants)
      .values(
        payload.lines.map((line) => ({
          userId: row.userId,
          itemId: line.item_id,
          source: line.period > 0 ? "rental" : "purchase",
          startsAt: now,
          endsAt: line.period > 0 ? new Date(now.getTime() + line.period * HOUR_MS) : null,
          checkoutSessionId: row.id,
          downloadableChoices: line.downloadable_choices,
        })),
      )
      .onConflictDoNothing();
  }
  if (payload.plan) {
    await tx
      .insert(subscriptions)
      .values({
        userId: row.userId,
        planId: payload.plan.id,
        startsAt: now,
        endsAt: addInterval(now, payload.plan.interval),
        providerSubscriptionId: idOf(object.subscription),
        checkoutSessionId: row.id,
      })
      .onConflictDoNothing();
  }
  const email = object.customer_details?.email ?? row.customerEmail;
  // A one-off payment has its payment intent; a subscription's first payment is its invoice's.
  const paymentId = idOf(object.payment_intent) ?? idOf(object.invoice);
  await tx
    .update(checkoutSessions)
    .set({ status: "complete", completedAt: now, providerPaymentId: paymentId, customerEmail: email, failure: null })
    .where(eq(checkoutSessions.id, row.id));
  return email ? receiptMail(tx, row, email) : null;
}

/**
 * A refund, a charge reversed or a subscription stopped at once: what the session gave ends now.
 * Returns the buyer's refund notice to send after commit, only when this call refunded the session:
 * the status changes once (the row is locked until commit), so a refund made by a member and
 * Stripe's charge.refunded after it, or two at once, mail once.
 */
export async function revokeSession(tx: Tx, row: SessionRow): Promise<Mail | null> {
  const now = new Date();
  const [refunded] = await tx
    .update(checkoutSessions)
    .set({ status: "refunded", refundedAt: now })
    .where(and(eq(checkoutSessions.id, row.id), ne(checkoutSessions.status, "refunded")))
    .returning();
  await tx
    .update(accessGrants)
    .set({ revokedAt: now, endsAt: now })
    .where(and(eq(accessGrants.checkoutSessionId, row.id), sql`${accessGrants.revokedAt} is null`));
  await tx
    .update(subscriptions)
    .set({ status: "ended", endsAt: sql`least(${subscriptions.endsAt}, ${now})` })
    .where(eq(subscriptions.checkoutSessionId, row.id));
  return refunded ? refundMail(tx, refunded, now) : null;
}

function periodEndOf(sub: Stripe.Subscription): Date | null {
  const legacy = (sub as Stripe.Subscription & { current_period_end?: number }).current_period_end;
  const end = sub.items?.data?.[0]?.current_period_end ?? legacy;
  return typeof end === "number" ? new Date(end * 1000) : null;
}

function subscriptionOfInvoice(invoice: Stripe.Invoice): string | null {
  const legacy = (invoice as Stripe.Invoice & { subscription?: string | { id: string } | null }).subscription;
  return idOf(invoice.parent?.subscription_details?.subscription ?? legacy);
}

const mailsOf = (mail: Mail | null): Mail[] => (mail ? [mail] : []);

async function apply(tx: Tx, event: PaymentEvent): Promise<Mail[]> {
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded": {
      const object = event.data.object;
      const row = await sessionFor(tx, object);
      if (!row) return [];
      if (object.payment_status === "paid") return mailsOf(await fulfil(tx, row, object));
      if (row.status === "open") await tx.update(checkoutSessions).set({ status: "processing" }).where(eq(checkoutSessions.id, row.id));
      return [];
    }
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired": {
      const row = await sessionFor(tx, event.data.object);
      if (row && (row.status === "open" || row.status === "processing")) {
        const failed = event.type === "checkout.session.async_payment_failed";
        await tx
          .update(checkoutSessions)
          .set({ status: failed ? "failed" : "expired", failure: failed ? "async_payment_failed" : null })
          .where(eq(checkoutSessions.id, row.id));
      }
      return [];
    }
    case "invoice.paid": {
      // A renewal: the paid period moves on.
      const invoice = event.data.object;
      const id = subscriptionOfInvoice(invoice);
      const end = invoice.lines?.data?.[0]?.period?.end;
      if (!id || typeof end !== "number") return [];
      await tx
        .update(subscriptions)
        .set({ endsAt: sql`greatest(${subscriptions.endsAt}, ${new Date(end * 1000)})` })
        .where(and(eq(subscriptions.providerSubscriptionId, id), inArray(subscriptions.status, ["active", "canceled"])));
      return [];
    }
    case "customer.subscription.updated": {
      const sub = event.data.object;
      const stopped = sub.status === "unpaid" || sub.status === "canceled" || sub.status === "incomplete_expired";
      const end = periodEndOf(sub);
      await tx
        .update(subscriptions)
        .set(
          stopped
            ? { status: "ended", endsAt: sql`least(${subscriptions.endsAt}, now())` }
            : {
                status: sub.cancel_at_period_end ? "canceled" : "active",
                cancelAtPeriodEnd: sub.cancel_at_period_end,
                ...(end ? { endsAt: end } : {}),
              },
        )
        .where(eq(subscriptions.providerSubscriptionId, sub.id));
      return [];
    }
    case "customer.subscription.deleted": {
      await tx
        .update(subscriptions)
        .set({ status: "ended", endsAt: sql`least(${subscriptions.endsAt}, now())` })
        .where(eq(subscriptions.providerSubscriptionId, event.data.object.id));
      return [];
    }
    case "charge.refunded": {
      const charge = event.data.object;
      const payment = idOf(charge.payment_intent);
      if (!payment || charge.amount_refunded < charge.amount) return [];
      const rows = await tx.select().from(checkoutSessions).where(eq(checkoutSessions.providerPaymentId, payment));
      const mails: Mail[] = [];
      for (const row of rows) mails.push(...mailsOf(await revokeSession(tx, row)));
      return mails;
    }
    default:
      return [];
  }
}

/** Handles one verified event; false when it was already handled (a replay). */
export async function handleEvent(deps: Pick<BackendDeps, "db" | "mailer">, event: PaymentEvent): Promise<boolean> {
  const result = await deps.db.transaction(async (tx) => {
    const fresh = await tx.insert(webhookEvents).values({ id: event.id, type: event.type }).onConflictDoNothing().returning();
    if (fresh.length === 0) return { fresh: false, mails: [] };
    return { fresh: true, mails: await apply(tx, event) };
  });
  for (const mail of result.mails) await deps.mailer.send(deps.db, mail);
  return result.fresh;
}
