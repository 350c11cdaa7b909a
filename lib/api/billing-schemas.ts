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

export const checkoutInputSchema = z.discriminatedUnion("type", [
  z.object({ type: z.literal("prices"), prices: z.array(z.string().uuid("Enter a valid uid.")).min(1).max(CHECKOUT_MAX_PRICES) }),
  z.object({ type: z.literal("subscription"), subscription: z.string().uuid("Enter a valid uid.") }),
]);
export type CheckoutInput = z.infer<typeof checkoutInputSchema>;

export const checkoutResponseSchema = z.object({ checkout_session_url: z.string() });
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
  /** The account has no address of its own (a shared account): the checkout asks where the receipt goes. */
  email_needed: z.boolean(),
});
export type CheckoutSession = z.infer<typeof checkoutSessionSchema>;

export const testCardInputSchema = z.object({
  card_number: z.string().trim().min(1, "required").max(40, "tooLong"),
  /** Where the receipt goes, when the account has no address of its own (a shared account). */
  email: z
    .string()
    .trim()
    .max(254, "tooLong")
    .regex(/^[^\s@]+@[^\s@]+$/, "invalidEmail")
    .optional(),
});
export type TestCardInput = z.infer<typeof testCardInputSchema>;

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
});
export type Order = z.infer<typeof orderSchema>;

const list = <T extends z.ZodType>(schema: T) => z.object({ count: z.number().int(), results: z.array(schema) });

/** GET /billing/plans/ answers a list or an object with results. */
export const planListSchema = z.union([z.array(planSchema), list(planSchema)]);
export const subscriptionListSchema = list(subscriptionSchema);
export const orderListSchema = list(orderSchema);
