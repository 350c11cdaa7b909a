// Fixtures of the paying half of the contract (lib/api/billing.ts): a checkout session, a
// subscription and an order, valid for their schemas, with the defaults most tests want.
import type { CheckoutSession, Order, Subscription } from "@/lib/api/billing";

export const SESSION_UID = "6f1c2a10-0000-4000-8000-000000000001";

export function checkoutSession(overrides: Partial<CheckoutSession> = {}): CheckoutSession {
  return {
    uid: SESSION_UID,
    type: "prices",
    provider: "test",
    status: "open",
    failure: null,
    currency: "eur",
    amount: 1750,
    created_at: "2026-03-02T10:00:00.000Z",
    expires_at: "2026-03-02T10:30:00.000Z",
    lines: [
      {
        item_uid: "item-1",
        item_slug: "testimony-1",
        name: "Testimony 1",
        thumbnail: "/images/media/uid/media-1/thumbnail.jpg",
        amount: 1250,
        period: 720,
        downloadable_choices: 1,
      },
      {
        item_uid: "item-2",
        item_slug: "testimony-2",
        name: "Testimony 2",
        thumbnail: null,
        amount: 500,
        period: 0,
        downloadable_choices: 3,
      },
    ],
    plan: null,
    cancel_path: "/testimony-1",
    success_url: `http://localhost/checkout/success?session_id=${SESSION_UID}`,
    email_needed: false,
    ...overrides,
  };
}

export function subscription(overrides: Partial<Subscription> = {}): Subscription {
  return {
    uid: "sub-1",
    plan: { uid: "plan-1", name: "Researcher", amount: 900, interval: "month" },
    status: "active",
    started_at: "2026-02-01T10:00:00.000Z",
    current_period_end: "2026-04-01T10:00:00.000Z",
    cancel_at_period_end: false,
    ...overrides,
  };
}

export function order(overrides: Partial<Order> = {}): Order {
  return {
    uid: "order-1",
    created_at: "2026-03-02T10:00:00.000Z",
    completed_at: "2026-03-02T10:01:00.000Z",
    buyer: { uid: "u-1", first_name: "Ada", last_name: "Lovelace", email: "ada@example.org" },
    lines: checkoutSession().lines,
    plan: null,
    amount: 1750,
    currency: "eur",
    provider: "test",
    status: "complete",
    ...overrides,
  };
}
