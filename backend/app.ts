// The built-in content API (spec §7) as a Hono app, mounted under the public base path.
import { Hono } from "hono";
import { API_BASE_PATH } from "../lib/api/request";
import type { AppEnv, BackendDeps } from "./context";
import { ApiError, handleError } from "./http/errors";
import { categoryRoutes } from "./routes/categories";
import { contactRoutes } from "./routes/contact";
import { snippetRoutes } from "./routes/snippets";
import { websiteRoutes } from "./routes/website";
import { pickLocale } from "./services/i18n";
import { resolveSite } from "./services/sites";

export function createApp(deps: BackendDeps) {
  const api = new Hono<AppEnv>({ strict: true });

  api.use(async (c, next) => {
    c.set("deps", deps);
    const site = await resolveSite(deps.db, c.req.header("x-forwarded-host") ?? c.req.header("host"));
    if (!site) throw new ApiError(404, "site_not_found", "No website is configured for this host.");
    c.set("site", site);
    c.set("locale", pickLocale(c.req.header("accept-language")));
    await next();
    // Everything here is per site and per locale; shared caches must key on both.
    c.header("Vary", "Host, X-Forwarded-Host, Accept-Language, Authorization", { append: true });
  });

  api.route("/", websiteRoutes);
  api.route("/", categoryRoutes);
  api.route("/", contactRoutes);
  api.route("/", snippetRoutes);

  const app = new Hono<AppEnv>({ strict: true });
  app.route(API_BASE_PATH, api);
  app.notFound((c) => c.json({ type: "not_found", message: "Not found." }, 404));
  app.onError(handleError);
  api.notFound((c) => c.json({ type: "not_found", message: "Not found." }, 404));
  api.onError(handleError);
  return app;
}

export type BackendApp = ReturnType<typeof createApp>;
