// Empties every table of the schema (not the migrations journal) before a re-seed.
import { getTableName, is, sql } from "drizzle-orm";
import { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../db/client";
import * as schema from "../db/schema";

export function schemaTableNames(): string[] {
  const values: unknown[] = Object.values(schema);
  return values.filter((value): value is PgTable => is(value, PgTable)).map((table) => getTableName(table));
}

/** One TRUNCATE … CASCADE over all tables: FK-safe whatever the order, and ids restart at 1. */
export async function resetDatabase(db: Db): Promise<void> {
  const names = schemaTableNames().map((name) => sql.identifier(name));
  await db.execute(sql`truncate table ${sql.join(names, sql`, `)} restart identity cascade`);
}
