import { Hono } from "hono";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { pageLinksBase, withPageLinks } from "../http/pagination";
import { getItemDetail, getItemDownloads } from "../services/items/detail";
import { listItems } from "../services/items/list";
import { parseItemQuery } from "../services/items/list-query";

export const itemRoutes = new Hono<AppEnv>();

// GET /items/ – published items, filtered, searched, ordered and paged
itemRoutes.get(
  "/items/",
  endpoint({}, async (ctx, { c }) => {
    const filters = parseItemQuery(c.req.query());
    const answer = await listItems(ctx, filters, (page) => withPageLinks(c, filters, page), pageLinksBase(c));
    return c.body(answer.body, 200, { "content-type": "application/json", ...(answer.etag ? { etag: answer.etag } : {}) });
  }),
);

// GET /items/{uid}/download/ – the files a viewer with access may download
itemRoutes.get(
  "/items/:uid/download/",
  endpoint({ uuids: ["uid"], notFound: "Item not found." }, async (ctx, { c, params }) => c.json(await getItemDownloads(ctx, params.uid))),
);

// GET /items/{slug}/ – item detail
itemRoutes.get(
  "/items/:slug/",
  endpoint({}, async (ctx, { c }) => {
    return c.json(await getItemDetail(ctx, c.req.param("slug") ?? ""));
  }),
);
