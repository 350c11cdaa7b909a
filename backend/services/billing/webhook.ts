// POST /api/webhooks/stripe – a payment event: its signature checked on the raw body, then handled
// once. A bad signature is a 400 and changes nothing.
import { WebhookSignatureError } from "../../adapters/payments/types";
import type { BackendDeps } from "../../context";
import { ApiError } from "../../http/errors";
import { handleEvent } from "./events";

export async function receiveEvent(
  deps: BackendDeps,
  rawBody: string,
  signature: string | undefined,
): Promise<{ received: true; replay: boolean }> {
  if (!signature) throw new ApiError(400, "invalid_signature", "Missing Stripe-Signature header.");
  let event;
  try {
    event = deps.payments.constructEvent(rawBody, signature);
  } catch (error) {
    if (error instanceof WebhookSignatureError) throw new ApiError(400, "invalid_signature", "Invalid webhook signature.");
    throw error;
  }
  const fresh = await handleEvent(deps, event);
  return { received: true, replay: !fresh };
}
