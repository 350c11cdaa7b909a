import { openDb } from "@/backend/db/client";
import { sql } from "drizzle-orm";
async function time(h: any, label: string, q: any) {
  const ts: number[] = [];
  let rows: any;
  for (let i = 0; i < 5; i++) { const t = performance.now(); rows = await h.db.execute(q); ts.push(performance.now() - t); }
  ts.sort((a, b) => a - b);
  console.log(label.padEnd(40), ts[2]!.toFixed(1), "ms", JSON.stringify((rows.rows ?? rows)[0]).slice(0, 80));
}
async function main() {
  const h = await openDb({ dataDir: process.argv[2]! });
  const pre = sql`(select to_tsquery('simple', 'village:*'))`;
  await time(h, "count tsquery village", sql`select count(*) from items where website_id=1 and search_vector @@ ${pre}`);
  await time(h, "count tsquery zzq", sql`select count(*) from items where website_id=1 and search_vector @@ to_tsquery('simple','zzq:*')`);
  await time(h, "count simil >0.45 zzq", sql`select count(*) from items where website_id=1 and word_similarity('zzqxjw', search_text) > 0.45`);
  await time(h, "count <% zzq", sql`select count(*) from items where website_id=1 and 'zzqxjw' <% search_text`);
  await time(h, "count <% intervew", sql`select count(*) from items where website_id=1 and 'intervew' <% search_text`);
  await time(h, "rank_cd top30 village", sql`select id from items where website_id=1 and search_vector @@ ${pre} order by ts_rank_cd(search_vector, ${pre}) desc limit 30`);
  await time(h, "rank top30 village", sql`select id from items where website_id=1 and search_vector @@ ${pre} order by ts_rank(search_vector, ${pre}) desc limit 30`);
  await time(h, "sim top30 village", sql`select id from items where website_id=1 and search_vector @@ ${pre} order by word_similarity('village', search_text) desc limit 30`);
  await time(h, "A-only count village", sql`select count(*) from items where website_id=1 and search_vector @@ to_tsquery('simple','village:*A')`);
  await time(h, "avg vector size", sql`select avg(pg_column_size(search_vector))::int, avg(length(search_text))::int, count(*) from items`);
  const ex: any = await h.db.execute(sql`explain analyze select count(*) from items where website_id=1 and search_vector @@ ${pre}`);
  console.log((ex.rows ?? ex).map((r: any) => r["QUERY PLAN"]).join("\n"));
  const ex2: any = await h.db.execute(sql`explain analyze select count(*) from items where website_id=1 and 'intervew' <% search_text`);
  console.log((ex2.rows ?? ex2).map((r: any) => r["QUERY PLAN"]).join("\n"));
  await h.close();
}
main();
