import { openDb } from "@/backend/db/client";
import { sql } from "drizzle-orm";
async function time(h: any, label: string, q: any, n = 5) {
  const ts: number[] = [];
  let rows: any;
  for (let i = 0; i < n; i++) { const t = performance.now(); rows = await h.db.execute(q); ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b);
  const r = rows.rows ?? rows;
  console.log(label.padEnd(40), ts[Math.floor(n/2)]!.toFixed(1), "ms", r.length, String(JSON.stringify(r[0])).slice(0, 80));
}
async function main() {
  const h = await openDb({ dataDir: process.argv[2]! });
  await time(h, "ts_stat", sql`select word, ndoc from ts_stat('select search_vector from items where website_id = 1')`, 3);
  for (const w of ["village", "olga", "migration", "0042", "zzq"]) {
    const q = sql`(select to_tsquery('simple', ${w + ":*"}))`;
    await time(h, `win ${w}`, sql`select id, count(*) over() n from items where website_id=1 and published_at <= now() and search_vector @@ ${q} order by ts_rank_cd('{0.02,0.1,0.4,1.0}', search_vector, ${q}) desc, published_at desc, id limit 30`);
  }
  await h.close();
}
main();
