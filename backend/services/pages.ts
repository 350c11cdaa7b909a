// Pages of blocks (the home page and others) and the legal snippet, as the site's visitors read them.
import { and, eq } from "drizzle-orm";
import type { Page } from "../../lib/api/schemas";
import { sanitizeLegalHtml } from "../../lib/html/legal-html";
import type { RequestCtx } from "../context";
import { pages } from "../db/schema";
import { notFound } from "../http/errors";
import { localized } from "./i18n";

/** A page's blocks in the caller's language; `rawId` as the path names it (a 404 unless a whole number). */
export async function getPublicPage(ctx: RequestCtx, rawId: string): Promise<Page> {
  const id = /^[1-9]\d{0,9}$/.test(rawId) ? Number(rawId) : NaN;
  if (!Number.isSafeInteger(id)) throw notFound("Page not found.");
  const [page] = await ctx.db
    .select()
    .from(pages)
    .where(and(eq(pages.id, id), eq(pages.websiteId, ctx.site.id)))
    .limit(1);
  if (!page) throw notFound("Page not found.");
  return { id: page.id, title: page.title, content: page.i18n[ctx.locale] ?? page.content };
}

/** The site's terms and legal notice, sanitised; a 404 when the site shows none. */
export function legalHtml({ site, locale }: RequestCtx): string {
  const html = localized(site.i18n, locale, "legal_html", site.legalHtml);
  if (!site.showLegal || !html) throw notFound("This site has no legal page.");
  return sanitizeLegalHtml(html);
}
