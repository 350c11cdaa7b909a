import { Hono } from "hono";
import { onDemandInputSchema } from "../../lib/api/schemas";
import type { AppEnv } from "../context";
import { requireViewer } from "../http/guards";
import { parseJson } from "../http/validate";
import { getMyList } from "../services/my-list";
import { ONDEMAND_MAX_ITEMS } from "../../lib/api/limits";
import { createOnDemandRequest } from "../services/ondemand";
import { message } from "../services/messages";
import { ApiError } from "../http/errors";
import { z } from "zod";

export const ondemandRoutes = new Hono<AppEnv>();

// The client's limit is the server's: more than 10 items is the spec's too-many-items error.
const requestSchema = onDemandInputSchema.extend({ items: z.array(z.string().uuid()).min(1) });

// POST /ondemand/requests/ – asks for access to up to 10 on-demand items
ondemandRoutes.post("/ondemand/requests/", async (c) => {
  requireViewer(c);
  const input = await parseJson(c, requestSchema);
  if (new Set(input.items).size > ONDEMAND_MAX_ITEMS) {
    const text = message("tooManyItems", c.get("locale"));
    throw new ApiError(400, "too_many_items", text, { items: [text] });
  }
  const created = await createOnDemandRequest(c.get("deps"), c.get("site"), c.get("viewer"), input.items, c.get("locale"));
  return c.json(created, 201);
});

// GET /items/access/ – My List: the user's items with access (expired included) and requests
ondemandRoutes.get("/items/access/", async (c) => {
  const viewer = requireViewer(c);
  const results = await getMyList(c.get("deps"), c.get("site"), viewer, c.get("locale"));
  return c.json({ count: results.length, results });
});
