// The zod schemas of the paying half of the contract (spec §3 Price / Plan / checkout payloads):
// the backend validates its input with them and the server's client parses answers with them.
// Kept apart from lib/api/billing.ts, whose calls and constants the browser loads without zod.
import "../zod-jitless";
import { z } from "zod";
import { CHECKOUT_MAX_PRICES, CURRENCIES } from "./billing-limits";

export const currencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof currencySchema>;

export const planIntervalSchema = z.enum(["month", "year"]);
export type PlanInterval = z.infer<typeof planIntervalSchema>;

export const planSchema = z.object({
  uid: z.string(),
  name: z.string(),
  amount: z.number().int(),
  interval: planIntervalSchema,
  /** Sanitised HTML. */
  description: z.string().nullable(),
  thumbnail: z.string().nullable(),
});
export type Plan = z.infer<typeof planSchema>;

/**
 * The buyer's address: required at checkout on a site whose sign-in is the shared site password
 * (purchases belong to that buyer, docs/buyers.md), ignored where the account is the buyer.
 */
export const buyerEmailSchema = z
  .string()
  .trim()
  .max(254, "tooLong")
  .regex(/^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/, "invalidEmail");

export const checkoutInputSchema = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("prices"),
    prices: z.array(z.string().uuid("Enter a valid uid.")).min(1).max(CHECKOUT_MAX_PRICES),
    email: buyerEmailSchema.optional(),
  }),
  z.object({ type: z.literal("subscription"), subscription: z.string().uuid("Enter a valid uid."), email: buyerEmailSchema.optional() }),
]);
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

/**
 * `buyer_token`: on a shared-password site, the buyer identity this browser now holds (the BFF keeps
 * it in its own httpOnly cookie and never hands it to scripts); absent elsewhere.
 */
export const checkoutResponseSchema = z.object({ checkout_session_url: z.string(), buyer_token: z.string().optional() });
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>;

export const checkoutStatusSchema = z.enum(["open", "processing", "complete", "failed", "expired", "refunded"]);
export type CheckoutStatus = z.infer<typeof checkoutStatusSchema>;

export const checkoutLineSchema = z.object({
  item_uid: z.string(),
  item_slug: z.string(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  amount: z.number().int(),
  /** Hours of access; 0 = unlimited. */
  period: z.number().int(),
  downloadable_choices: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
});
export type CheckoutLine = z.infer<typeof checkoutLineSchema>;

export const planRefSchema = z.object({ uid: z.string(), name: z.string(), amount: z.number().int(), interval: planIntervalSchema });
export type PlanRef = z.infer<typeof planRefSchema>;

/** GET /billing/sessions/{id}/ – one of the buyer's checkout sessions (by our uid or the provider's id). */
export const checkoutSessionSchema = z.object({
  uid: z.string(),
  type: z.enum(["prices", "subscription"]),
  provider: z.enum(["test", "stripe"]),
  status: checkoutStatusSchema,
  /** Why a payment failed: "card_declined", "insufficient_funds", or another provider code. */
  failure: z.string().nullable(),
  currency: currencySchema,
  amount: z.number().int(),
  created_at: z.string(),
  expires_at: z.string(),
  lines: z.array(checkoutLineSchema),
  plan: planRefSchema.nullable(),
  /** Where "Cancel" leads: the item's page (site path without the locale prefix), or "/". */
  cancel_path: z.string(),
  /** Where the test checkout goes once paid. */
  success_url: z.string(),
  /** Always false: the buyer's address is known when the session is made (kept for older pages). */
  email_needed: z.boolean(),
  /** Where the receipt goes (the buyer's or the account's address), null when none is known. */
  buyer_email: z.string().nullable().optional(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

/**
 * The built-in test checkout's card, as Stripe Checkout asks for it. Only lengths are checked here:
 * the card itself is judged by the server with Stripe's codes (incorrect_number, invalid_expiry_month,
 * invalid_expiry_year, incorrect_cvc, card_declined, insufficient_funds, expired_card).
 */
export const testCardInputSchema = z.object({
  card_number: z.string().trim().min(1, "required").max(40, "tooLong"),
  /** "MM / YY" (or "MM/YYYY"). */
  expiry: z.string().trim().max(20, "tooLong").default(""),
  cvc: z.string().trim().max(10, "tooLong").default(""),
});
export type TestCardInput = z.infer<typeof testCardInputSchema>;

/** POST /billing/buyer-link/ – mails a one-time sign-in link to a buyer's purchases (same answer whether or not any exist). */
export const buyerLinkRequestSchema = z.object({ email: buyerEmailSchema });
export type BuyerLinkRequest = z.infer<typeof buyerLinkRequestSchema>;

/** POST /billing/buyer-link/redeem/ – the link's secret, once, within 15 minutes; answers `{buyer_token}` to the BFF. */
export const buyerLinkRedeemSchema = z.object({ token: z.string().trim().min(1, "required").max(200, "tooLong") });
export type BuyerLinkRedeem = z.infer<typeof buyerLinkRedeemSchema>;

/** GET /billing/buyer/ – the buyer identity this browser holds on a shared-password site (404: none). */
export const buyerSchema = z.object({
  email: z.string(),
  /** false: known from a checkout in this browser only (it sees what was bought here); true: signed in by the e-mailed link. */
  verified: z.boolean(),
});
export type Buyer = z.infer<typeof buyerSchema>;

/** The buyer's subscriptions (GET /billing/subscriptions/). */
export const subscriptionSchema = z.object({
  uid: z.string(),
  plan: planRefSchema,
  status: z.enum(["active", "canceled", "ended"]),
  started_at: z.string(),
  /** End of the paid period: the renewal date while active, the end of access once cancelled. */
  current_period_end: z.string(),
  cancel_at_period_end: z.boolean(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** GET /admin/orders/ – one completed (or refunded) checkout. */
export const orderSchema = z.object({
  uid: z.string(),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  buyer: z.object({ uid: z.string(), first_name: z.string(), last_name: z.string(), email: z.string() }),
  lines: z.array(checkoutLineSchema),
  plan: planRefSchema.nullable(),
  amount: z.number().int(),
  currency: currencySchema,
  provider: z.enum(["test", "stripe"]),
  status: checkoutStatusSchema,
  /** When it was refunded (null while it stands). */
  refunded_at: z.string().nullable().optional(),
});
export type Order = z.infer<typeof orderSchema>;

const list = <T extends z.ZodType>(schema: T) => z.object({ count: z.number().int(), results: z.array(schema) });

/** GET /billing/plans/ answers a list or an object with results. */
export const planListSchema = z.union([z.array(planSchema), list(planSchema)]);
export const subscriptionListSchema = list(subscriptionSchema);
export const orderListSchema = list(orderSchema);
