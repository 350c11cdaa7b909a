// POST /billing/test-checkout/{uid}/pay/ – the built-in test checkout's "Pay". Stripe's test cards
// behave as on Stripe: 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined,
// 4000 0000 0000 9995 lacks funds. A payment is not fulfilled here: it becomes the same signed
// event Stripe would send, handed to the webhook's own handler.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { CheckoutSession } from "../../../lib/api/billing";
import type { TestProvider } from "../../adapters/payments/test-provider";
import type { SignedInCtx } from "../../context";
import { checkoutSessions } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { message } from "../messages";
import { successUrlOf } from "./checkout";
import { receiveEvent } from "./webhook";
import { effectiveStatus, toSessionView } from "./records";

const CARDS: Record<string, "paid" | "card_declined" | "insufficient_funds"> = {
  "4242424242424242": "paid",
  "4000000000000002": "card_declined",
  "4000000000009995": "insufficient_funds",
};

const isTestProvider = (provider: SignedInCtx["payments"]): provider is TestProvider => provider.name === "test" && "sign" in provider;

export async function payTestCheckout(
  ctx: SignedInCtx,
  uid: string,
  input: { card_number: string; email?: string },
): Promise<CheckoutSession> {
  if (!isTestProvider(ctx.payments)) throw notFound("Checkout session not found.");
  const mine = and(
    eq(checkoutSessions.uid, uid),
    eq(checkoutSessions.websiteId, ctx.site.id),
    eq(checkoutSessions.userId, ctx.viewer.user.id),
  );
  const [row] = await ctx.db.select().from(checkoutSessions).where(mine).limit(1);
  if (!row || row.provider !== "test") throw notFound("Checkout session not found.");
  const status = effectiveStatus(row);
  if (status === "expired") {
    await ctx.db.update(checkoutSessions).set({ status: "expired" }).where(eq(checkoutSessions.id, row.id));
    throw new ApiError(400, "checkout_expired", message("checkoutExpired", ctx.locale));
  }
  if (status !== "open") throw new ApiError(409, "already_paid", message("checkoutClosed", ctx.locale));

  const outcome = CARDS[input.card_number.replace(/[\s-]/g, "")] ?? "card_declined";
  if (outcome !== "paid") {
    await ctx.db.update(checkoutSessions).set({ failure: outcome }).where(eq(checkoutSessions.id, row.id));
    const key = outcome === "insufficient_funds" ? "insufficientFunds" : "cardDeclined";
    throw new ApiError(402, outcome, message(key, ctx.locale), { card_number: [message(key, ctx.locale)] });
  }

  const now = Math.floor(Date.now() / 1000);
  const subscription = row.type === "subscription" ? `sub_test_${randomBytes(8).toString("hex")}` : null;
  const object = {
    id: row.providerSessionId ?? row.uid,
    object: "checkout.session",
    mode: row.type === "subscription" ? "subscription" : "payment",
    status: "complete",
    payment_status: "paid",
    amount_total: row.amount,
    currency: row.currency,
    client_reference_id: row.uid,
    metadata: { checkout_uid: row.uid },
    customer_details: { email: input.email ?? row.customerEmail },
    payment_intent: `pi_test_${randomBytes(8).toString("hex")}`,
    subscription,
  } as unknown as Stripe.Checkout.Session;
  const event = {
    id: `evt_test_${randomBytes(12).toString("hex")}`,
    object: "event",
    type: "checkout.session.completed",
    created: now,
    livemode: false,
    api_version: null,
    pending_webhooks: 0,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
  const payload = JSON.stringify(event);
  await receiveEvent(ctx, payload, ctx.payments.sign(payload));
  const [paid] = await ctx.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, row.id));
  return toSessionView(ctx, paid!, successUrlOf(ctx, paid!.providerSessionId ?? paid!.uid, paid!.locale));
}
