import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { AppEnv } from "../context";
import { pages } from "../db/schema";
import { endpoint } from "../http/endpoint";
import { notFound } from "../http/errors";

export const pageRoutes = new Hono<AppEnv>();

// GET /pages/{id}/ – a page's blocks, in the caller's language
pageRoutes.get(
  "/pages/:id/",
  endpoint({}, async (ctx, { c }) => {
    const raw = c.req.param("id") ?? "";
    const id = /^[1-9]\d{0,9}$/.test(raw) ? Number(raw) : NaN;
    if (!Number.isSafeInteger(id)) throw notFound("Page not found.");
    const [page] = await ctx.db
      .select()
      .from(pages)
      .where(and(eq(pages.id, id), eq(pages.websiteId, ctx.site.id)))
      .limit(1);
    if (!page) throw notFound("Page not found.");
    const content = page.i18n[ctx.locale] ?? page.content;
    return c.json({ id: page.id, title: page.title, content });
  }),
);
