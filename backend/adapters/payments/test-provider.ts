// The built-in test checkout: no keys, no network. Its hosted payment page is a page of the site
// itself (/checkout/test/{uid}); "Pay" there emits the same signed Stripe-shaped event a Stripe
// webhook would deliver (services/billing/test-checkout.ts), signed with a secret derived from the
// app secret, and refunds and cancellations need no one else.
import { createHmac } from "node:crypto";
import Stripe from "stripe";
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError, type PaymentEvent, type PaymentProvider } from "./types";
import { refuseFutureSignature } from "./signature-time";

/** Only used for its webhook helpers, which run locally: this client never makes a request. */
const offline = new Stripe("sk_test_offline", { maxNetworkRetries: 0 });

export type TestProvider = PaymentProvider & {
  /** Signs an event as Stripe would: what the test checkout's "Pay" hands to the webhook handler. */
  sign(payload: string): string;
};

export function createTestProvider(appSecret: string): TestProvider {
  const webhookSecret = `whsec_${createHmac("sha256", appSecret).update("test-checkout-webhook").digest("base64url")}`;
  return {
    name: "test",
    async createCheckout(draft) {
      // On the buyer's site and in their language, like the pages it returns to.
      const prefix = draft.locale === "fr" ? "/fr" : "";
      return { providerSessionId: draft.uid, url: `${new URL(draft.successUrl).origin}${prefix}/checkout/test/${draft.uid}` };
    },
    constructEvent(rawBody, signatureHeader): PaymentEvent {
      refuseFutureSignature(signatureHeader);
      try {
        return offline.webhooks.constructEvent(rawBody, signatureHeader, webhookSecret, WEBHOOK_TOLERANCE_SECONDS);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid signature.");
      }
    },
    sign(payload) {
      return offline.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    },
    // Nothing to call: the money never moved. The caller records the refund or cancellation.
    async refund() {},
    async cancelSubscription() {},
  };
}
