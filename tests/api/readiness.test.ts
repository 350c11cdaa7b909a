// The readiness check (GET /readyz, through DbHandle.ping): PostgreSQL that answers is ready even
// while every connection of the pool is busy with requests, since the check has its own connection;
// PostgreSQL that does not answer is not. The embedded database is ready while it answers in time.
import { sql } from "drizzle-orm";
import { openDb, type DbHandle } from "@/backend/db/client";
import { env } from "@/lib/env";
import { POSTGRES_ADMIN_URL, usePostgres } from "./helpers/test-backend";

const describePostgres = usePostgres() ? describe : describe.skip;

describePostgres("readiness on PostgreSQL", () => {
  let handle: DbHandle;
  beforeAll(async () => {
    handle = await openDb({ databaseUrl: POSTGRES_ADMIN_URL });
  });
  afterAll(() => handle.close());

  it("is ready while every pooled connection is busy for longer than the check may take", async () => {
    const busy = Array.from({ length: env.DATABASE_POOL_SIZE + 2 }, () => handle.db.execute(sql`select pg_sleep(3)`));
    await new Promise((resolve) => setTimeout(resolve, 200));
    const started = Date.now();
    expect(await handle.ping(2_000)).toBe(true);
    expect(Date.now() - started).toBeLessThan(1_500);
    await Promise.all(busy);
  });

  it("is not ready when the server cannot be reached, and the check ends in time", async () => {
    const unreachable = await openDb({ databaseUrl: "postgres://postgres@127.0.0.1:1/none" });
    try {
      const started = Date.now();
      expect(await unreachable.ping(2_000)).toBe(false);
      expect(Date.now() - started).toBeLessThan(2_500);
    } finally {
      await unreachable.close();
    }
  });
});

describe("readiness of the embedded database", () => {
  it("is ready when it answers", async () => {
    const handle = await openDb({ dataDir: "memory://" });
    try {
      expect(await handle.ping(2_000)).toBe(true);
    } finally {
      await handle.close();
    }
  });
});
