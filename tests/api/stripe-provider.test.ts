// The Stripe provider against a local fake of Stripe's API: what a checkout session, a refund and a
// cancellation send (amounts and currency from our records, our uid as metadata, idempotency keys),
// that Stripe's errors surface, and which webhook signatures are accepted.
import Stripe from "stripe";
import { createStripeProvider } from "@/backend/adapters/payments/stripe-provider";
import { PaymentProviderError, WebhookSignatureError, type CheckoutDraft, type PaymentProvider } from "@/backend/adapters/payments/types";
import { startFakeStripe, type FakeStripe, type Recorded } from "./helpers/fake-stripe";

const SECRET_KEY = "sk_test_fake";
const WEBHOOK_SECRET = "whsec_test_secret";
/** Only for its local webhook helpers. */
const offline = new Stripe("sk_test_offline", { maxNetworkRetries: 0 });

let fake: FakeStripe;
let provider: PaymentProvider;
beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    host: fake.host,
    port: fake.port,
    protocol: fake.protocol,
  });
});
afterAll(() => fake?.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const EXPIRES_AT = new Date("2030-01-02T03:04:05.678Z");

function draft(overrides: Partial<CheckoutDraft> = {}): CheckoutDraft {
  return {
    uid: "chk_1",
    mode: "payment",
    currency: "eur",
    lines: [
      { name: "Concert film", description: "Live at the Victoria Hall", amount: 1250 },
      { name: "Booklet", description: "", amount: 300 },
    ],
    plan: null,
    customerEmail: "buyer@example.com",
    successUrl: "https://site.test/checkout/success?session={CHECKOUT_SESSION_ID}",
    cancelUrl: "https://site.test/cart",
    expiresAt: EXPIRES_AT,
    locale: "fr",
    ...overrides,
  };
}

function only(method: string, path: string): Recorded {
  const matching = fake.requests.filter((request) => request.method === method && request.path === path);
  expect(matching).toHaveLength(1);
  return matching[0]!;
}

describe("createCheckout", () => {
  it("creates a one-off payment session with a line per item", async () => {
    const created = await provider.createCheckout(draft({ uid: "chk_pay" }));

    const request = only("POST", "/v1/checkout/sessions");
    expect(request.authorization).toBe(`Bearer ${SECRET_KEY}`);
    expect(request.idempotencyKey).toBe("checkout-chk_pay");
    expect(request.form).toEqual({
      mode: "payment",
      "line_items[0][quantity]": "1",
      "line_items[0][price_data][currency]": "eur",
      "line_items[0][price_data][unit_amount]": "1250",
      "line_items[0][price_data][product_data][name]": "Concert film",
      "line_items[0][price_data][product_data][description]": "Live at the Victoria Hall",
      "line_items[1][quantity]": "1",
      "line_items[1][price_data][currency]": "eur",
      "line_items[1][price_data][unit_amount]": "300",
      "line_items[1][price_data][product_data][name]": "Booklet",
      success_url: "https://site.test/checkout/success?session={CHECKOUT_SESSION_ID}",
      cancel_url: "https://site.test/cart",
      customer_email: "buyer@example.com",
      client_reference_id: "chk_pay",
      "metadata[checkout_uid]": "chk_pay",
      "payment_intent_data[metadata][checkout_uid]": "chk_pay",
      expires_at: String(Math.floor(EXPIRES_AT.getTime() / 1000)),
      locale: "fr",
    });
    // The placeholder goes out as is (Stripe fills it in), not percent-encoded twice.
    expect(request.rawBody).toContain(
      `success_url=${encodeURIComponent("https://site.test/checkout/success?session=")}%7BCHECKOUT_SESSION_ID%7D`,
    );

    expect(created).toEqual({ providerSessionId: "cs_test_1", url: "https://checkout.stripe.test/c/pay/cs_test_1" });
  });

  it("creates a subscription session with a recurring price", async () => {
    for (const interval of ["month", "year"] as const) {
      const uid = `chk_sub_${interval}`;
      await provider.createCheckout(
        draft({ uid, mode: "subscription", currency: "chf", lines: [], plan: { name: "Member", amount: 900, interval } }),
      );
      const request = fake.requests.at(-1)!;
      expect(request.path).toBe("/v1/checkout/sessions");
      expect(request.idempotencyKey).toBe(`checkout-${uid}`);
      expect(request.form).toMatchObject({
        mode: "subscription",
        "line_items[0][quantity]": "1",
        "line_items[0][price_data][currency]": "chf",
        "line_items[0][price_data][unit_amount]": "900",
        "line_items[0][price_data][recurring][interval]": interval,
        "line_items[0][price_data][product_data][name]": "Member",
        "metadata[checkout_uid]": uid,
        "subscription_data[metadata][checkout_uid]": uid,
      });
      expect(Object.keys(request.form).filter((key) => key.startsWith("line_items[1]"))).toEqual([]);
      expect(Object.keys(request.form).filter((key) => key.startsWith("payment_intent_data"))).toEqual([]);
    }
  });

  it("gets the same session back for the same checkout", async () => {
    const first = await provider.createCheckout(draft({ uid: "chk_twice" }));
    const second = await provider.createCheckout(draft({ uid: "chk_twice" }));
    expect(second).toEqual(first);
    expect(fake.requests.map((request) => request.idempotencyKey)).toEqual(["checkout-chk_twice", "checkout-chk_twice"]);
  });

  it("turns Stripe's errors into the provider error (a 502 for the caller)", async () => {
    fake.failNext(402, { error: { type: "card_error", code: "card_declined", message: "Your card was declined." } });
    const failure = provider.createCheckout(draft({ uid: "chk_declined" }));
    await expect(failure).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failure).rejects.toMatchObject({ code: "card_declined", message: "Your card was declined." });
    // Not retried: a 4xx is final.
    expect(fake.requests).toHaveLength(1);
  });

  it("retries a server error with the same idempotency key", async () => {
    fake.failNext(500);
    const created = await provider.createCheckout(draft({ uid: "chk_retried" }));
    expect(created.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    expect(fake.requests.map((request) => request.idempotencyKey)).toEqual(["checkout-chk_retried", "checkout-chk_retried"]);
  });

  it("rejects a subscription draft without a plan, without calling Stripe", async () => {
    await expect(provider.createCheckout(draft({ mode: "subscription", plan: null }))).rejects.toThrow(/without a plan/);
    expect(fake.requests).toEqual([]);
  });
});

describe("refund", () => {
  it("refunds the whole payment intent, once", async () => {
    await provider.refund("pi_123");
    const request = only("POST", "/v1/refunds");
    expect(request.form).toEqual({ payment_intent: "pi_123" });
    expect(request.idempotencyKey).toBe("refund-pi_123");
  });

  it("turns Stripe's errors into the provider error", async () => {
    fake.failNext(400, { error: { type: "invalid_request_error", code: "charge_already_refunded", message: "Already refunded." } });
    await expect(provider.refund("pi_refunded")).rejects.toMatchObject({ name: "PaymentProviderError", code: "charge_already_refunded" });
  });
});

describe("cancelSubscription", () => {
  it("at the end of the period: sets cancel_at_period_end", async () => {
    await provider.cancelSubscription("sub_123", "period_end");
    const request = only("POST", "/v1/subscriptions/sub_123");
    expect(request.form).toEqual({ cancel_at_period_end: "true" });
    expect(fake.requests).toHaveLength(1);
  });

  it("now: cancels the subscription", async () => {
    await provider.cancelSubscription("sub_456", "now");
    only("DELETE", "/v1/subscriptions/sub_456");
    expect(fake.requests).toHaveLength(1);
  });
});

describe("constructEvent", () => {
  const event = {
    id: "evt_1",
    object: "event",
    type: "checkout.session.completed",
    data: { object: { id: "cs_test_1", object: "checkout.session", metadata: { checkout_uid: "chk_1" } } },
  };
  const payload = JSON.stringify(event);

  it("parses an event signed with the webhook secret", () => {
    const header = offline.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect(provider.constructEvent(payload, header)).toEqual(event);
  });

  it("accepts a signature within the 300 s tolerance", () => {
    const timestamp = Math.floor(Date.now() / 1000) - 240;
    const header = offline.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET, timestamp });
    expect(provider.constructEvent(payload, header).id).toBe("evt_1");
  });

  it.each([
    ["a wrong secret", () => ({ body: payload, header: offline.webhooks.generateTestHeaderString({ payload, secret: "whsec_other" }) })],
    [
      "a tampered body",
      () => ({
        body: payload.replace("chk_1", "chk_2"),
        header: offline.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      }),
    ],
    ["a missing header", () => ({ body: payload, header: "" })],
    ["a malformed header", () => ({ body: payload, header: "not a signature" })],
    [
      "a timestamp older than 300 s",
      () => ({
        body: payload,
        header: offline.webhooks.generateTestHeaderString({
          payload,
          secret: WEBHOOK_SECRET,
          timestamp: Math.floor(Date.now() / 1000) - 301,
        }),
      }),
    ],
  ])("refuses %s", (_case, make) => {
    const { body, header } = make();
    expect(() => provider.constructEvent(body, header)).toThrow(WebhookSignatureError);
  });
});
