#!/usr/bin/env node
// `npm run loadtest`: load and fault tests against the cluster of `npm run cluster` (HAProxy on
// LOADTEST_PORT, 3300, two instances on the next two ports, PostgreSQL and Redis reached through
// proxies this script controls), on 8,000 items (LOADTEST_ITEMS). Each load lasts LOADTEST_SECONDS
// (60). Prints one table and exits 1 when a must fails: no error under load, none while an
// instance stops, one rate limit for both instances, a revalidation seen by both, recovery after
// Redis and PostgreSQL come back, the home page and /healthz answering while a link checker crawls
// the site. Never part of `npm test` (minutes long, and it needs the servers).
import { readFileSync } from "node:fs";
import http from "node:http";
import { Redis } from "ioredis";
import pg from "pg";
import { createInstance, withCluster } from "./lib/cluster.mjs";
import { crawlInChild, sample } from "./lib/crawl.mjs";
import { cannon, getJson, HOST, loadRow, mb, printTable, send } from "./lib/load-client.mjs";
import { API } from "./lib/prod-server.mjs";

const PORT = Number(process.env.LOADTEST_PORT ?? 3300);
const ITEMS = Number(process.env.LOADTEST_ITEMS ?? 8000);
const SECONDS = Number(process.env.LOADTEST_SECONDS ?? 60);
const CONNECTIONS = 200;
const ABORTING_CLIENTS = 50;
const CRAWL_CONNECTIONS = 4;
/** The crawl takes no new link after this (LOADTEST_CRAWL_SECONDS); 8,000 items take far longer to crawl. */
const CRAWL_SECONDS = Number(process.env.LOADTEST_CRAWL_SECONDS ?? 180);
const ALL = ["mixed", "crawl", "hangups", "sigterm", "ratelimit", "revalidation", "redis", "postgres", "overload", "memory"];
/** LOADTEST_SCENARIOS=ratelimit,revalidation runs only those (all by default). */
const SCENARIOS = new Set(process.env.LOADTEST_SCENARIOS?.split(",") ?? ALL);
/** Unique searches and unknown slugs sent by the memory scenario (LOADTEST_MEMORY_URLS, each). */
const MEMORY_URLS = Number(process.env.LOADTEST_MEMORY_URLS ?? 20_000);
/** The most the memory scenario lets the server grow above its start. */
const MEMORY_CEILING_MB = 300;
const WORDS = ["village", "memories", "war", "family", "school", "river", "music", "city", "work", "childhood", "mother", "travel"];
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const pick = (list) => list[Math.floor(Math.random() * list.length)];

/** The largest of the first categories, an item, the mixed load's URLs and a few hundred item slugs. */
async function pickTargets(base) {
  const categories = await getJson(base, `${API}/categories/`);
  let best = null;
  for (const category of (Array.isArray(categories) ? categories : categories.results).slice(0, 30)) {
    const { count } = await getJson(base, `${API}/items/?categories=${category.uid}&limit=1`);
    if (!best || count > best.count) best = { ...category, count };
  }
  const slugs = [];
  for (let offset = 0; offset < 500; offset += 100)
    slugs.push(...(await getJson(base, `${API}/items/?limit=100&offset=${offset}`)).results.map((i) => i.slug));
  const { results } = await getJson(base, `${API}/items/?categories=${best.uid}&limit=30`);
  const item = results.find((i) => i.visibility_type === "public" && i.content_object_type === "media") ?? results[0];
  const q = encodeURIComponent("village memories");
  const mixed = ["/", `/category/${best.slug}`, `/${item.slug}`, `/search?q=${q}`, `${API}/items/?search=${q}&limit=30`];
  return { mixed, item, slugs };
}

const mixedLoad = (url, targets, extra = {}) =>
  cannon({ url, connections: CONNECTIONS, duration: SECONDS, requests: targets.mixed.map((path) => ({ method: "GET", path })), ...extra });

// ------------------------------------------------------------------------------ scenarios

/** ABORTING_CLIENTS clients that hang up in the middle of answers, once their first bytes arrived. */
async function abortingClients(cluster, slugs, seconds) {
  const counts = { "mid-body": 0, "no answer in 10 s": 0, complete: 0, error: 0 };
  const deadline = Date.now() + seconds * 1000;
  const once = () =>
    new Promise((resolve) => {
      // Pages rendered for the first time (items, new searches), some as RSC payloads.
      const path = Math.random() < 0.5 ? `/${pick(slugs)}` : `/search?q=${pick(WORDS)}+${pick(WORDS)}+${Math.floor(Math.random() * 1e4)}`;
      const headers = { host: HOST, "accept-encoding": "gzip", ...(Math.random() < 0.3 ? { rsc: "1" } : {}) };
      const timer = setTimeout(() => {
        req.destroy();
        resolve("no answer in 10 s");
      }, 10_000);
      const req = http.get(`${cluster.url}${path}`, { headers, agent: false }, (res) => {
        res.once("data", () => {
          req.destroy();
          resolve("mid-body");
        });
        res.once("end", () => resolve("complete"));
      });
      req.on("error", () => resolve("error"));
      req.on("close", () => clearTimeout(timer));
    });
  const client = async () => {
    while (Date.now() < deadline) counts[await once()] += 1;
  };
  await Promise.all(Array.from({ length: ABORTING_CLIENTS }, client));
  return counts;
}

/** Wrong logins alternating between the instances from one address; how many were answered before 429. */
async function spreadLogins(cluster, attempts) {
  const ip = `198.51.100.${1 + Math.floor(Math.random() * 250)}`;
  const statuses = [];
  for (let i = 0; i < attempts; i += 1) {
    const instance = cluster.instances[i % cluster.instances.length];
    const body = JSON.stringify({ email: `nobody-${i}@example.org`, password: "not-the-password" });
    const res = await send(instance.url, `${API}/auth/login/`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": ip, "content-length": Buffer.byteLength(body) },
      body,
    });
    statuses.push(res.status);
  }
  return { ip, statuses };
}

/** Renames an item in the database, revalidates on app1 and watches app2 until its page shows the change. */
async function revalidation(cluster, item) {
  const token = `rv${Date.now().toString(36)}`;
  const [app1, app2] = cluster.instances;
  for (const app of cluster.instances) await send(app.url, `/${item.slug}`);
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    const { rowCount } = await db.query(
      `UPDATE medias SET name = name || $2 WHERE id = (SELECT i.media_id FROM items i JOIN websites w ON w.id = i.website_id WHERE w.code = 'archive' AND i.slug = $1)`,
      [item.slug, ` ${token}`],
    );
    if (rowCount !== 1) return { ok: false, notes: `no media item ${item.slug} to rename` };
  } finally {
    await db.end();
  }
  const staleBefore = !(await send(app2.url, `/${item.slug}`)).text.includes(token);
  const res = await send(app1.url, "/api/revalidate", {
    method: "POST",
    headers: { authorization: `Bearer ${cluster.revalidateSecret}`, "content-type": "application/json" },
    body: JSON.stringify({ tags: ["items"] }),
  });
  if (res.status !== 200) return { ok: false, notes: `POST /api/revalidate → ${res.status}` };
  const started = Date.now();
  // Stale-while-revalidate: the first visit after the revalidation may still get the old page.
  while (Date.now() - started < 15_000) {
    if ((await send(app2.url, `/${item.slug}`)).text.includes(token))
      return { ok: true, notes: `app2 shows the change ${((Date.now() - started) / 1000).toFixed(1)} s after app1 revalidated` };
    await sleep(500);
  }
  const app1Shows = (await send(app1.url, `/${item.slug}`)).text.includes(token);
  return {
    ok: false,
    notes: `app2 still served the old page 15 s after app1 revalidated (app2 had it cached: ${staleBefore ? "yes" : "no"}; app1 shows the change: ${app1Shows ? "yes" : "no"})`,
  };
}

/** Mixed load through the balancer while `proxy` refuses connections for 10 s; tallies by phase. */
async function outage(cluster, targets, proxy) {
  const phases = ["before", "during", "recovering", "after"];
  const tally = Object.fromEntries(phases.map((p) => [p, { ok: 0, failed: new Map() }]));
  let phase = "before";
  let resumedAt = 0;
  let lastFailure = 0;
  const fail = (what) => {
    const t = tally[phase];
    t.failed.set(what, (t.failed.get(what) ?? 0) + 1);
    lastFailure = Date.now();
  };
  // Besides the mixed URLs (cached after their first answer), a new search each time: it needs the database.
  const search = {
    method: "GET",
    setupRequest: (req) => ({ ...req, path: `${API}/items/?search=${pick(WORDS)}+${Math.random()}&limit=30` }),
  };
  const requests = [...targets.mixed.map((path) => ({ method: "GET", path })), search];
  const accepted = proxy.stats.accepted;
  const result = cannon({ url: cluster.url, connections: 20, duration: 30, requests }, (run) => {
    run.on("response", (_client, status) => (status >= 200 && status < 300 ? (tally[phase].ok += 1) : fail(status)));
    run.on("reqError", (error) => fail(error.code ?? error.message));
  });
  await sleep(5000);
  proxy.refuse();
  phase = "during";
  await sleep(10_000);
  proxy.resume();
  resumedAt = Date.now();
  phase = "recovering";
  await sleep(5000);
  phase = "after";
  const r = await result;
  const describe = (p) =>
    tally[p].failed.size ? [...tally[p].failed].map(([what, n]) => `${what}×${n}`).join(" ") : `${tally[p].ok} ok, no failure`;
  const recovered = tally.after.failed.size === 0 && tally.after.ok > 0;
  const lastAfterResume = lastFailure > resumedAt ? `last failure ${((lastFailure - resumedAt) / 1000).toFixed(1)} s after` : "none after";
  const notes = `during: ${describe("during")}; resumed: ${lastAfterResume}; last 10 s: ${describe("after")}; ${proxy.stats.accepted - accepted} connections to the proxy`;
  return { r, recovered, notes };
}

async function redisKeyFor(cluster, ip) {
  const redis = new Redis(cluster.redisUrl, { maxRetriesPerRequest: 1 });
  try {
    const [, keys] = await redis.scan("0", "MATCH", `${cluster.redisPrefix}:rl:loginIp:*${ip}`, "COUNT", 100_000);
    return keys.length > 0;
  } finally {
    redis.disconnect();
  }
}

/**
 * CONNECTIONS clients for SECONDS on answers never cached (new searches, pages and API alike, and
 * items): more than an instance can work on at once. An answer is a 200 or a 503 with Retry-After;
 * what has none within 30 s is unanswered (autocannon's timeouts, in `errors`).
 */
function overloadRun(url, slugs) {
  let n = 0;
  const unique = () => `${pick(WORDS)}+${Date.now().toString(36)}${(n += 1)}`;
  const requests = [
    { method: "GET", setupRequest: (req) => ({ ...req, path: `/search?q=${unique()}` }) },
    { method: "GET", setupRequest: (req) => ({ ...req, path: `${API}/items/?search=${unique()}&limit=30` }) },
    { method: "GET", setupRequest: (req) => ({ ...req, path: `/${pick(slugs)}?v=${unique()}` }) },
  ];
  return cannon({ url, connections: CONNECTIONS, duration: SECONDS, timeout: 30, requests });
}

const overloadRow = (name, r) => {
  const refused = r.statusCodeStats?.["503"]?.count ?? 0;
  const notes = `unanswered in 30 s: ${r.errors} (timeouts ${r.timeouts}); 503 with Retry-After: ${refused}`;
  return loadRow(name, r, r.errors === 0, notes);
};

/** `count` GETs from `paths(i)`, 16 at a time; each answer must be a 200, 404 or 503. */
async function sweep(url, count, paths, onProgress) {
  const statuses = new Map();
  let next = 0;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (next < count) {
        const i = next++;
        const status = await send(url, paths(i)).then(
          (res) => res.status,
          (error) => error.code ?? error.message,
        );
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        if (i % 1000 === 0) onProgress(i);
      }
    }),
  );
  return statuses;
}

// Each scenario resolves with its rows of the table.
const scenarios = {
  async mixed(cluster, targets) {
    console.log("Mixed load on one instance, directly…");
    const one = await mixedLoad(cluster.instances[0].url, targets);
    console.log("Mixed load through HAProxy on two instances…");
    const two = await mixedLoad(cluster.url, targets);
    const gain = `throughput 2 vs 1 instance: ×${(two.requests.average / one.requests.average).toFixed(2)}`;
    return [
      loadRow(`mixed, 1 instance direct (${CONNECTIONS} c)`, one, one.errors === 0 && one.non2xx === 0),
      loadRow(`mixed, 2 via HAProxy (${CONNECTIONS} c)`, two, two.errors === 0 && two.non2xx === 0, gain),
    ];
  },

  async crawl(cluster) {
    console.log(
      `linkinator crawling app1 at ${CRAWL_CONNECTIONS} connections (at most ${CRAWL_SECONDS} s), / and /healthz asked every 250 ms…`,
    );
    // linkinator's requests cannot name another host: "localhost" is the archive's.
    const base = `http://localhost:${cluster.instances[0].port}`;
    const sampler = sample({
      base,
      targets: [
        { path: "/", timeoutMs: 30_000 },
        { path: "/healthz", timeoutMs: 3000 },
      ],
    });
    const crawl = await crawlInChild({ base, concurrency: CRAWL_CONNECTIONS, seconds: CRAWL_SECONDS });
    // Work left behind by the crawl (image jobs whose clients left) would show in the next seconds.
    await sleep(10_000);
    const { "/": home, "/healthz": health } = await sampler.stop();
    const ok = home.p99 < 1000 && home.failures === 0 && health.failures === 0;
    const answers = Object.entries(crawl.statuses)
      .map(([status, n]) => `${status} ×${n}`)
      .join(", ");
    const reach = crawl.cut ? `stopped asking after ${CRAWL_SECONDS} s` : "the whole site";
    return [
      {
        name: `crawl, linkinator (${CRAWL_CONNECTIONS} c)`,
        requests: crawl.links,
        non2xx: crawl.links - crawl.ok,
        p50: home.p50,
        p99: home.p99,
        rps: crawl.links / crawl.seconds,
        must: ok,
        notes:
          `${crawl.links} links (${crawl.pages} pages) in ${crawl.seconds.toFixed(0)} s, ${reach}: ${answers}; ` +
          `/ (p50, p99 left): max ${home.max.toFixed(0)} ms, ${home.failures} failed of ${home.count}; ` +
          `/healthz: p99 ${health.p99.toFixed(0)} ms, max ${health.max.toFixed(0)} ms, ${health.failures} not answered in 3 s of ${health.count}`,
      },
    ];
  },

  async hangups(cluster, targets) {
    console.log(`${ABORTING_CLIENTS} clients hanging up in the middle of answers (two rounds)…`);
    const rss = () => cluster.instances.map((i) => i.rss());
    const sum = (list) => list.reduce((a, b) => a + b, 0);
    const before = rss();
    // The first round also fills caches and grows the heap to its working size; a leak keeps
    // growing in the second, by what each abandoned render holds (some 250-600 KB as reported).
    const rounds = [];
    for (let round = 0; round < 2; round += 1) {
      const counts = await abortingClients(cluster, targets.slugs, SECONDS / 2);
      await sleep(10_000);
      rounds.push({ counts, hungUp: counts["mid-body"] + counts["no answer in 10 s"], rss: rss() });
    }
    const [first, second] = rounds;
    const perHangUp = (sum(second.rss) - sum(first.rss)) / Math.max(1, second.hungUp) / 1024;
    const each = cluster.instances.map((i, n) => `${i.name} ${mb(before[n])} → ${mb(first.rss[n])} → ${mb(second.rss[n])}`);
    const requests = sum(rounds.map((r) => sum(Object.values(r.counts))));
    const cut = sum(rounds.map((r) => r.counts["mid-body"]));
    const unanswered = sum(rounds.map((r) => r.counts["no answer in 10 s"]));
    return [
      {
        name: `${ABORTING_CLIENTS} clients hanging up`,
        requests,
        notes:
          `${cut} cut mid-body, ${unanswered} unanswered in 10 s; RSS before → after round 1 → after round 2 (each 10 s after): ` +
          `${each.join(", ")}; round 2: ${perHangUp.toFixed(0)} KB per hang-up, so the leak of abandoned renders ` +
          `${perHangUp > 50 ? "SHOWS" : "does not show"}`,
      },
    ];
  },

  async sigterm(cluster, targets) {
    console.log("SIGTERM to app2 in the middle of the load…");
    const app2 = cluster.instances[1];
    const load = mixedLoad(cluster.url, targets);
    // HAProxy's view of the instances while it runs: which were taken out, and when.
    const began = Date.now();
    const changes = [];
    let last = "";
    const watch = setInterval(() => {
      void cluster.serverStates().then(
        (states) => {
          const now = Object.entries(states)
            .map(([name, state]) => `${name} ${state.split(" ")[0]}`)
            .join(", ");
          if (now !== last) changes.push(`${((Date.now() - began) / 1000).toFixed(1)} s: ${(last = now)}`);
        },
        () => undefined,
      );
    }, 250);
    await sleep((SECONDS * 1000) / 2);
    const sent = Date.now();
    const exit = await app2.stop("SIGTERM");
    const seconds = ((Date.now() - sent) / 1000).toFixed(1);
    const r = await load;
    clearInterval(watch);
    console.log(`  HAProxy's view (SIGTERM at ${((sent - began) / 1000).toFixed(1)} s): ${changes.join("; ")}`);
    console.log("Restarting app2…");
    await app2.start();
    await cluster.waitAllUp();
    const ok = r.errors === 0 && r.non2xx === 0 && exit === 0;
    return [loadRow(`SIGTERM to 1 of 2 (${CONNECTIONS} c)`, r, ok, `app2 exited with ${exit} ${seconds} s after SIGTERM`)];
  },

  async ratelimit(cluster) {
    console.log("Wrong logins spread over both instances…");
    const { statuses } = await spreadLogins(cluster, 40);
    const limited = statuses.indexOf(429);
    const answered = limited === -1 ? statuses.length : limited;
    const shared = answered === 30 && statuses.slice(30).every((s) => s === 429);
    const codes = [...new Set(statuses.slice(0, answered))].join("/");
    const notes = `${answered} answered (${codes}), then 429 ×${statuses.length - answered}: one limit of 30 per address for both instances`;
    return [{ name: "40 wrong logins over 2 instances", requests: statuses.length, must: shared, notes }];
  },

  async revalidation(cluster, targets) {
    console.log("Revalidation on app1, seen by app2…");
    const { ok, notes } = await revalidation(cluster, targets.item);
    return [{ name: "revalidation on 1, seen by the other", must: ok, notes }];
  },

  async redis(cluster, targets) {
    console.log("Redis stopped for 10 s under load…");
    const { r, recovered, notes } = await outage(cluster, targets, cluster.redisProxy);
    // Back on Redis: a rate-limit counter lands there again.
    const { ip } = await spreadLogins({ instances: [cluster.instances[0]] }, 1);
    const back = await redisKeyFor(cluster, ip);
    return [loadRow("Redis stopped 10 s (20 c)", r, recovered && back, `${notes}; Redis used again: ${back ? "yes" : "NO"}`)];
  },

  async postgres(cluster, targets) {
    console.log("PostgreSQL refusing connections for 10 s under load…");
    const { r, recovered, notes } = await outage(cluster, targets, cluster.postgresProxy);
    const ready = await Promise.all(cluster.instances.map((i) => send(i.url, "/readyz").then((res) => res.status)));
    const states = Object.values(await cluster.serverStates());
    const ok = recovered && ready.every((s) => s === 200);
    return [
      loadRow("PostgreSQL refused 10 s (20 c)", r, ok, `${notes}; /readyz after: ${ready.join(", ")}; HAProxy: ${states.join(", ")}`),
    ];
  },
  async overload(cluster, targets) {
    console.log(`Overload: ${CONNECTIONS} connections on new searches and pages, PostgreSQL (app1 directly)…`);
    const onPostgres = await overloadRun(cluster.instances[0].url, targets.slugs);
    console.log("Overload on an instance of its own on the embedded database (the demo)…");
    // The embedded database: no DATABASE_URL, and no Redis either, as `npm start` runs.
    const inherited = { ...process.env };
    delete inherited.DATABASE_URL;
    delete inherited.REDIS_URL;
    const lite = createInstance({
      name: "pglite",
      port: PORT + 3,
      workDir: cluster.workDir,
      env: {
        ...inherited,
        NODE_ENV: "production",
        DATA_DIR: `${cluster.workDir}/pglite-data`,
        APP_SECRET: "loadtest-pglite-secret",
        LISTEN_HOST: "127.0.0.1",
        LOG_LEVEL: "warn",
      },
    });
    await lite.start();
    try {
      const liteSlugs = (await getJson(lite.url, `${API}/items/?limit=100`)).results.map((i) => i.slug);
      const onPglite = await overloadRun(lite.url, liteSlugs);
      return [
        overloadRow(`overload, PostgreSQL (${CONNECTIONS} c)`, onPostgres),
        overloadRow(`overload, PGlite (${CONNECTIONS} c)`, onPglite),
      ];
    } finally {
      await lite.stop("SIGTERM");
    }
  },

  async memory(cluster, targets) {
    // Measured from a fresh start, after one visit of each page the mixed load asks for.
    const app = cluster.instances[0];
    console.log("Memory: restarting app1…");
    await app.stop("SIGTERM");
    await app.start();
    await cluster.waitAllUp();
    for (const path of targets.mixed) await send(app.url, path);
    /** The instance's RSS, or NaN once it has died (which fails the must). */
    const rss = () => {
      try {
        return app.rss();
      } catch {
        return NaN;
      }
    };
    const start = rss();
    let peak = start;
    const notePeak = () => (peak = Math.max(peak, rss()));
    const timer = setInterval(notePeak, 1000);
    const progress = (what) => (i) => i > 0 && console.log(`  ${what}: ${i}, RSS ${mb(rss())}`);
    const tag = Date.now().toString(36);
    console.log(`Memory: ${MEMORY_URLS} unique searches (pages and API), then ${MEMORY_URLS} unknown slugs, on app1…`);
    const started = Date.now();
    const searches = await sweep(
      app.url,
      MEMORY_URLS,
      (i) => (i % 2 ? `/search?q=${pick(WORDS)}+${tag}${i}` : `${API}/items/?search=${pick(WORDS)}+${tag}${i}&limit=30`),
      progress("searches"),
    );
    const afterSearches = notePeak();
    const slugs = await sweep(app.url, MEMORY_URLS, (i) => (i % 2 ? `/no-such-${tag}-${i}` : `/fr/no-such-${tag}-${i}`), progress("slugs"));
    clearInterval(timer);
    const end = rss();
    peak = Math.max(peak, end);
    console.log("  idle for 60 s…");
    await sleep(60_000);
    const idle = rss();
    const list = (m) => [...m].map(([status, count]) => `${status} ×${count}`).join(", ");
    const grew = (peak - start) / 1024 / 1024;
    const ok = grew <= MEMORY_CEILING_MB && idle < peak && [...searches.keys(), ...slugs.keys()].every((s) => s === 200 || s === 404);
    return [
      {
        name: `memory, ${MEMORY_URLS} searches + slugs`,
        requests: MEMORY_URLS * 2,
        must: ok,
        notes:
          `RSS start ${mb(start)}, after the searches ${mb(afterSearches)}, peak ${mb(peak)} (+${grew.toFixed(0)} MB, ceiling +${MEMORY_CEILING_MB}), ` +
          `end ${mb(end)}, idle 60 s ${mb(idle)}; ${((Date.now() - started) / 1000).toFixed(0)} s; searches ${list(searches)}; slugs ${list(slugs)}`,
      },
    ];
  },
};

await withCluster(
  { name: "loadtest", port: PORT, instancePorts: [PORT + 1, PORT + 2], items: ITEMS, faultProxies: true, logLevel: "warn" },
  async (cluster) => {
    const targets = await pickTargets(cluster.instances[0].url);
    console.log(`Warming up; then ${SECONDS} s per load (LOADTEST_SECONDS) on ${targets.mixed.join("  ")}`);
    for (const app of cluster.instances) for (const path of targets.mixed) for (let i = 0; i < 3; i += 1) await send(app.url, path);
    const rows = [];
    for (const name of ALL) if (SCENARIOS.has(name)) rows.push(...(await scenarios[name](cluster, targets)));
    printTable(rows);
    if (rows.some((r) => r.must === false)) {
      console.error("\nAt least one must failed (FAIL above).");
      for (const app of cluster.instances) console.error(`--- ${app.name}'s log (end) ---\n${readFileSync(app.log, "utf8").slice(-4000)}`);
      process.exitCode = 1;
    }
  },
);
// Everything is down by now; Node has been seen spinning at exit over sockets the proxies dropped.
process.exit();
