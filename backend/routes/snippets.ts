import { Hono } from "hono";
import type { AppEnv } from "../context";
import { endpoint } from "../http/endpoint";
import { legalHtml } from "../services/pages";

export const snippetRoutes = new Hono<AppEnv>();

/**
 * Opened directly, the snippet is a page of the site's origin: even if something slipped past the
 * sanitiser, it may run no script, load nothing but images and be sniffed as nothing but HTML.
 */
const SNIPPET_HEADERS = {
  "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; img-src 'self' data: https:; sandbox",
  "x-content-type-options": "nosniff",
};

// GET /api/snippets/legal/ – the site's terms and legal notice, as a sanitised HTML snippet
snippetRoutes.get(
  "/api/snippets/legal/",
  endpoint({}, (ctx, { c }) => c.html(legalHtml(ctx), 200, SNIPPET_HEADERS)),
);
