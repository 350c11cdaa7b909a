// One database handle per process: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import path from "node:path";
import { mkdirSync } from "node:fs";
import { sql, type SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type { Client as PgClient } from "pg";
import * as schema from "./schema";
import { env } from "../../lib/env";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  /** Runs `work` while no other process does the same for this database (instances starting together). */
  exclusively: <T>(work: () => Promise<T>) => Promise<T>;
  /** Whether the database answers `select 1` within `timeoutMs` (the readiness probe). */
  ping: (timeoutMs: number) => Promise<boolean>;
  close: () => Promise<void>;
};

/** The advisory lock instances take to migrate and seed one at a time (any fixed number of ours). */
const STARTUP_LOCK = 7_360_412;

/** The rows of a raw query: both drivers (node-postgres, PGlite) answer execute() with `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * A query built once per database handle, for the few that every page of items runs: building a
 * query of many columns and having PostgreSQL parse and plan it again cost more than running it
 * (docs/performance.md). `prepare` ends in the builder's `.prepare(name)`; its values are
 * `sql.placeholder`s, given to `execute`.
 */
export function preparedPerDb<T>(prepare: (db: Db) => T): (db: Db) => T {
  const prepared = new WeakMap<Db, T>();
  return (db) => {
    let query = prepared.get(db);
    if (!query) prepared.set(db, (query = prepare(db)));
    return query;
  };
}

export type DbOptions = { databaseUrl?: string; dataDir?: string; schemaName?: string };

export function migrationsFolder(): string {
  return path.join(process.cwd(), "backend", "db", "migrations");
}

async function openPostgres(databaseUrl: string): Promise<DbHandle> {
  const { Client, Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  // A database that does not answer at all (no refusal either) fails a request after 5 s, not never.
  const pool = new Pool({ connectionString: databaseUrl, max: env.DATABASE_POOL_SIZE, connectionTimeoutMillis: 5000 });
  // An idle connection the server closes (a restart, an administrator, a failover) is dropped from
  // the pool and replaced at the next query; unheard, its error would end the process.
  pool.on("error", (error) => console.error("[db] an idle PostgreSQL connection was lost:", error.message));
  const db = drizzle(pool, { schema });
  const health = healthCheck(databaseUrl);
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    // Its own connection, not the pool's: a pool of one would wait for itself.
    async exclusively(work) {
      const holder = new Client({ connectionString: databaseUrl });
      await holder.connect();
      try {
        await holder.query("select pg_advisory_lock($1)", [STARTUP_LOCK]);
        return await work();
      } finally {
        // Ending the session releases the lock too.
        await holder.end().catch(() => undefined);
      }
    },
    ping: health.ping,
    close: async () => {
      await health.close();
      await pool.end();
    },
  };
}

/** `work`, or false once `timeoutMs` has passed. */
async function within(timeoutMs: number, work: Promise<unknown>): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  return Promise.race([work.then(() => true as const), late])
    .catch(() => false)
    .finally(() => clearTimeout(timer));
}

/**
 * PostgreSQL's readiness check, on a connection of its own: through the pool it waited for a free
 * connection behind the requests, so a busy instance whose database answered well was taken for
 * down, and a load balancer with no other instance left answered 503 to everyone. One check at a
 * time; the connection is opened again after an error.
 */
function healthCheck(databaseUrl: string): { ping: DbHandle["ping"]; close: () => Promise<void> } {
  let client: Promise<PgClient> | null = null;
  let running: Promise<unknown> | null = null;
  const connect = async () => {
    const { Client } = await import("pg");
    // A check that hangs (a database that stopped answering) ends, so that the next one starts afresh.
    const opened = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000, query_timeout: 5000 });
    opened.on("error", () => {
      client = null;
    });
    await opened.connect();
    return opened;
  };
  const check = async () => {
    try {
      await (await (client ??= connect())).query("select 1");
    } catch (error) {
      const lost = client;
      client = null;
      void lost?.then((c) => c.end()).catch(() => undefined);
      throw error;
    }
  };
  return {
    ping(timeoutMs) {
      running ??= check().finally(() => {
        running = null;
      });
      return within(timeoutMs, running);
    },
    async close() {
      const open = client;
      client = null;
      await open?.then((c) => c.end()).catch(() => undefined);
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<DbHandle> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { drizzle } = await import("drizzle-orm/pglite");
  const { migrate } = await import("drizzle-orm/pglite/migrator");
  let dir: string | undefined;
  if (dataDir !== "memory://" && dataDir) {
    dir = path.resolve(dataDir, "pgdata");
    mkdirSync(dir, { recursive: true });
  }
  const client = new PGlite({ dataDir: dir, extensions: { unaccent, pg_trgm } });
  await client.waitReady;
  const db = drizzle({ client, schema });
  return {
    db: db as unknown as Db,
    kind: "pglite",
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    // One process owns an embedded database.
    exclusively: (work) => work(),
    // An embedded database is up while this process is: its check only waits for its turn.
    ping: (timeoutMs) => within(timeoutMs, db.execute(sql`select 1`)),
    close: () => client.close(),
  };
}

export async function openDb(options: DbOptions = {}): Promise<DbHandle> {
  const url = options.databaseUrl ?? env.DATABASE_URL;
  if (url) return openPostgres(url);
  return openPglite(options.dataDir ?? env.DATA_DIR);
}
