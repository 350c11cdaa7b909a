import { Hono } from "hono";
import { z } from "zod";
import { buyerLinkRedeemSchema, buyerLinkRequestSchema, checkoutInputSchema, testCardInputSchema } from "../../lib/api/billing-schemas";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { parseJson, parseQuery } from "../http/validate";
import { redeemBuyerLink, requestBuyerLink } from "../services/billing/buyer-links";
import { getBuyer } from "../services/billing/buyers";
import { createCheckout, getCheckoutSession } from "../services/billing/checkout";
import { listPlans } from "../services/billing/plans";
import { cancelSubscription, listSubscriptions } from "../services/billing/subscriptions";
import { payTestCheckout } from "../services/billing/test-checkout";

export const billingRoutes = new Hono<AppEnv>();

// As DRF's ordering filter: an unknown ordering is dropped, not refused.
const plansQuery = z.object({ ordering: z.enum(["amount", "-amount", "position"]).optional().catch(undefined) });

// The subscription payload may name the item the buyer came from (Cancel leads back there).
const checkoutBody = z.union([
  checkoutInputSchema.options[0],
  checkoutInputSchema.options[1].extend({ item: z.string().uuid().optional() }),
]);

// GET /billing/plans/ – the site's plans
billingRoutes.get(
  "/billing/plans/",
  endpoint({}, async (ctx, { c }) => {
    const results = await listPlans(ctx, parseQuery(c, plansQuery).ordering ?? "position");
    return c.json({ count: results.length, results });
  }),
);

// POST /billing/checkout/ – a checkout session for prices (one per item) or a plan
billingRoutes.post(
  "/billing/checkout/",
  endpoint({ auth: "viewer" }, async (ctx, { c }) => c.json(await createCheckout(ctx, await parseJson(c, checkoutBody)), 201)),
);

// GET /billing/sessions/{id}/ – the buyer's own session (our uid or the provider's id)
billingRoutes.get(
  "/billing/sessions/:id/",
  endpoint({ auth: "viewer" }, async (ctx, { c }) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await getCheckoutSession(ctx, (c.req.param("id") ?? "").slice(0, 300)));
  }),
);

// POST /billing/test-checkout/{uid}/pay/ – the built-in test checkout's "Pay"
billingRoutes.post(
  "/billing/test-checkout/:uid/pay/",
  endpoint({ auth: "viewer", uuids: ["uid"], notFound: "Checkout session not found." }, async (ctx, { c, params }) => {
    const input = await parseJson(c, testCardInputSchema);
    return c.json(await payTestCheckout(ctx, params.uid, input));
  }),
);

// GET /billing/subscriptions/ – the buyer's subscriptions
billingRoutes.get(
  "/billing/subscriptions/",
  endpoint({ auth: "viewer" }, async (ctx, { c }) => {
    const results = await listSubscriptions(ctx);
    return c.json({ count: results.length, results });
  }),
);

// POST /billing/subscriptions/{uid}/cancel/ – stops the renewal; access lasts to the period's end
billingRoutes.post(
  "/billing/subscriptions/:uid/cancel/",
  endpoint({ auth: "viewer", uuids: ["uid"], notFound: "Subscription not found." }, async (ctx, { c, params }) =>
    c.json(await cancelSubscription(ctx, params.uid)),
  ),
);

// GET /billing/buyer/ – the buyer this browser holds on a shared-password site (404: none)
billingRoutes.get(
  "/billing/buyer/",
  endpoint({}, (ctx, { c }) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(getBuyer(ctx));
  }),
);

// POST /billing/buyer-link/ – mails a one-time sign-in link to a buyer's purchases (the same 200 either way)
billingRoutes.post(
  "/billing/buyer-link/",
  endpoint({}, async (ctx, { c }) => c.json(await requestBuyerLink(ctx, (await parseJson(c, buyerLinkRequestSchema)).email))),
);

// POST /billing/buyer-link/redeem/ – the link's token for a verified buyer session's token (the BFF keeps it)
billingRoutes.post(
  "/billing/buyer-link/redeem/",
  endpoint({}, async (ctx, { c }) => {
    c.header("Cache-Control", "private, no-store");
    return c.json(await redeemBuyerLink(ctx, await parseJson(c, buyerLinkRedeemSchema)));
  }),
);
