// What a checkout session holds and how it is shown: the lines or the plan copied from our records
// when the session was made, so what was bought stays what was paid for.
import type { CheckoutLine, CheckoutSession, Currency, PlanInterval, PlanRef } from "../../../lib/api/billing";
import type { RequestCtx } from "../../context";
import type { checkoutSessions } from "../../db/schema";
import { localizedPayload } from "./names";

export type SessionRow = typeof checkoutSessions.$inferSelect;

export type PayloadLine = CheckoutLine & { item_id: number; price_uid: string };
export type PayloadPlan = PlanRef & { id: number };
export type CheckoutPayload = { lines: PayloadLine[]; plan: PayloadPlan | null };

export function payloadOf(row: SessionRow): CheckoutPayload {
  const payload = row.payload as Partial<CheckoutPayload>;
  return { lines: payload.lines ?? [], plan: payload.plan ?? null };
}

export const publicLine = ({ item_id: _id, price_uid: _price, ...line }: PayloadLine): CheckoutLine => line;
export const publicPlan = (plan: PayloadPlan | null): PlanRef | null =>
  plan ? { uid: plan.uid, name: plan.name, amount: plan.amount, interval: plan.interval as PlanInterval } : null;

/** An open session past its time is expired, whatever the provider has said yet. */
export function effectiveStatus(row: SessionRow, now = new Date()): CheckoutSession["status"] {
  return row.status === "open" && row.expiresAt <= now ? "expired" : (row.status as CheckoutSession["status"]);
}

/** The session as its buyer sees it: names in the request's language (names.ts), not the creation's. */
export async function toSessionView(ctx: RequestCtx, row: SessionRow, successUrl: string): Promise<CheckoutSession> {
  const payload = await localizedPayload(ctx.db, ctx.locale, payloadOf(row));
  return {
    uid: row.uid,
    type: row.type === "subscription" ? "subscription" : "prices",
    provider: row.provider === "stripe" ? "stripe" : "test",
    status: effectiveStatus(row),
    failure: row.failure,
    currency: row.currency as Currency,
    amount: row.amount,
    created_at: row.createdAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
    lines: payload.lines.map(publicLine),
    plan: publicPlan(payload.plan),
    cancel_path: row.cancelPath,
    success_url: successUrl,
    // The address is asked at checkout (docs/buyers.md), no longer on the payment page.
    email_needed: false,
    buyer_email: row.customerEmail,
  };
}
