import { Hono } from "hono";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { getPublicPage } from "../services/pages";

export const pageRoutes = new Hono<AppEnv>();

// GET /pages/{id}/ – a page's blocks, in the caller's language
pageRoutes.get(
  "/pages/:id/",
  endpoint({}, async (ctx, { c }) => c.json(await getPublicPage(ctx, c.req.param("id") ?? ""))),
);
