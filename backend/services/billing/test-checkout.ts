// POST /billing/test-checkout/{uid}/pay/ – the built-in test checkout's "Pay". The card is judged as
// Stripe's test mode judges it (test-cards.ts) and refused as Stripe refuses: 402 with Stripe's code,
// its text in the buyer's language, and the field at fault. A refusal leaves the session open for
// another try. A payment is not fulfilled here: it becomes the same signed event Stripe would send,
// handed to the webhook's own handler; the receipt goes to the address given at checkout.
import { randomBytes } from "node:crypto";
import { and, eq } from "drizzle-orm";
import type Stripe from "stripe";
import type { CheckoutSession, TestCardInput } from "../../../lib/api/billing";
import type { TestProvider } from "../../adapters/payments/test-provider";
import type { SignedInCtx } from "../../context";
import { checkoutSessions } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { message, type MessageKey } from "../messages";
import { successUrlOf } from "./checkout";
import { ownCheckoutSessions, purchaserOf } from "./purchaser";
import { receiveEvent } from "./webhook";
import { effectiveStatus, toSessionView } from "./records";
import { judgeTestCard, type CardErrorCode } from "./test-cards";

/** Stripe's text for each of its codes (messages/{en,fr}.json, "api"). */
const CARD_MESSAGES: Record<CardErrorCode, MessageKey> = {
  incorrect_number: "cardIncorrectNumber",
  invalid_expiry_month: "cardInvalidExpiryMonth",
  invalid_expiry_year: "cardInvalidExpiryYear",
  incorrect_cvc: "cardIncorrectCvc",
  card_declined: "cardDeclined",
  insufficient_funds: "insufficientFunds",
  expired_card: "cardExpired",
};

const isTestProvider = (provider: SignedInCtx["payments"]): provider is TestProvider => provider.name === "test" && "sign" in provider;

export async function payTestCheckout(ctx: SignedInCtx, uid: string, input: TestCardInput): Promise<CheckoutSession> {
  if (!isTestProvider(ctx.payments)) throw notFound("Checkout session not found.");
  // Only the purchaser's own session (another buyer's, or any for the shared account alone, is a 404).
  const purchaser = purchaserOf(ctx);
  if (!purchaser) throw notFound("Checkout session not found.");
  const mine = and(eq(checkoutSessions.uid, uid), eq(checkoutSessions.websiteId, ctx.site.id), ownCheckoutSessions(purchaser));
  const [row] = await ctx.db.select().from(checkoutSessions).where(mine).limit(1);
  if (!row || row.provider !== "test") throw notFound("Checkout session not found.");
  const status = effectiveStatus(row);
  if (status === "expired") {
    await ctx.db.update(checkoutSessions).set({ status: "expired" }).where(eq(checkoutSessions.id, row.id));
    throw new ApiError(400, "checkout_expired", message("checkoutExpired", ctx.locale));
  }
  if (status !== "open") throw new ApiError(409, "already_paid", message("checkoutClosed", ctx.locale));

  const verdict = judgeTestCard(input);
  if (!verdict.ok) {
    // Still open: the buyer corrects the card, or takes another, and pays this same session.
    await ctx.db.update(checkoutSessions).set({ failure: verdict.code }).where(eq(checkoutSessions.id, row.id));
    const text = message(CARD_MESSAGES[verdict.code], ctx.locale);
    // A decline is not a field's fault: no field errors then.
    throw new ApiError(402, verdict.code, text, verdict.field ? { [verdict.field]: [text] } : undefined);
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
    customer_details: { email: row.customerEmail },
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
