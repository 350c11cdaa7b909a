// The payment provider of this process, chosen once at start-up: Stripe when both of its keys are
// set, else the built-in test checkout.
import { env } from "../../../lib/env";
import { createStripeProvider } from "./stripe-provider";
import { createTestProvider } from "./test-provider";
import type { PaymentProvider } from "./types";

export function createPaymentProvider(appSecret: string): PaymentProvider {
  if (env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET) {
    return createStripeProvider({ secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET });
  }
  return createTestProvider(appSecret);
}
