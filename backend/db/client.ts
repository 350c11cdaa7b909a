// One database handle per process: PGlite in DATA_DIR by default, PostgreSQL when DATABASE_URL is set.
import path from "node:path";
import { mkdirSync } from "node:fs";
import type { SQL } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import * as schema from "./schema";
import { env } from "../../lib/env";

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export type DbHandle = {
  db: Db;
  kind: "pglite" | "postgres";
  migrate: () => Promise<void>;
  close: () => Promise<void>;
};

/** The rows of a raw query: both drivers (node-postgres, PGlite) answer execute() with `{ rows }`. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

export type DbOptions = { databaseUrl?: string; dataDir?: string; schemaName?: string };

export function migrationsFolder(): string {
  return path.join(process.cwd(), "backend", "db", "migrations");
}

async function openPostgres(databaseUrl: string): Promise<DbHandle> {
  const { Pool } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new Pool({ connectionString: databaseUrl, max: env.DATABASE_POOL_SIZE });
  // An idle connection the server closes (a restart, an administrator, a failover) is dropped from
  // the pool and replaced at the next query; unheard, its error would end the process.
  pool.on("error", (error) => console.error("[db] an idle PostgreSQL connection was lost:", error.message));
  const db = drizzle(pool, { schema });
  return {
    db: db as unknown as Db,
    kind: "postgres",
    migrate: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    close: () => pool.end(),
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
    close: () => client.close(),
  };
}

export async function openDb(options: DbOptions = {}): Promise<DbHandle> {
  const url = options.databaseUrl ?? env.DATABASE_URL;
  if (url) return openPostgres(url);
  return openPglite(options.dataDir ?? env.DATA_DIR);
}
