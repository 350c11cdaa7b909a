import { Hono, type Context } from "hono";
import { z } from "zod";
import { ITEMS_PAGE_DEFAULT, ITEMS_PAGE_MAX, SEARCH_LANGUAGES, SEARCH_MAX_LENGTH } from "../../lib/api/limits";
import type { AppEnv } from "../context";
import { ApiError, notFound } from "../http/errors";
import { pageParams, withPageLinks } from "../http/pagination";
import { uuidList, uuidParam } from "../http/params";
import { parseQuery } from "../http/validate";
import { computeAccess } from "../services/items/access";
import { filesOf, findItemRow, getItemDetail, mediaIdsOf } from "../services/items/detail";
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
itemRoutes.get("/items/", async (c) => {
  const q = parseQuery(c, listQuery);
  const page = await listItems(c.get("deps").db, c.get("site"), c.get("viewer"), c.get("locale"), {
    limit: q.limit,
    offset: q.offset,
    ordering: q.ordering,
    categories: q.categories,
    uidIn: q.uid__in,
    uidExclude: q.uid__exclude,
    search: q.search,
    languages: q.languages,
  });
  return c.json(withPageLinks(c, q, page));
});

const ctxOf = (c: Context<AppEnv>) => ({
  deps: c.get("deps"),
  site: c.get("site"),
  viewer: c.get("viewer"),
  locale: c.get("locale"),
});

// GET /items/{uid}/download/ – the files a viewer with access may download
itemRoutes.get("/items/:uid/download/", async (c) => {
  const uid = uuidParam.safeParse(c.req.param("uid"));
  if (!uid.success) throw notFound("Item not found.");
  const ctx = ctxOf(c);
  const row = await findItemRow(ctx, { uid: uid.data });
  if (!row) throw notFound("Item not found.");
  const access = (await computeAccess(ctx.deps.db, ctx.site, ctx.viewer, [row])).get(row.id)!;
  if (!row.isContentDownloadable) throw new ApiError(403, "not_downloadable", "This content cannot be downloaded.");
  if (!access.hasAccess) throw new ApiError(403, "permission_denied", "You do not have access to this content.");
  const list = await filesOf(ctx, await mediaIdsOf(ctx, row), { download: true, slugs: ["hd", "source", "extra"] });
  return c.json(list);
});

// GET /items/{slug}/ – item detail
itemRoutes.get("/items/:slug/", async (c) => {
  const slug = c.req.param("slug");
  if (slug.length > 300) throw notFound("Item not found.");
  const item = await getItemDetail(ctxOf(c), slug);
  if (!item) throw notFound("Item not found.");
  return c.json(item);
});
