// Mounts some route modules alone (images at the root, player, medias or sitemap under the API
// base path) on the test backend's database, behind backend/app.ts's own site middleware.
import { Hono } from "hono";
import type { AppEnv } from "@/backend/context";
import { handleError } from "@/backend/http/errors";
import { siteContext } from "@/backend/http/site-context";
import { createTestProvider } from "@/backend/adapters/payments/test-provider";
import { createMailer } from "@/backend/services/mail";
import { createSession } from "@/backend/services/sessions";
import { getSiteByCode } from "@/backend/services/sites";
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
  const context = siteContext({
    db: backend.db,
    mailer: createMailer(),
    dataDir: backend.dataDir,
    secret: TEST_SECRET,
    payments: createTestProvider(TEST_SECRET),
  });
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
    // As the app's own server renders call it (`internal`): these tests are about the routes, and
    // tests/api/forced-login.test.ts about the forced-login gate browsers meet.
    return app.fetch(new Request(`http://localhost${path}`, { ...init, headers }), { internal: true });
  };
  return { fetchPath, request: (path, init) => fetchPath(`${API_BASE_PATH}${path}`, init) };
}

/** A session token for a user (by e-mail) or an anonymous session of a demo site. */
export async function sessionFor(backend: TestBackend, siteCode: "archive" | "studio", userId: number | null): Promise<string> {
  const site = await getSiteByCode(backend.db, siteCode);
  if (!site) throw new Error(`no site ${siteCode}`);
  return createSession(backend.db, site.id, userId);
}
