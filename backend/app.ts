// The built-in content API (spec §7) as a Hono app, mounted under the public base path.
import { Hono, type Context, type MiddlewareHandler, type NotFoundHandler } from "hono";
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
import { message } from "./services/messages";
import { findViewer } from "./services/sessions";
import { resolveSite } from "./services/sites";

// Everything is per site and per locale (and per viewer); shared caches must key on all of them.
const VARY = "Host, X-Forwarded-Host, Accept-Language, Authorization";

const TOKEN_PATTERN = /^website-token ([A-Za-z0-9_-]{20,200})$/;

/** A token that is present but not valid is a 401 (the front end then clears its session). */
async function viewerOf(deps: BackendDeps, websiteId: number, header: string | undefined) {
  if (!header) return null;
  const token = TOKEN_PATTERN.exec(header)?.[1];
  const viewer = token ? await findViewer(deps.db, websiteId, token) : null;
  if (!viewer) throw new ApiError(401, "authentication_failed", "Invalid or expired session.");
  return viewer;
}

/**
 * What an anonymous caller may still reach on a forced-login site: the settings (the app needs them
 * to show the sign-in page at all) and every /auth/ call (signing in, out, resets, invitations).
 */
function isOpenBeforeSignIn(method: string, path: string): boolean {
  const local = path.startsWith(API_BASE_PATH) ? path.slice(API_BASE_PATH.length) : path;
  if (local.startsWith("/auth/")) return true;
  return local === "/website/" && (method === "GET" || method === "HEAD");
}

/** Spec §2's forced login, enforced here: hiding the pages in the browser would still leave the API open. */
function requireSignInIfForced(c: Context<AppEnv>): void {
  const site = c.get("site");
  if (!site.authEnabled || !site.authForceLogin || c.get("viewer")?.user) return;
  // The env is an in-process argument (undefined unless the app passes one): no request can forge it.
  if (c.env?.internal === true) return;
  if (isOpenBeforeSignIn(c.req.method, c.req.path)) return;
  throw new ApiError(401, "not_authenticated", message("signInRequired", c.get("locale")), undefined, { Vary: VARY });
}

/** Does `app` route `method` at `path`? Middleware (`use`, method ALL) runs for any path and does not count. */
function hasRoute(app: Hono<AppEnv>, method: string, path: string): boolean {
  const [matches] = app.router.match(method, path);
  return matches.some(([[, route]]) => route.method === method);
}

/**
 * Django's APPEND_SLASH, which the API's clients expect: a GET or HEAD of a path that exists only
 * with a trailing slash is redirected there (query kept); any other method would lose its body on
 * a redirect, so it gets a 404 that says what is wrong. A path that does not exist with the slash
 * either is a plain 404. The Location is relative, so it names the host the client asked for.
 */
function appendSlash(app: Hono<AppEnv>): NotFoundHandler<AppEnv> {
  return (c) => {
    const { pathname, search } = new URL(c.req.url);
    const method = c.req.method === "HEAD" ? "GET" : c.req.method;
    // `//host/…` or `/\host/…` would be a Location to another site.
    if (!pathname.endsWith("/") && /^\/[^/\\]/.test(pathname) && hasRoute(app, method, `${c.req.path}/`)) {
      if (method === "GET") return c.redirect(`${pathname}/${search}`, 301);
      return c.json(
        { type: "not_found", message: "Not found: missing trailing slash. Send the request to the same URL ending with /." },
        404,
      );
    }
    return c.json({ type: "not_found", message: "Not found." }, 404);
  };
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
    requireSignInIfForced(c);
    await next();
    c.header("Vary", VARY, { append: true });
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

  // Thumbnails live at the site's root (/images/…), outside the API's base path. Mounted at "/",
  // so its middleware is limited to its own paths: API calls must not resolve their site twice.
  const images = new Hono<AppEnv>({ strict: true });
  images.use("/images/*", siteContext);
  images.route("/", imageRoutes);

  const app = new Hono<AppEnv>({ strict: true });
  app.route("/", images);
  app.route(API_BASE_PATH, api);
  app.notFound(appendSlash(app));
  app.onError(handleError);
  api.notFound(appendSlash(app));
  api.onError(handleError);
  return app;
}

export type BackendApp = ReturnType<typeof createApp>;
