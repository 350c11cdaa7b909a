import { Hono } from "hono";
import { z } from "zod";
import { SITEMAP_CHUNK_SIZE } from "../../lib/api/sitemap";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { pageParams, withPageLinks } from "../http/pagination";
import { parseQuery } from "../http/validate";
import { listSitemapCategories, listSitemapItems } from "../services/sitemap";

export const sitemapRoutes = new Hono<AppEnv>();

const itemsQuery = z.object(pageParams(SITEMAP_CHUNK_SIZE, SITEMAP_CHUNK_SIZE));

// GET /sitemap/items/ – slug and published_at of every published item, oldest first, paged
sitemapRoutes.get(
  "/sitemap/items/",
  endpoint({}, async (ctx, { c }) => {
    const q = parseQuery(c, itemsQuery);
    return c.json(withPageLinks(c, q, await listSitemapItems(ctx, q)));
  }),
);

// GET /sitemap/categories/ – the slug of every category of the site
sitemapRoutes.get(
  "/sitemap/categories/",
  endpoint({}, async (ctx, { c }) => c.json(await listSitemapCategories(ctx))),
);
