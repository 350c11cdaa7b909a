// Stripe: its hosted Checkout page takes the money, and its signed webhooks report what happened.
// Every price is sent inline from our own records (no products or prices kept at Stripe), each
// session carries our checkout uid back in its metadata, and retried calls reuse one idempotency key.
import Stripe from "stripe";
import {
  PaymentProviderError,
  WEBHOOK_TOLERANCE_SECONDS,
  WebhookSignatureError,
  type CheckoutDraft,
  type PaymentEvent,
  type PaymentProvider,
} from "./types";
import { refuseFutureSignature } from "./signature-time";

export type StripeProviderOptions = {
  secretKey: string;
  webhookSecret: string;
  /** Another API host (a local fake, in tests); Stripe's own otherwise. */
  host?: string;
  port?: number;
  protocol?: "http" | "https";
};

export function createStripeProvider(options: StripeProviderOptions): PaymentProvider {
  const { secretKey, webhookSecret, host, port, protocol } = options;
  const stripe = new Stripe(secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(host === undefined ? {} : { host }),
    ...(port === undefined ? {} : { port }),
    ...(protocol === undefined ? {} : { protocol }),
  });

  return {
    name: "stripe",
    async createCheckout(draft) {
      const session = await viaStripe(() =>
        stripe.checkout.sessions.create(checkoutParams(draft), { idempotencyKey: `checkout-${draft.uid}` }),
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a payment page URL.`);
      return { providerSessionId: session.id, url: session.url };
    },
    constructEvent(rawBody, signatureHeader): PaymentEvent {
      refuseFutureSignature(signatureHeader);
      try {
        return stripe.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature.");
      }
    },
    async refund(paymentId) {
      await viaStripe(async () => {
        const paymentIntent = paymentId.startsWith("in_") ? await paymentIntentOfInvoice(stripe, paymentId) : paymentId;
        await stripe.refunds.create({ payment_intent: paymentIntent }, { idempotencyKey: `refund-${paymentIntent}` });
      });
    },
    async cancelSubscription(subscriptionId, mode) {
      await viaStripe(async () => {
        if (mode === "period_end") await stripe.subscriptions.update(subscriptionId, { cancel_at_period_end: true });
        else await stripe.subscriptions.cancel(subscriptionId);
      });
    },
  };
}

/** Stripe's refusals and outages become the provider error every caller knows; our own bugs stay as they are. */
async function viaStripe<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (error instanceof Stripe.errors.StripeError) throw new PaymentProviderError(error.message, error.code);
    throw error;
  }
}

/** A subscription is paid through its invoice: the refund goes to the invoice's paid payment intent. */
async function paymentIntentOfInvoice(stripe: Stripe, invoiceId: string): Promise<string> {
  const payments = await stripe.invoicePayments.list({ invoice: invoiceId, status: "paid", limit: 1 });
  const intent = payments.data[0]?.payment.payment_intent;
  if (!intent) throw new PaymentProviderError(`Stripe invoice ${invoiceId} has no paid payment intent to refund.`);
  return typeof intent === "string" ? intent : intent.id;
}

function checkoutParams(draft: CheckoutDraft): Stripe.Checkout.SessionCreateParams {
  const metadata = { checkout_uid: draft.uid };
  const common = {
    success_url: draft.successUrl,
    cancel_url: draft.cancelUrl,
    // None for a buyer without an address (a site's shared account): Stripe refuses an empty one.
    customer_email: draft.customerEmail || undefined,
    client_reference_id: draft.uid,
    metadata,
    expires_at: Math.floor(draft.expiresAt.getTime() / 1000),
    locale: draft.locale,
  } satisfies Stripe.Checkout.SessionCreateParams;

  if (draft.mode === "subscription") {
    const { plan } = draft;
    if (!plan) throw new Error(`Checkout ${draft.uid} is a subscription without a plan.`);
    return {
      ...common,
      mode: "subscription",
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: draft.currency,
            unit_amount: plan.amount,
            recurring: { interval: plan.interval },
            product_data: { name: plan.name },
          },
        },
      ],
      subscription_data: { metadata },
    };
  }
  return {
    ...common,
    mode: "payment",
    line_items: draft.lines.map((line) => ({
      quantity: 1,
      price_data: {
        currency: draft.currency,
        unit_amount: line.amount,
        product_data: { name: line.name, description: line.description || undefined },
      },
    })),
    payment_intent_data: { metadata },
  };
}
