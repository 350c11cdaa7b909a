// Multi-row inserts in slices: one statement per slice keeps 8,000 items to a few dozen round trips
// while staying far below PostgreSQL's 65,535 bind parameters per statement.

export function chunks<T>(rows: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** Runs `insert` on each slice in order and concatenates what the slices return. */
export async function insertInBatches<T, R>(rows: readonly T[], size: number, insert: (slice: T[]) => Promise<R[]>): Promise<R[]> {
  const results: R[] = [];
  for (const slice of chunks(rows, size)) {
    if (slice.length > 0) results.push(...(await insert(slice)));
  }
  return results;
}

/** Like `insertInBatches` for statements whose result is not needed. */
export async function runInBatches<T>(rows: readonly T[], size: number, run: (slice: T[]) => Promise<unknown>): Promise<void> {
  for (const slice of chunks(rows, size)) {
    if (slice.length > 0) await run(slice);
  }
}
