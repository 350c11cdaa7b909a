import { Hono } from "hono";
import { z } from "zod";
import { ITEMS_PAGE_DEFAULT, ITEMS_PAGE_MAX, SEARCH_LANGUAGES, SEARCH_MAX_LENGTH } from "../../lib/api/limits";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { notFound } from "../http/errors";
import { pageLinksBase, pageParams, withPageLinks } from "../http/pagination";
import { uuidList } from "../http/params";
import { parseQuery } from "../http/validate";
import { getItemDetail, getItemDownloads } from "../services/items/detail";
import { ITEM_ORDERINGS, listItems } from "../services/items/list";

export const itemRoutes = new Hono<AppEnv>();

const listQuery = z.object({
  ...pageParams(ITEMS_PAGE_MAX, ITEMS_PAGE_DEFAULT),
  ordering: z.enum(ITEM_ORDERINGS).optional(),
  categories: uuidList.optional(),
  uid__in: uuidList.optional(),
  uid__exclude: uuidList.optional(),
  search: z.string().max(SEARCH_MAX_LENGTH, `Ensure this field has no more than ${SEARCH_MAX_LENGTH} characters.`).optional(),
  languages: z
    .string()
    .transform((v) =>
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.enum(SEARCH_LANGUAGES, { error: "Unknown language code." })).max(SEARCH_LANGUAGES.length))
    .optional(),
});

// GET /items/ – published items, filtered, searched, ordered and paged
itemRoutes.get(
  "/items/",
  endpoint({}, async (ctx, { c }) => {
    const q = parseQuery(c, listQuery);
    const filters = {
      limit: q.limit,
      offset: q.offset,
      ordering: q.ordering,
      categories: q.categories,
      uidIn: q.uid__in,
      uidExclude: q.uid__exclude,
      search: q.search,
      languages: q.languages,
    };
    const answer = await listItems(ctx, filters, (page) => withPageLinks(c, q, page), pageLinksBase(c));
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
    const slug = c.req.param("slug") ?? "";
    if (slug.length > 300) throw notFound("Item not found.");
    return c.json(await getItemDetail(ctx, slug));
  }),
);
