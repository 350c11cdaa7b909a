import { openDb } from "@/backend/db/client";
import { sql } from "drizzle-orm";
async function main() {
  const h = await openDb({ dataDir: process.argv[2]! });
  const t = performance.now();
  await h.db.execute(sql.raw(process.argv[3] ?? "analyze"));
  console.log("done", (performance.now() - t).toFixed(0), "ms");
  await h.close();
}
main();
