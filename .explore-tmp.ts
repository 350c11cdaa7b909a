import { openDb } from "@/backend/db/client";
import { createApp } from "@/backend/app";
import { createMailer } from "@/backend/services/mail";
import { sql } from "drizzle-orm";
async function main() {
  const dataDir = process.argv[2]!;
  const h = await openDb({ dataDir });
  const app = createApp({ db: h.db, mailer: createMailer(), dataDir, secret: "x" });
  for (const q of ["village", "interview", "temoignage 0042", "intervew", "memoire", "w", "zzqxjw"]) {
    const times: number[] = [];
    let count = 0;
    for (let i = 0; i < 20; i++) {
      const t = performance.now();
      const r = await app.fetch(new Request(`http://localhost/api/public/websites/v1/items/?search=${encodeURIComponent(q)}&limit=30`, { headers: { host: "localhost" } }));
      const b: any = await r.json();
      count = b.count;
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    console.log(q.padEnd(18), "count", count, "p50", times[10]!.toFixed(1), "max", times[19]!.toFixed(1));
  }
  const t = performance.now();
  const r = await app.fetch(new Request(`http://localhost/api/public/websites/v1/items/?limit=30`, { headers: { host: "localhost" } }));
  await r.json(); console.log("plain list", (performance.now() - t).toFixed(1));
  await h.close();
}
main();
