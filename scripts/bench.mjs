#!/usr/bin/env node
// `npm run bench`: the production server on a catalogue of 8,000 items, under load. Prints requests
// per second and p50/p95/p99 latency for the home page, a category, an item, a search, the search
// API and a prerendered help page (the reference), the HTML bytes of each, and the item page's
// first-load JavaScript. PGlite in a temporary DATA_DIR by default; with DATABASE_URL, a throw-away
// database on that server. Everything it creates is removed at the end, also on Ctrl-C.
// The server runs from a temporary copy of the build (see lib/prod-server.mjs).
import { randomBytes, randomUUID } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { harvestAll, invalidPages } from "./lib/oai-harvest.mjs";
import { scriptsNamedBy } from "./lib/page-scripts.mjs";
import { API, createProdServer, ensureBuild, root, run } from "./lib/prod-server.mjs";

const tsxBin = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
const PORT = Number(process.env.BENCH_PORT ?? 3200);
// The budget's second size is 100,000 (`BENCH_ITEMS=100000`): the search API's p95 ≤ 60 ms there.
const ITEMS = Number(process.env.BENCH_ITEMS ?? 8000);
const LOAD = { concurrency: 16, seconds: Number(process.env.BENCH_SECONDS ?? 8), maxRequests: 2000 };
/** Each target's load is spread over this many rounds of all targets (see main). */
const ROUNDS = 4;
const SEARCH = "village memories";
// Words said in the demo clips' narration (their transcripts), not in the items' own text.
const SPOKEN = "placeholder narration";
// The budget of the performance work (docs in the README): pages against the prerendered FAQ, p99
// under load, and the search API's p95 (one client on PostgreSQL, 16 on PGlite).
const AIMS = { pageToStatic: 0.8, pageP99Ms: 150, searchP95Ms: { postgres: ITEMS > 8000 ? 60 : 20, pglite: 100 }, harvestSeconds: 60 };

const server = createProdServer({ name: "bench", port: PORT, maxSockets: LOAD.concurrency });
const { get, getJson } = server;

const percentile = (sorted, p) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN);

/**
 * `concurrency` clients in a loop for at most `seconds` and `maxRequests` requests in all, on one
 * URL or on `pathname(n)` for the n-th request.
 */
async function load(pathname, { concurrency, seconds, maxRequests, status = 200 }) {
  const latencies = [];
  let errors = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  const client = async () => {
    while (!server.stopping && issued < maxRequests && performance.now() < deadline) {
      const url = typeof pathname === "function" ? pathname(issued) : pathname;
      issued += 1;
      try {
        const res = await get(url, { "accept-encoding": "gzip" });
        if (res.status === status) latencies.push(res.ms);
        else errors += 1;
      } catch {
        errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: concurrency }, client));
  return summary([{ latencies, errors, elapsed: (performance.now() - started) / 1000 }]);
}

/** Requests per second and latencies of one or more runs of load on the same target, taken together. */
function summary(runs) {
  const latencies = runs.flatMap((r) => r.latencies).sort((a, b) => a - b);
  const errors = runs.reduce((sum, r) => sum + r.errors, 0);
  const elapsed = runs.reduce((sum, r) => sum + r.elapsed, 0);
  return {
    runs,
    requests: latencies.length + errors,
    errors,
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

/** A fresh database on DATABASE_URL's server, or null for PGlite. */
async function createDatabase() {
  if (!process.env.DATABASE_URL) return null;
  const { default: pg } = await import("pg");
  const name = `bench_${Date.now().toString(36)}_${process.pid}`;
  const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  server.onCleanup("dropping the database", async () => {
    const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await client.connect();
    try {
      await client.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
    } finally {
      await client.end();
    }
  });
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

// ---------------------------------------------------------------- the benchmark

/** The category with the most items, an item of it, and the URLs to measure. */
async function pickTargets() {
  const categories = await getJson(`${API}/categories/`);
  const list = Array.isArray(categories) ? categories : categories.results;
  let best = null;
  for (const category of list.slice(0, 100)) {
    const { count } = await getJson(`${API}/items/?categories=${category.uid}&limit=1`);
    if (!best || count > best.count) best = { ...category, count };
  }
  const { results } = await getJson(`${API}/items/?categories=${best.uid}&limit=30`);
  const item = results.find((i) => i.visibility_type === "public" && i.content_object_type === "media") ?? results[0];
  const q = encodeURIComponent(SEARCH);
  return {
    category: best,
    item,
    targets: [
      { name: "home", url: "/" },
      { name: "category", url: `/category/${best.slug}` },
      { name: "item", url: `/${item.slug}` },
      { name: "search page", url: `/search?q=${q}` },
      { name: "search API", url: `${API}/items/?search=${q}&limit=30` },
      { name: "search spoken", url: `${API}/items/?search=${encodeURIComponent(SPOKEN)}&limit=30` },
      { name: "static (ref.)", url: "/help/faq" },
    ],
  };
}

/** A few requests so the page is rendered and cached; the status if it is not a 200. */
async function warmUp(url) {
  for (let i = 0; i < 3; i += 1) {
    const res = await get(url);
    if (res.status !== 200) return res.status;
  }
  // Long enough for the serving path to be compiled: measured first with 64 requests of warm-up,
  // the home page ran at 0.72× the FAQ's rate where 2 s more of load gave 0.85–0.91×.
  await load(url, { concurrency: LOAD.concurrency, seconds: 2, maxRequests: 2000 });
  return 200;
}

/** Raw and gzipped sizes of the chunks the item page's HTML names (scripts/lib/page-scripts.mjs). */
async function firstLoadJs(html) {
  const sources = [...scriptsNamedBy(html)].filter((src) => src.startsWith("/_next/static/"));
  let raw = 0;
  let gzip = 0;
  let largest = { src: "", gzip: 0 };
  for (const src of sources.slice(0, 200)) {
    const res = await get(src);
    if (res.status !== 200) throw new Error(`GET ${src} → ${res.status}`);
    const size = gzipSync(res.body).length;
    raw += res.body.length;
    gzip += size;
    if (size > largest.gzip) largest = { src, gzip: size };
  }
  return { chunks: sources.length, raw, gzip, largest };
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const ms = (value) => (Number.isFinite(value) ? `${value.toFixed(1)}` : "–");
const pad = (value, width, right = false) => (right ? String(value).padStart(width) : String(value).padEnd(width));

async function main() {
  if (await server.portInUse()) throw new Error(`port ${PORT} is already in use (set BENCH_PORT to use another one)`);
  await ensureBuild();
  const dataDir = path.join(server.makeWorkDir(), "data");
  const databaseUrl = await createDatabase();
  const env = {
    ...process.env,
    NODE_ENV: "production",
    DATA_DIR: dataDir,
    PORT: String(PORT),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // Production on PostgreSQL requires a shared signing secret (lib/env.ts).
    ...(databaseUrl && !process.env.APP_SECRET ? { APP_SECRET: randomBytes(24).toString("hex") } : {}),
  };
  if (!databaseUrl) delete env.DATABASE_URL;
  const db = databaseUrl ? "PostgreSQL (a throw-away database)" : "PGlite (a temporary DATA_DIR)";

  console.log(`Seeding ${ITEMS} items on ${db}…`);
  await run(process.execPath, [tsxBin, "backend/seed/cli.ts", "--items", String(ITEMS)], env);
  console.log(`Starting the production server on port ${PORT}…`);
  await server.start(env);

  const { category, item, targets } = await pickTargets();
  const { count: total } = await getJson(`${API}/items/?limit=1`);
  const { count: matches } = await getJson(`${API}/items/?search=${encodeURIComponent(SEARCH)}&limit=1`);
  const { count: spoken } = await getJson(`${API}/items/?search=${encodeURIComponent(SPOKEN)}&limit=1`);
  console.log(
    `Catalogue: ${total} published items; category "${category.name}" (${category.count} items); search "${SEARCH}" (${matches} matches), "${SPOKEN}" said in transcripts (${spoken} matches).`,
  );
  console.log(`Warming up (pages are cached after their first render)…`);
  for (const target of targets) {
    target.status = await warmUp(target.url);
    if (target.status !== 200) console.error(`  GET ${target.url} → ${target.status}: not measured (see the server's log)`);
  }

  console.log(
    `Load: ${LOAD.concurrency} concurrent clients, keep-alive, ${LOAD.seconds} s or ${LOAD.maxRequests} requests per target, in ${ROUNDS} rounds (every other one in the reverse order).\n`,
  );
  // ROUNDS rounds of an equal share of the time each, every other one in the reverse order: this machine's
  // pace drifts within a run (the reference page measured last ran at 219 req/s in one run and 336
  // in the next, on one build), and spreading each target over the whole run has every target meet
  // the same slow moments, so the ratios compare like with like.
  const measured = targets.filter((t) => t.status === 200);
  const share = { ...LOAD, seconds: LOAD.seconds / ROUNDS, maxRequests: Math.ceil(LOAD.maxRequests / ROUNDS) };
  const runs = new Map(measured.map((t) => [t, []]));
  for (let round = 0; round < ROUNDS; round += 1) {
    for (const target of round % 2 ? [...measured].reverse() : measured) runs.get(target).push(...(await load(target.url, share)).runs);
  }
  const rows = [];
  for (const target of targets) {
    if (target.status !== 200) {
      rows.push({ ...target, failed: true, errors: 1, rps: NaN, p50: NaN, p95: NaN, p99: NaN, raw: NaN, gzip: NaN });
      continue;
    }
    const page = await get(target.url);
    const result = summary(runs.get(target));
    rows.push({ ...target, ...result, raw: page.body.length, gzip: gzipSync(page.body).length, html: page.body.toString("utf8") });
  }
  /** One client on the target named `name`, its n-th request at `url(target's URL, n)`. */
  const oneClient = async (name, url, maxRequests) => {
    const target = targets.find((t) => t.name === name);
    if (target.status !== 200) return { requests: 0, p50: NaN, p95: NaN, p99: NaN };
    return load((n) => url(target.url, n), { concurrency: 1, seconds: LOAD.seconds, maxRequests });
  };
  // One client, each request a search no one asked for yet: the search's own cost, past its caches.
  // Excluding a uid that no item has makes each one new (its own page, total and ranking) with the
  // same matches, ranked afresh.
  const orders = ["", "&ordering=-published_at", "&ordering=name", "&ordering=-name", "&ordering=published_at"];
  const uncached = (name) => oneClient(name, (url, n) => `${url}&uid__exclude=${randomUUID()}${orders[n % orders.length]}`, 300);
  // Then its later pages, as the search page's "more" button asks them, each in each order once: the
  // first of an order reads the search's ranking, the others are slices of it (up to its 1,000th
  // match, 33 pages; services/items/list.ts RANKED_IDS).
  const later = (name, count) => {
    const pages = Math.max(1, Math.min(32, Math.ceil(count / 30) - 1));
    const page = (url, n) => `${url}&offset=${((n % pages) + 1) * 30}${orders[Math.floor(n / pages) % orders.length]}`;
    return oneClient(name, page, Math.min(300, pages * orders.length));
  };
  const alone = { "search API": await uncached("search API"), "search spoken": await uncached("search spoken") };
  // Addresses that name nothing, each one new (a flood of made-up URLs): the site's not-found page,
  // drawn by the server (components/layout/not-found-answer.tsx), under the same load as the pages.
  const missing = {
    "unknown item": (n) => `/no-such-item-${n}`,
    "unknown category": (n) => `/category/no-such-${n}`,
    "made-up path": (n) => `/no/such/${n}`,
  };
  const notFound = {};
  for (const [name, url] of Object.entries(missing)) notFound[name] = await load(url, { ...LOAD, seconds: LOAD.seconds / 2, status: 404 });
  const morePages = { "search API": await later("search API", matches), "search spoken": await later("search spoken", spoken) };
  // A harvester's full pass over the catalogue (OAI-PMH ListRecords, pages of 100), alone.
  const harvest = await harvestAll(get);
  const harvestInvalid = await invalidPages(harvest.pages);

  const header = `${pad("target", 14)} ${pad("URL", 52)} ${pad("req/s", 8, true)} ${pad("p50 ms", 8, true)} ${pad("p95 ms", 8, true)} ${pad("p99 ms", 8, true)} ${pad("errors", 6, true)} ${pad("bytes", 10, true)} ${pad("gzip", 10, true)}`;
  console.log(header);
  console.log("-".repeat(header.length));
  for (const r of rows) {
    const url = r.url.length > 52 ? `${r.url.slice(0, 51)}…` : r.url;
    if (r.failed) {
      console.log(`${pad(r.name, 14)} ${pad(url, 52)} HTTP ${r.status}: not measured`);
      continue;
    }
    console.log(
      `${pad(r.name, 14)} ${pad(url, 52)} ${pad(r.rps.toFixed(0), 8, true)} ${pad(ms(r.p50), 8, true)} ${pad(ms(r.p95), 8, true)} ${pad(ms(r.p99), 8, true)} ${pad(r.errors, 6, true)} ${pad(kb(r.raw), 10, true)} ${pad(kb(r.gzip), 10, true)}`,
    );
  }
  const by = (name) => rows.find((r) => r.name === name);
  if (!by("item").failed) {
    const js = await firstLoadJs(by("item").html);
    console.log(
      `\nItem page first-load JS: ${js.chunks} chunks, ${kb(js.gzip)} gzipped (${kb(js.raw)} raw); largest ${js.largest.src} (${kb(js.largest.gzip)}).`,
    );
  }
  for (const [name, one] of Object.entries(alone)) {
    const more = morePages[name];
    console.log(
      `${name} alone (1 client, searches no one asked yet): p50 ${ms(one.p50)} ms, p95 ${ms(one.p95)} ms, p99 ${ms(one.p99)} ms over ${one.requests} requests; later pages: p50 ${ms(more.p50)} ms, p95 ${ms(more.p95)} ms over ${more.requests}.`,
    );
  }
  console.log(
    `\nNot-found pages (${LOAD.concurrency} clients, a new address each time; the FAQ: ${by("static (ref.)").rps.toFixed(0)} req/s):`,
  );
  for (const [name, result] of Object.entries(notFound)) {
    console.log(
      `  ${pad(name, 16)} ${pad(result.rps.toFixed(0), 5, true)} req/s, p50 ${ms(result.p50)} ms, p99 ${ms(result.p99)} ms${result.errors ? `, ${result.errors} not a 404` : ""}`,
    );
  }
  const validity =
    harvestInvalid === null ? "not validated (no xmllint)" : `${harvestInvalid} of ${harvest.pages.length} pages fail the schemas`;
  console.log(
    `\nOAI-PMH harvest (ListRecords, oai_dc): ${harvest.records} records (${harvest.deleted} deleted) in ${harvest.pages.length} pages, ${harvest.seconds.toFixed(1)} s; ${validity}.`,
  );
  console.log(`\nAims (${db}, ${os.cpus().length} CPUs, Node ${process.version}):`);
  const verdict = (ok) => (ok ? "met" : "NOT met");
  const reference = by("static (ref.)").rps;
  for (const name of ["home", "category", "item"]) {
    const row = by(name);
    if (!row || row.failed) continue;
    const ratio = row.rps / reference;
    console.log(
      `  ${pad(name, 8)} ≥ ${AIMS.pageToStatic} × static throughput: ${Number.isFinite(ratio) ? ratio.toFixed(2) : "–"} → ${verdict(ratio >= AIMS.pageToStatic)}; p99 ≤ ${AIMS.pageP99Ms} ms: ${ms(row.p99)} → ${verdict(row.p99 <= AIMS.pageP99Ms)}`,
    );
  }
  for (const name of ["search API", "search spoken"]) {
    const row = by(name);
    if (!row || row.failed) continue;
    if (databaseUrl) {
      const aim = AIMS.searchP95Ms.postgres;
      console.log(`  ${name} p95 ≤ ${aim} ms (one client, a new search): ${ms(alone[name].p95)} ms → ${verdict(alone[name].p95 <= aim)}`);
      console.log(`  (${name} p95 under ${LOAD.concurrency} concurrent clients: ${ms(row.p95)} ms)`);
    } else {
      const aim = AIMS.searchP95Ms.pglite;
      console.log(`  ${name} p95 ≤ ${aim} ms (${LOAD.concurrency} clients): ${ms(row.p95)} ms → ${verdict(row.p95 <= aim)}`);
      console.log(`  (${name} p95 with one client, a new search: ${ms(alone[name].p95)} ms)`);
    }
  }
  const harvested = harvest.records >= total && harvest.errors === 0 && !harvestInvalid;
  console.log(
    `  OAI-PMH harvest of every published item < ${AIMS.harvestSeconds} s${databaseUrl ? "" : " (the aim is PostgreSQL's)"}: ${harvest.seconds.toFixed(1)} s, ${harvest.records} records for ${total} published items → ${verdict(harvested && harvest.seconds < AIMS.harvestSeconds)}`,
  );
  console.log(`\nItem measured: /${item.slug}`);
  if (!harvested) process.exitCode = 1;
  if (rows.some((r) => r.errors > 0) || Object.values(notFound).some((r) => r.errors > 0)) process.exitCode = 1;
}

await server.main(main);
