import { Hono } from "hono";
import { z } from "zod";
import { decisionInputSchema, invitationCreateSchema } from "../../lib/api/schemas";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { parseJson, parseQuery } from "../http/validate";
import { createInvitation, decide, listCustomFields, listInvitations, listOutbox, listRequests } from "../services/admin";
import { listOrders, refundOrder } from "../services/billing/orders";
import { runReminders } from "../jobs/reminders";

// Members only, every route: anonymous callers get 401, other users 403.
export const adminRoutes = new Hono<AppEnv>();

const listQuery = z.object({ status: z.enum(["pending", "closed"]).optional() });

// GET /admin/requests/ – on-demand requests, pending first
adminRoutes.get(
  "/admin/requests/",
  endpoint({ auth: "member" }, async (ctx, { c }) => {
    const results = await listRequests(ctx, parseQuery(c, listQuery).status);
    return c.json({ count: results.length, results });
  }),
);

// POST /admin/requests/{uid}/items/{itemUid}/decision/ – approve or refuse one requested item
adminRoutes.post(
  "/admin/requests/:uid/items/:itemUid/decision/",
  endpoint({ auth: "member", uuids: ["uid", "itemUid"], notFound: "Request item not found." }, async (ctx, { c, params }) => {
    const input = await parseJson(c, decisionInputSchema);
    return c.json(await decide(ctx, { requestUid: params.uid, itemUid: params.itemUid }, input));
  }),
);

// GET /admin/invitations/ – invitations sent by members
adminRoutes.get(
  "/admin/invitations/",
  endpoint({ auth: "member" }, async (ctx, { c }) => c.json({ results: await listInvitations(ctx) })),
);

// POST /admin/invitations/ – invites someone to create an account
adminRoutes.post(
  "/admin/invitations/",
  endpoint({ auth: "member" }, async (ctx, { c }) => c.json(await createInvitation(ctx, await parseJson(c, invitationCreateSchema)), 201)),
);

// GET /admin/custom-fields/ – the site's custom fields, for the invitation form
adminRoutes.get(
  "/admin/custom-fields/",
  endpoint({ auth: "member" }, async (ctx, { c }) => c.json({ results: await listCustomFields(ctx) })),
);

// GET /admin/outbox/ – the site's outgoing mail (what was, or would have been, sent)
adminRoutes.get(
  "/admin/outbox/",
  endpoint({ auth: "member" }, async (ctx, { c }) => c.json({ results: await listOutbox(ctx) })),
);

// POST /admin/reminders/ – sends this site's due expiry reminders now, rather than at the hourly round
// (each still goes out once); answers how many were queued
adminRoutes.post(
  "/admin/reminders/",
  endpoint({ auth: "member" }, async ({ db, mailer, site }, { c }) => c.json(await runReminders({ db, mailer }, { websiteId: site.id }))),
);

// GET /admin/orders/ – completed and refunded checkouts, newest first
adminRoutes.get(
  "/admin/orders/",
  endpoint({ auth: "member" }, async (ctx, { c }) => {
    const results = await listOrders(ctx);
    return c.json({ count: results.length, results });
  }),
);

// POST /admin/orders/{uid}/refund/ – refunds through the provider and ends what the order granted
adminRoutes.post(
  "/admin/orders/:uid/refund/",
  endpoint({ auth: "member", uuids: ["uid"], notFound: "Order not found." }, async (ctx, { c, params }) =>
    c.json(await refundOrder(ctx, params.uid)),
  ),
);
