// One small interface for whoever takes the money: the built-in test checkout (the default) or
// Stripe. Both hand back a hosted payment page, and both report what happened as the same signed
// Stripe-shaped events, received by one webhook handler (services/billing/events.ts): access is
// granted from those events only.
import type Stripe from "stripe";
import type { Currency, PlanInterval } from "../../../lib/api/billing";

export type ProviderName = "test" | "stripe";

/** What our records say is being bought: amounts, periods and currency never come from a browser. */
export type CheckoutDraft = {
  /** Our checkout session's uid (also the metadata the events carry back). */
  uid: string;
  mode: "payment" | "subscription";
  currency: Currency;
  /** payment mode: one line per item. */
  lines: { name: string; description: string; amount: number }[];
  /** subscription mode: the plan, as a recurring price. */
  plan: { name: string; amount: number; interval: PlanInterval } | null;
  customerEmail: string;
  /** Contains `{CHECKOUT_SESSION_ID}`, which the provider replaces with its session id. */
  successUrl: string;
  cancelUrl: string;
  expiresAt: Date;
  locale: "en" | "fr";
};

export type CreatedCheckout = { providerSessionId: string; url: string };

/** The events we act on, as Stripe sends them (the test checkout emits the same shapes). */
export type PaymentEvent = Stripe.Event;

export class WebhookSignatureError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "WebhookSignatureError";
  }
}

/** The provider refused a call or could not be reached: nothing was done there. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code?: string,
  ) {
    super(message);
    this.name = "PaymentProviderError";
  }
}

export interface PaymentProvider {
  readonly name: ProviderName;
  createCheckout(draft: CheckoutDraft): Promise<CreatedCheckout>;
  /** Verifies the signature on the raw body (dated within 300 s, before or after now) and parses the event, or throws WebhookSignatureError. */
  constructEvent(rawBody: string, signatureHeader: string): PaymentEvent;
  /** Refunds a whole payment: a payment intent id, or the invoice id of a subscription's first payment. */
  refund(paymentId: string): Promise<void>;
  /** Stops a subscription: at the end of the paid period, or at once. */
  cancelSubscription(providerSubscriptionId: string, mode: "period_end" | "now"): Promise<void>;
}

/** Seconds a webhook signature stays acceptable (Stripe's default). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;
