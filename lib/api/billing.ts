// The paying half of the contract (spec §3 Price / Plan / checkout payloads, §7 billing calls):
// plans, checkout, the buyer's sessions and subscriptions, the built-in test checkout, and the
// members' orders. Amounts are in cents; the server takes them from its own records only.
// Free of zod, so that the cart can load it on public pages: the schemas are in billing-schemas.ts.
import type {
  Buyer,
  BuyerLinkRequest,
  CheckoutInput,
  CheckoutResponse,
  CheckoutSession,
  Order,
  Plan,
  Subscription,
  TestCardInput,
} from "./billing-schemas";
import { ServerError } from "./errors";
import type { ApiClient } from "./request";
import { SHAPES } from "./shapes";

export type {
  Currency,
  Plan,
  PlanInterval,
  CheckoutInput,
  CheckoutResponse,
  CheckoutStatus,
  CheckoutLine,
  PlanRef,
  CheckoutSession,
  TestCardInput,
  Subscription,
  Order,
  Buyer,
  BuyerLinkRequest,
  BuyerLinkRedeem,
} from "./billing-schemas";

export { CHECKOUT_MAX_PRICES } from "./billing-limits";
/** A checkout session may be paid for this long. */
export const CHECKOUT_TTL_MINUTES = 30;
/** Payment events are small: a webhook body past this is not one. */
export const WEBHOOK_MAX_BYTES = 512 * 1024;
/** The success page waits this long for the payment's fulfilment before saying it is late. */
export const FULFILMENT_WAIT_MS = 30_000;

/**
 * How an access period of `hours` reads, everywhere (cart, payment page, the provider's line
 * description): 0 is unlimited, whole days from three days up, else hours ('48 hours', '30 days').
 */
export type AccessPeriod = { unit: "unlimited" } | { unit: "days" | "hours"; count: number };

export function accessPeriod(hours: number): AccessPeriod {
  if (hours <= 0) return { unit: "unlimited" };
  if (hours >= 72 && hours % 24 === 0) return { unit: "days", count: hours / 24 };
  return { unit: "hours", count: hours };
}

export async function getPlans(client: ApiClient): Promise<Plan[]> {
  const data = await client.request("/billing/plans/", { query: { ordering: "amount" } }, SHAPES.planList);
  return Array.isArray(data) ? data : data.results;
}

export function createCheckout(client: ApiClient, input: CheckoutInput): Promise<CheckoutResponse> {
  return client.request("/billing/checkout/", { json: input }, SHAPES.checkoutResponse);
}

export function getCheckoutSession(client: ApiClient, id: string): Promise<CheckoutSession> {
  return client.request(`/billing/sessions/${encodeURIComponent(id)}/`, {}, SHAPES.checkoutSession);
}

/** The built-in test checkout's "Pay": 200 with the paid session, or a 402 error naming the card's problem. */
export function payTestCheckout(client: ApiClient, uid: string, input: TestCardInput): Promise<CheckoutSession> {
  return client.request(`/billing/test-checkout/${encodeURIComponent(uid)}/pay/`, { json: input }, SHAPES.checkoutSession);
}

/** A sign-in link to the buyer's purchases is valid this long, once. */
export const BUYER_LINK_TTL_MINUTES = 15;

/** The buyer identity this browser holds on a shared-password site, or null (404: none). */
export async function getBuyer(client: ApiClient): Promise<Buyer | null> {
  try {
    return await client.request("/billing/buyer/", {}, SHAPES.buyer);
  } catch (error) {
    if (error instanceof ServerError && error.status === 404) return null;
    throw error;
  }
}

/** Mails a one-time sign-in link to the purchases made with this address (the same answer whether or not there are any). */
export async function requestBuyerLink(client: ApiClient, input: BuyerLinkRequest): Promise<void> {
  await client.request("/billing/buyer-link/", { json: input });
}

/** Redeems the e-mailed link: this browser then holds the buyer's identity (an httpOnly cookie the BFF sets). */
export async function redeemBuyerLink(client: ApiClient, token: string): Promise<void> {
  await client.request("/billing/buyer-link/redeem/", { json: { token } });
}

export async function getSubscriptions(client: ApiClient): Promise<Subscription[]> {
  return (await client.request("/billing/subscriptions/", {}, SHAPES.subscriptionList)).results;
}

/** Cancels at the end of the paid period: access lasts until then. */
export function cancelSubscription(client: ApiClient, uid: string): Promise<Subscription> {
  return client.request(`/billing/subscriptions/${encodeURIComponent(uid)}/cancel/`, { json: {} }, SHAPES.subscription);
}

export async function getOrders(client: ApiClient): Promise<Order[]> {
  return (await client.request("/admin/orders/", {}, SHAPES.orderList)).results;
}

/** Refunds through the provider and revokes what the order granted. */
export function refundOrder(client: ApiClient, uid: string): Promise<Order> {
  return client.request(`/admin/orders/${encodeURIComponent(uid)}/refund/`, { json: {} }, SHAPES.order);
}
