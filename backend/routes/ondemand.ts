import { Hono } from "hono";
import { z } from "zod";
import { onDemandInputSchema, renewalInputSchema } from "../../lib/api/schemas";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { parseJson } from "../http/validate";
import { getMyList } from "../services/my-list";
import { createOnDemandRequest } from "../services/ondemand";
import { renewAccess } from "../services/renewals";

export const ondemandRoutes = new Hono<AppEnv>();

// The client's limit is the server's: the service answers more than 10 items with the spec's
// too-many-items error, so the schema only asks for at least one.
const requestSchema = onDemandInputSchema.extend({ items: z.array(z.string().uuid()).min(1) });

// POST /ondemand/requests/ – asks for access to up to 10 on-demand items
ondemandRoutes.post(
  "/ondemand/requests/",
  endpoint({ auth: "viewer" }, async (ctx, { c }) => {
    const input = await parseJson(c, requestSchema);
    return c.json(await createOnDemandRequest(ctx, input.items), 201);
  }),
);

// GET /items/access/ – My List: the user's items with access (expired included) and requests
ondemandRoutes.get(
  "/items/access/",
  endpoint({ auth: "viewer" }, async (ctx, { c }) => {
    const results = await getMyList(ctx);
    return c.json({ count: results.length, results });
  }),
);

// POST /items/access/renew/ – asks again, in one click, for on-demand access that ends or just ended
// (a renewal request members decide like any other; at most 10 items, like a request)
ondemandRoutes.post(
  "/items/access/renew/",
  endpoint({ auth: "viewer" }, async (ctx, { c }) => {
    const input = await parseJson(c, renewalInputSchema);
    return c.json(await renewAccess(ctx, input.items), 201);
  }),
);
