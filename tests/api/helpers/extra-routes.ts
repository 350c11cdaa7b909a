// Mounts route modules that backend/app.ts does not mount yet (images at the root, player and
// medias under the API base path) on the test backend's database, behind the same per-request
// middleware as backend/app.ts: deps, site by Host, locale, viewer by website-token.
import { Hono, type MiddlewareHandler } from "hono";
import type { AppEnv } from "@/backend/context";
import { ApiError, handleError } from "@/backend/http/errors";
import { createMailer } from "@/backend/services/mail";
import { pickLocale } from "@/backend/services/i18n";
import { createSession, findViewer } from "@/backend/services/sessions";
import { getSiteByCode, resolveSite } from "@/backend/services/sites";
import { API_BASE_PATH } from "@/lib/api/request";
import { TEST_SECRET, type TestBackend } from "./test-backend";

type Mount = { root?: Hono<AppEnv>[]; api?: Hono<AppEnv>[] };

export type ExtraApp = {
  /** `path` on the app as is (e.g. /images/…); Host is localhost unless set. */
  fetchPath(path: string, init?: RequestInit): Promise<Response>;
  /** `{base path}{path}`. */
  request(path: string, init?: RequestInit): Promise<Response>;
};

export function mountExtraRoutes(backend: TestBackend, mount: Mount): ExtraApp {
  const deps = { db: backend.db, mailer: createMailer(), dataDir: backend.dataDir, secret: TEST_SECRET };
  const context: MiddlewareHandler<AppEnv> = async (c, next) => {
    c.set("deps", deps);
    const site = await resolveSite(deps.db, c.req.header("x-forwarded-host") ?? c.req.header("host"));
    if (!site) throw new ApiError(404, "site_not_found", "No website is configured for this host.");
    c.set("site", site);
    c.set("locale", pickLocale(c.req.header("accept-language")));
    const token = /^website-token (\S+)$/.exec(c.req.header("authorization") ?? "")?.[1];
    const viewer = token ? await findViewer(deps.db, site.id, token) : null;
    if (token && !viewer) throw new ApiError(401, "authentication_failed", "Invalid or expired session.");
    c.set("viewer", viewer);
    await next();
  };

  const api = new Hono<AppEnv>({ strict: true });
  api.use(context);
  for (const routes of mount.api ?? []) api.route("/", routes);
  const app = new Hono<AppEnv>({ strict: true });
  for (const routes of mount.root ?? []) {
    const sub = new Hono<AppEnv>({ strict: true });
    sub.use(context);
    sub.route("/", routes);
    app.route("/", sub);
  }
  app.route(API_BASE_PATH, api);
  app.notFound((c) => c.json({ type: "not_found", message: "Not found." }, 404));
  app.onError(handleError);
  api.onError(handleError);

  const fetchPath = async (path: string, init: RequestInit = {}): Promise<Response> => {
    const headers = new Headers(init.headers);
    if (!headers.has("host")) headers.set("host", "localhost");
    return app.fetch(new Request(`http://localhost${path}`, { ...init, headers }));
  };
  return { fetchPath, request: (path, init) => fetchPath(`${API_BASE_PATH}${path}`, init) };
}

/** A session token for a user (by e-mail) or an anonymous session of a demo site. */
export async function sessionFor(backend: TestBackend, siteCode: "archive" | "studio", userId: number | null): Promise<string> {
  const site = await getSiteByCode(backend.db, siteCode);
  if (!site) throw new Error(`no site ${siteCode}`);
  return createSession(backend.db, site.id, userId);
}
