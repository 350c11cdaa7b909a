import { Hono } from "hono";
import type { AppEnv } from "../context";
import { notFound } from "../http/errors";
import { localized } from "../services/i18n";

export const snippetRoutes = new Hono<AppEnv>();

// GET /api/snippets/legal/ – the site's terms and legal notice, as an HTML snippet
snippetRoutes.get("/api/snippets/legal/", (c) => {
  const site = c.get("site");
  const html = localized(site.i18n, c.get("locale"), "legal_html", site.legalHtml);
  if (!site.showLegal || !html) throw notFound("This site has no legal page.");
  return c.html(html);
});
