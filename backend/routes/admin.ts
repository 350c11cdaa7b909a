import { Hono } from "hono";
import { z } from "zod";
import { decisionInputSchema, invitationCreateSchema } from "../../lib/api/schemas";
import type { AppEnv } from "../context";
import { notFound } from "../http/errors";
import { requestHost, requireMember } from "../http/guards";
import { uuidParam } from "../http/params";
import { parseJson, parseQuery } from "../http/validate";
import { createInvitation, decide, listCustomFields, listInvitations, listOutbox, listRequests } from "../services/admin";

export const adminRoutes = new Hono<AppEnv>();

// Members only, for every route below.
adminRoutes.use("/admin/*", async (c, next) => {
  requireMember(c);
  await next();
});

const listQuery = z.object({ status: z.enum(["pending", "closed"]).optional() });

// GET /admin/requests/ – on-demand requests, pending first
adminRoutes.get("/admin/requests/", async (c) => {
  const { status } = parseQuery(c, listQuery);
  const results = await listRequests(c.get("deps"), c.get("site"), c.get("locale"), status);
  return c.json({ count: results.length, results });
});

// POST /admin/requests/{uid}/items/{itemUid}/decision/ – approve or refuse one requested item
adminRoutes.post("/admin/requests/:uid/items/:itemUid/decision/", async (c) => {
  const uid = uuidParam.safeParse(c.req.param("uid"));
  const itemUid = uuidParam.safeParse(c.req.param("itemUid"));
  if (!uid.success || !itemUid.success) throw notFound("Request item not found.");
  const input = await parseJson(c, decisionInputSchema);
  const member = requireMember(c);
  return c.json(await decide(c.get("deps"), c.get("site"), member, uid.data, itemUid.data, input, requestHost(c)));
});

// GET /admin/invitations/ – invitations sent by members
adminRoutes.get("/admin/invitations/", async (c) => c.json({ results: await listInvitations(c.get("deps"), c.get("site")) }));

// POST /admin/invitations/ – invites someone to create an account
adminRoutes.post("/admin/invitations/", async (c) => {
  const input = await parseJson(c, invitationCreateSchema);
  const created = await createInvitation(c.get("deps"), c.get("site"), requireMember(c), input, requestHost(c), c.get("locale"));
  return c.json(created, 201);
});

// GET /admin/custom-fields/ – the site's custom fields, for the invitation form
adminRoutes.get("/admin/custom-fields/", async (c) =>
  c.json({ results: await listCustomFields(c.get("deps"), c.get("site"), c.get("locale")) }),
);

// GET /admin/outbox/ – the site's outgoing mail (what was, or would have been, sent)
adminRoutes.get("/admin/outbox/", async (c) => c.json({ results: await listOutbox(c.get("deps"), c.get("site"), requireMember(c).user) }));
