// What every request handler of the backend can reach: the database, the resolved site, the locale.
import type { Db } from "./db/client";
import type { websites } from "./db/schema";
import type { Mailer } from "./services/mail";
import type { Viewer } from "./services/sessions";

export type Website = typeof websites.$inferSelect;

export type BackendDeps = {
  db: Db;
  mailer: Mailer;
  /** Where media files and generated images live. */
  dataDir: string;
  /** Secret used to sign media URLs. */
  secret: string;
};

/**
 * What the Next.js app passes as `app.fetch(request, env)` (undefined when it passes nothing). A
 * browser cannot set it: only the app's own server-side renders pass `{ internal: true }`, so only
 * they may read a forced-login site without a session, for the app's own cached pages.
 */
export type Bindings = { internal?: boolean };

export type AppEnv = {
  Bindings: Bindings;
  Variables: {
    deps: BackendDeps;
    site: Website;
    locale: "en" | "fr";
    /** The signed-in caller, or null for an anonymous one. */
    viewer: Viewer | null;
  };
};
