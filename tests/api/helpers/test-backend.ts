// The built-in backend for API tests: a fresh database (PGlite in memory, or a throw-away
// PostgreSQL database when API_TEST_DB=postgres), migrated and seeded with the demo sites.
import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { Client } from "pg";
import { createApp, type BackendApp } from "@/backend/app";
import type { BackendDeps, Bindings } from "@/backend/context";
import { openDb, type Db, type DbHandle } from "@/backend/db/client";
import { users, websites } from "@/backend/db/schema";
import { seedDemo } from "@/backend/seed";
import { DEMO_ACCOUNTS, DEMO_SITES, STUDIO_SITE_PASSWORD } from "@/backend/seed/demo-accounts";
import { createTestProvider } from "@/backend/adapters/payments/test-provider";
import type { PaymentProvider } from "@/backend/adapters/payments/types";
import { createMailer } from "@/backend/services/mail";
import { createSession } from "@/backend/services/sessions";
import { clearSiteCache } from "@/backend/services/sites";
import { API_BASE_PATH } from "@/lib/api/request";

export const TEST_SECRET = "test-secret";
/** The server the PostgreSQL runs create their databases on (trust auth, user postgres). */
export const POSTGRES_ADMIN_URL = process.env.API_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

export type TestBackend = {
  app: BackendApp;
  /** What the app was made with: the in-process content source reads through them. */
  deps: BackendDeps;
  db: Db;
  kind: DbHandle["kind"];
  dataDir: string;
  /**
   * Calls `{base path}{path}` on the in-process app; Host is `localhost` unless `init.headers` sets one.
   * `options.internal` calls it as the app's own server-side render does (default: as a browser).
   */
  request(path: string, init?: RequestInit, options?: CallOptions): Promise<Response>;
  /** The app's `fetch`, for the contract client (`createApiClient({ fetch })`). */
  fetch(request: Request, options?: CallOptions): Promise<Response>;
  close(): Promise<void>;
};

export type CallOptions = { internal?: boolean };

/** What the Next.js app passes to `app.fetch` for its own renders; a browser's call passes nothing. */
const envOf = (options: CallOptions = {}): Bindings | undefined => (options.internal ? { internal: true } : undefined);

export function usePostgres(): boolean {
  return process.env.API_TEST_DB === "postgres";
}

/** Creates `t_<random>` on the admin server; returns its URL and how to drop it. */
async function createPostgresDatabase(): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `t_${randomBytes(6).toString("hex")}`;
  const admin = new Client({ connectionString: POSTGRES_ADMIN_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new Client({ connectionString: POSTGRES_ADMIN_URL });
      await client.connect();
      try {
        await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
        await client.query(`DROP DATABASE IF EXISTS ${name}`);
      } finally {
        await client.end();
      }
    },
  };
}

/**
 * `payments`: another provider than the built-in test checkout (Stripe against a local fake).
 * `reachVia`: on PostgreSQL, the address the backend connects through instead (a proxy the test controls).
 */
export async function createTestBackend(
  options: { items?: number; payments?: PaymentProvider; reachVia?: (databaseUrl: string) => string } = {},
): Promise<TestBackend> {
  // Module state outlives a backend within one test file: forget hosts resolved against another database.
  clearSiteCache();
  const dataDir = await mkdtemp(path.join(tmpdir(), "api-test-"));
  const cleanups: Array<() => Promise<void>> = [() => rm(dataDir, { recursive: true, force: true })];
  const cleanup = async () => {
    for (const step of cleanups.reverse()) await step().catch((error: unknown) => console.error("[test-backend] cleanup:", error));
    cleanups.length = 0;
  };

  try {
    let handle: DbHandle;
    if (usePostgres()) {
      const database = await createPostgresDatabase();
      cleanups.push(database.drop);
      handle = await openDb({ databaseUrl: options.reachVia?.(database.url) ?? database.url });
    } else {
      handle = await openDb({ dataDir: "memory://" });
    }
    cleanups.push(() => handle.close());

    await handle.migrate();
    await seedDemo(handle.db, { dataDir, items: options.items ?? 40 });
    const deps: BackendDeps = {
      db: handle.db,
      mailer: createMailer(),
      dataDir,
      secret: TEST_SECRET,
      payments: options.payments ?? createTestProvider(TEST_SECRET),
    };
    const app = createApp(deps);
    const fetch = async (request: Request, options?: CallOptions) => app.fetch(request, envOf(options));

    return {
      app,
      deps,
      db: handle.db,
      kind: handle.kind,
      dataDir,
      fetch,
      request(apiPath, init = {}, options) {
        const headers = new Headers(init.headers);
        if (!headers.has("host")) headers.set("host", "localhost");
        return fetch(new Request(`http://localhost${API_BASE_PATH}${apiPath}`, { ...init, headers }), options);
      },
      close: cleanup,
    };
  } catch (error) {
    await cleanup();
    throw error;
  }
}

/**
 * Headers of a signed-in visitor of the studio: it forces sign-in (spec §2), so everything but its
 * settings and /auth/ needs a session there.
 */
export async function studioSession(backend: TestBackend): Promise<Record<string, string>> {
  const host = DEMO_SITES.studio.host;
  const response = await backend.request("/auth/login/", {
    method: "POST",
    headers: { host, "content-type": "application/json" },
    body: JSON.stringify({ password: STUDIO_SITE_PASSWORD }),
  });
  if (response.status !== 200) throw new Error(`studio sign-in answered ${response.status}`);
  const { token } = (await response.json()) as { token: string };
  return { host, authorization: `website-token ${token}` };
}

/** The archive's demo accounts: a user's id by account name, and a new signed-in session's header for an id. */
export async function archiveAccounts(db: Db): Promise<{
  idOf: (name: keyof typeof DEMO_ACCOUNTS) => number;
  session: (userId: number) => Promise<{ authorization: string }>;
}> {
  const [archive] = await db.select().from(websites).where(eq(websites.code, "archive"));
  const people = await db.select().from(users).where(eq(users.websiteId, archive!.id));
  return {
    idOf: (name) => people.find((u) => u.email === DEMO_ACCOUNTS[name].email)!.id,
    session: async (userId) => ({ authorization: `website-token ${await createSession(db, archive!.id, userId)}` }),
  };
}
