import { Hono } from "hono";
import { z } from "zod";
import { SITEMAP_CHUNK_SIZE } from "../../lib/api/sitemap";
import type { AppEnv } from "../context";
import { intParam } from "../http/params";
import { parseQuery } from "../http/validate";
import { listSitemapCategories, listSitemapItems } from "../services/sitemap";

export const sitemapRoutes = new Hono<AppEnv>();

const itemsQuery = z.object({
  offset: intParam(0, 10_000_000).default(0),
  limit: intParam(1, SITEMAP_CHUNK_SIZE).default(SITEMAP_CHUNK_SIZE),
});

// GET /sitemap/items/ – slug and published_at of every published item, oldest first, paged
sitemapRoutes.get("/sitemap/items/", async (c) => {
  const q = parseQuery(c, itemsQuery);
  return c.json(await listSitemapItems(c.get("deps").db, c.get("site").id, q));
});

// GET /sitemap/categories/ – the slug of every category of the site
sitemapRoutes.get("/sitemap/categories/", async (c) => {
  return c.json(await listSitemapCategories(c.get("deps").db, c.get("site").id));
});
