// A webhook signature names when it was made (`t=` in the Stripe-Signature header). Stripe's SDK
// refuses one older than the tolerance but takes one from any future, so a captured delivery signed
// with a clock far ahead (or a leaked secret's forgery dated ahead) would stay good for as long: a
// signature is refused as much ahead as behind.
import { WEBHOOK_TOLERANCE_SECONDS, WebhookSignatureError } from "./types";

/** The header's timestamp in seconds, or null when it names none (the SDK then refuses it). */
export function signatureTimestamp(signatureHeader: string): number | null {
  for (const part of signatureHeader.split(",")) {
    const [key, value] = part.split("=");
    if (key?.trim() === "t" && value !== undefined && /^\d+$/.test(value.trim())) return Number(value.trim());
  }
  return null;
}

/** Throws WebhookSignatureError for a signature dated more than the tolerance ahead of `nowMs`. */
export function refuseFutureSignature(signatureHeader: string, nowMs = Date.now()): void {
  const timestamp = signatureTimestamp(signatureHeader);
  if (timestamp !== null && timestamp - Math.floor(nowMs / 1000) > WEBHOOK_TOLERANCE_SECONDS) {
    throw new WebhookSignatureError("Timestamp outside the tolerance zone (in the future).");
  }
}
