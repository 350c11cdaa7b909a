// The built-in content API (spec §7) as a Hono app, mounted under the public base path.
import { Hono, type MiddlewareHandler } from "hono";
import { API_BASE_PATH } from "../lib/api/request";
import { REVALIDATE_TAGS_HEADER } from "../lib/cache-tags";
import type { AppEnv, BackendDeps } from "./context";
import { handleError } from "./http/errors";
import { pagesChanged } from "./services/items/list-cache";
import { siteContext } from "./http/site-context";
import { adminRoutes } from "./routes/admin";
import { authRoutes } from "./routes/auth";
import { billingRoutes } from "./routes/billing";
import { categoryRoutes } from "./routes/categories";
import { ondemandRoutes } from "./routes/ondemand";
import { contactRoutes } from "./routes/contact";
import { editorRoutes } from "./routes/editor";
import { fileRoutes } from "./routes/files";
import { imageRoutes } from "./routes/images";
import { mediaRoutes } from "./routes/medias";
import { oaiRoutes } from "./routes/oai";
import { playerRoutes } from "./routes/player";
import { itemRoutes } from "./routes/items";
import { pageRoutes } from "./routes/pages";
import { sitemapRoutes } from "./routes/sitemap";
import { snippetRoutes } from "./routes/snippets";
import { uploadImageRoutes } from "./routes/upload-images";
import { webhookRoutes } from "./routes/webhooks";
import { websiteRoutes } from "./routes/website";

/** Does `app` route `method` at `path`? Middleware (`use`, method ALL) runs for any path and does not count. */
function hasRoute(app: Hono<AppEnv>, method: string, path: string): boolean {
  const [matches] = app.router.match(method, path);
  return matches.some(([[, route]]) => route.method === method);
}

const NOT_FOUND = { type: "not_found", message: "Not found." };

/**
 * Django's APPEND_SLASH, which the API's clients expect, and which (like Django's middleware) runs
 * before anything else, so a forced-login site redirects before it asks for a session: a GET or
 * HEAD of a path that exists only with a trailing slash is redirected there (query kept); any other
 * method would lose its body on a redirect, so it gets a 404 that says what is wrong. The Location
 * is relative, so it names the host the client asked for.
 */
function appendSlash(app: Hono<AppEnv>): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { pathname, search } = new URL(c.req.url);
    const method = c.req.method === "HEAD" ? "GET" : c.req.method;
    // `//host/…` or `/\host/…` would be a Location to another site.
    const missingSlash =
      !pathname.endsWith("/") &&
      /^\/[^/\\]/.test(pathname) &&
      !hasRoute(app, method, c.req.path) &&
      hasRoute(app, method, `${c.req.path}/`);
    if (!missingSlash) return next();
    if (method === "GET") return c.redirect(`${pathname}/${search}`, 301);
    return c.json(
      { type: "not_found", message: "Not found: missing trailing slash. Send the request to the same URL ending with /." },
      404,
    );
  };
}

/**
 * A change that names the public data it touches (x-revalidate-tags, which the BFF turns into
 * revalidateTag) drops the site's cached item pages by the same tags, whichever route made it.
 */
const forgetChangedPages: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const tags = c.res.headers.get(REVALIDATE_TAGS_HEADER);
  if (tags && c.res.ok) pagesChanged(c.get("ctx").site.id, tags.split(","));
};

export function createApp(deps: BackendDeps) {
  const context = siteContext(deps);
  const api = new Hono<AppEnv>({ strict: true });
  api.use(context);
  api.use(forgetChangedPages);

  api.route("/", websiteRoutes);
  api.route("/", categoryRoutes);
  api.route("/", contactRoutes);
  api.route("/", snippetRoutes);
  api.route("/", authRoutes);
  api.route("/", ondemandRoutes);
  api.route("/", adminRoutes);
  api.route("/", editorRoutes);
  api.route("/", itemRoutes);
  api.route("/", pageRoutes);
  api.route("/", fileRoutes);
  api.route("/", sitemapRoutes);
  api.route("/", oaiRoutes);
  api.route("/", mediaRoutes);
  api.route("/", playerRoutes);
  api.route("/", billingRoutes);

  // Thumbnails live at the site's root (/images/…), outside the API's base path. Mounted at "/",
  // so its middleware is limited to its own paths: API calls must not resolve their site twice.
  const images = new Hono<AppEnv>({ strict: true });
  images.use("/images/*", context);
  images.route("/", uploadImageRoutes);
  images.route("/", imageRoutes);

  const app = new Hono<AppEnv>({ strict: true });
  app.use(appendSlash(app));
  app.route("/", webhookRoutes(deps));
  app.route("/", images);
  app.route(API_BASE_PATH, api);
  app.notFound((c) => c.json(NOT_FOUND, 404));
  app.onError(handleError);
  api.notFound((c) => c.json(NOT_FOUND, 404));
  api.onError(handleError);
  return app;
}

export type BackendApp = ReturnType<typeof createApp>;
