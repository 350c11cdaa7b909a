import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { booleanParam, uuidList } from "../http/params";
import { parseQuery } from "../http/validate";
import { CATEGORY_ORDERINGS, getCategoryBySlug, listCategories } from "../services/categories";

export const categoryRoutes = new Hono<AppEnv>();

const listQuery = z.object({
  ordering: z.enum(CATEGORY_ORDERINGS).optional(),
  uid__in: uuidList.optional(),
  parent_id: z.string().uuid("Enter a valid uid.").optional(),
  parent_id__isnull: booleanParam.optional(),
});

// GET /categories/ – the site's categories, filtered and ordered
categoryRoutes.get(
  "/categories/",
  endpoint({}, async (ctx, { c }) => {
    const q = parseQuery(c, listQuery);
    const results = await listCategories(ctx, {
      ordering: q.ordering,
      uidIn: q.uid__in,
      parentId: q.parent_id,
      parentIsNull: q.parent_id__isnull,
    });
    return c.json({ count: results.length, results });
  }),
);

// GET /categories/{slug}/ – one category
categoryRoutes.get(
  "/categories/:slug/",
  endpoint({}, async (ctx, { c }) => c.json(await getCategoryBySlug(ctx, c.req.param("slug") ?? ""))),
);
