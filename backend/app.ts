// The built-in content API (spec §7) as a Hono app, mounted under the public base path.
import { Hono, type MiddlewareHandler } from "hono";
import { API_BASE_PATH } from "../lib/api/request";
import type { AppEnv, BackendDeps } from "./context";
import { ApiError, handleError } from "./http/errors";
import { adminRoutes } from "./routes/admin";
import { authRoutes } from "./routes/auth";
import { categoryRoutes } from "./routes/categories";
import { ondemandRoutes } from "./routes/ondemand";
import { contactRoutes } from "./routes/contact";
import { fileRoutes } from "./routes/files";
import { imageRoutes } from "./routes/images";
import { mediaRoutes } from "./routes/medias";
import { playerRoutes } from "./routes/player";
import { itemRoutes } from "./routes/items";
import { pageRoutes } from "./routes/pages";
import { sitemapRoutes } from "./routes/sitemap";
import { snippetRoutes } from "./routes/snippets";
import { websiteRoutes } from "./routes/website";
import { pickLocale } from "./services/i18n";
import { findViewer } from "./services/sessions";
import { resolveSite } from "./services/sites";

const TOKEN_PATTERN = /^website-token ([A-Za-z0-9_-]{20,200})$/;

/** A token that is present but not valid is a 401 (the front end then clears its session). */
async function viewerOf(deps: BackendDeps, websiteId: number, header: string | undefined) {
  if (!header) return null;
  const token = TOKEN_PATTERN.exec(header)?.[1];
  const viewer = token ? await findViewer(deps.db, websiteId, token) : null;
  if (!viewer) throw new ApiError(401, "authentication_failed", "Invalid or expired session.");
  return viewer;
}

export function createApp(deps: BackendDeps) {
  /** Every request: the site (by host), the locale, the viewer (by token). */
  const siteContext: MiddlewareHandler<AppEnv> = async (c, next) => {
    // PostgreSQL text cannot hold U+0000; no path or query of ours needs it.
    if (/%00/.test(c.req.url)) throw new ApiError(400, "validation_error", "Null characters are not allowed.");
    c.set("deps", deps);
    const site = await resolveSite(deps.db, c.req.header("x-forwarded-host") ?? c.req.header("host"));
    if (!site) throw new ApiError(404, "site_not_found", "No website is configured for this host.");
    c.set("site", site);
    c.set("locale", pickLocale(c.req.header("accept-language")));
    c.set("viewer", await viewerOf(deps, site.id, c.req.header("authorization")));
    await next();
    // Everything here is per site and per locale; shared caches must key on both.
    c.header("Vary", "Host, X-Forwarded-Host, Accept-Language, Authorization", { append: true });
  };

  const api = new Hono<AppEnv>({ strict: true });
  api.use(siteContext);

  api.route("/", websiteRoutes);
  api.route("/", categoryRoutes);
  api.route("/", contactRoutes);
  api.route("/", snippetRoutes);
  api.route("/", authRoutes);
  api.route("/", ondemandRoutes);
  api.route("/", adminRoutes);
  api.route("/", itemRoutes);
  api.route("/", pageRoutes);
  api.route("/", fileRoutes);
  api.route("/", sitemapRoutes);
  api.route("/", mediaRoutes);
  api.route("/", playerRoutes);

  // Thumbnails live at the site's root (/images/…), outside the API's base path.
  const images = new Hono<AppEnv>({ strict: true });
  images.use(siteContext);
  images.route("/", imageRoutes);

  const app = new Hono<AppEnv>({ strict: true });
  app.route("/", images);
  app.route(API_BASE_PATH, api);
  app.notFound((c) => c.json({ type: "not_found", message: "Not found." }, 404));
  app.onError(handleError);
  api.notFound((c) => c.json({ type: "not_found", message: "Not found." }, 404));
  api.onError(handleError);
  return app;
}

export type BackendApp = ReturnType<typeof createApp>;
