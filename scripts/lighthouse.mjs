#!/usr/bin/env node
// `npm run lighthouse`: lab measurements of the production build on both demo sites — the home page,
// a category, a public item with its player, a search with results, the FAQ and My List (signed in),
// each loaded LH_RUNS times (3) as a throttled mobile visitor, and the framework's empty page as
// often, its runs interleaved with theirs: the floor. Prints the medians against the budgets (those
// that depend on the machine held against the floor: lib/lighthouse-report.mjs), the failing
// accessibility / best-practice / SEO audits and the main performance opportunities; exits 1 when a
// page misses a budget. Not part of `npm test`: it needs a quiet machine and takes minutes.
//
//   --pages home,item   only these pages (home, category, item, search, faq, my-list), besides the
//                       floor, which is measured whatever the pages (empty: the floor alone)
//   --site archive      only this site (archive, studio), besides the floor (framework: the floor alone)
//   --json <path>       also write every figure to a JSON file
//   --reports <dir>     also write each run's full Lighthouse report (site-page-run.json), to see
//                       where the main thread's time went (bootup-time, mainthread-work-breakdown)
//   --throttling devtools
//                       slow the network and the CPU for real while the page loads, instead of
//                       simulating them from a full-speed load (the default, "simulate", which the
//                       budget is measured with): what a phone on that network would see
//
// The server runs on a fresh embedded database from a temporary copy of the build
// (lib/prod-server.mjs); Chromium reaches each site by its host name, mapped to 127.0.0.1. The
// framework's empty page (lib/framework-reference.mjs) is served on LH_PORT + 1.
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, findChrome } from "./find-chrome.mjs";
import { BUDGET, CATEGORIES, failingAudits, opportunities, report } from "./lib/lighthouse-report.mjs";
import { buildReference, startReference } from "./lib/framework-reference.mjs";
import { scriptsNamedBy } from "./lib/page-scripts.mjs";
import { assertFree } from "./lib/processes.mjs";
import { API, createProdServer, ensureBuild } from "./lib/prod-server.mjs";

const PORT = Number(process.env.LH_PORT ?? 3400);
const REFERENCE_PORT = PORT + 1;
/** The framework's empty page: a site and a page of its own for --site and --pages. */
const REFERENCE = { site: "framework", page: "empty" };
const RUNS = Math.max(1, Number(process.env.LH_RUNS ?? 3));
const HOME_PATHS = { en: "/", fr: "/fr" };
const PAGES = ["home", "category", "item", "search", "faq", "my-list"];
// The demo sites (backend/seed/demo-accounts.ts): the studio forces sign-in, so every one of its
// pages is loaded with the site password's session; the archive's only on My List.
const SITES = {
  archive: {
    host: "localhost",
    login: { email: "researcher@archive.example.org", password: "researcher-demo-2026" },
    signedIn: ["my-list"],
  },
  studio: { host: "studio.localhost", login: { password: "studio-demo-2026" }, signedIn: PAGES },
};
const CHROME_FLAGS = [
  "--headless=new",
  ...CHROMIUM_ARGS,
  // localhost and *.localhost, the demo sites' hosts, on the address the server listens on.
  "--host-resolver-rules=MAP * 127.0.0.1",
];

const { values: args } = parseArgs({
  options: {
    pages: { type: "string" },
    site: { type: "string" },
    json: { type: "string" },
    reports: { type: "string" },
    throttling: { type: "string", default: "simulate" },
  },
});
const onlyPages = args.pages?.split(",").map((p) => p.trim());
const onlySites = args.site?.split(",").map((s) => s.trim());
const pageNames = [...PAGES, REFERENCE.page];
const siteNames = [...Object.keys(SITES), REFERENCE.site];
const unknown = [
  ...(onlyPages ?? []).filter((page) => !pageNames.includes(page)).map((page) => `--pages: no page "${page}" (${pageNames.join(", ")})`),
  ...(onlySites ?? []).filter((site) => !siteNames.includes(site)).map((site) => `--site: no site "${site}" (${siteNames.join(", ")})`),
  ...(["simulate", "devtools"].includes(args.throttling) ? [] : [`--throttling: "${args.throttling}" is neither simulate nor devtools`]),
];
if (unknown.length) {
  console.error(unknown.join("\n"));
  process.exit(2);
}

const server = createProdServer({ name: "lighthouse", port: PORT });

// ---------------------------------------------------------------- the pages

/** The site's session cookie (`name=value`), signed in through the API as a browser would be. */
async function signIn(host, login) {
  const res = await server.request(
    "POST",
    `${API}/auth/login/`,
    { host: `${host}:${PORT}`, "content-type": "application/json" },
    JSON.stringify(login),
  );
  const cookie = [res.headers["set-cookie"] ?? []].flat()[0]?.split(";")[0];
  if (res.status !== 200 || !cookie) throw new Error(`signing in on ${host} → ${res.status}`);
  return cookie;
}

/** The URLs to measure on one site, with real slugs from its API. */
async function sitePages(name, site) {
  const cookie = await signIn(site.host, site.login);
  const headers = { host: `${site.host}:${PORT}`, cookie };
  const getJson = (pathname) => server.getJson(pathname, headers);
  const categories = await getJson(`${API}/categories/`);
  let category = null;
  for (const c of (Array.isArray(categories) ? categories : categories.results).slice(0, 50)) {
    const { count } = await getJson(`${API}/items/?categories=${c.uid}&limit=1`);
    if (!category || count > category.count) category = { ...c, count };
  }
  const { results } = await getJson(`${API}/items/?limit=50`);
  const item = results.find((i) => i.visibility_type === "public" && i.content_object_type === "media") ?? results[0];
  // A word of the item's title: a search that finds at least that item.
  const words = (item.content_object?.name ?? "").split(/[^\p{L}]+/u).filter((w) => w.length >= 5);
  let query = { text: "memories", count: 0 };
  for (const word of [...words, "memories"]) {
    const { count } = await getJson(`${API}/items/?search=${encodeURIComponent(word)}&limit=1`);
    query = { text: word.toLowerCase(), count };
    if (count > 0) break;
  }
  console.log(
    `${name}: category "${category.name}" (${category.count} items), item /${item.slug}, search "${query.text}" (${query.count} results).`,
  );
  const urls = {
    home: "/",
    category: `/category/${category.slug}`,
    item: `/${item.slug}`,
    search: `/search?q=${encodeURIComponent(query.text)}`,
    faq: "/help/faq",
    "my-list": "/my-list",
  };
  return PAGES.filter((page) => !onlyPages || onlyPages.includes(page)).map((page) => ({
    site: name,
    page,
    path: urls[page],
    url: `http://${site.host}:${PORT}${urls[page]}`,
    host: site.host,
    cookie: site.signedIn.includes(page) ? cookie : null,
  }));
}

/** Whether robots.txt keeps crawlers off `pathname`: the longest matching rule wins, Allow on a tie.
 * Ours has a single group, for every crawler. */
function disallowed(robotsTxt, pathname) {
  let best = { length: -1, allow: true };
  for (const line of robotsTxt.split("\n")) {
    const rule = /^(allow|disallow):\s*(\S+)/i.exec(line.trim());
    if (!rule || !pathname.startsWith(rule[2])) continue;
    const allow = rule[1].toLowerCase() === "allow";
    if (rule[2].length > best.length || (rule[2].length === best.length && allow)) best = { length: rule[2].length, allow };
  }
  return !best.allow;
}

/** The headers of a target's requests: its site, and its session if it has one. */
const targetHeaders = (target) => ({ host: `${target.host}:${PORT}`, ...(target.cookie ? { cookie: target.cookie } : {}) });

/** `pathname` on the target's site, asked twice so that what is measured is the cached page, not
 * the first render. */
async function renderedTwice(target, pathname) {
  let res;
  for (let i = 0; i < 2; i += 1) res = await server.get(pathname, targetHeaders(target));
  if (res.status !== 200) throw new Error(`GET ${pathname} on ${target.host} → ${res.status}`);
  return res;
}

/** Renders the page (renderedTwice); whether a crawler may index it (not kept off by robots.txt, no
 * robots meta tag or header saying noindex). */
async function prepare(target) {
  const headers = targetHeaders(target);
  const res = await renderedTwice(target, target.path);
  const html = res.body.toString("utf8");
  const robotsTxt = (await server.get("/robots.txt", { host: headers.host })).body.toString("utf8");
  const robots = [String(res.headers["x-robots-tag"] ?? ""), ...[...html.matchAll(/<meta[^>]+name="robots"[^>]*>/g)].map((m) => m[0])];
  target.indexable = !disallowed(robotsTxt, target.path) && !robots.some((r) => /noindex/i.test(r));
  target.htmlBytes = res.body.length;
  target.namedScripts = scriptsNamedBy(html);
  await warmImages(html, headers);
}

/** The scripts the floor's HTML names, counted as its first load like a page's. */
async function prepareReference(target) {
  const res = await fetch(target.url);
  if (!res.ok) throw new Error(`GET ${target.url} → ${res.status}`);
  target.namedScripts = scriptsNamedBy(await res.text());
}

/** Asks once for every width of the page's eagerly loaded pictures, as a browser would (AVIF first).
 * The server makes each thumbnail on its first request and keeps it (DATA_DIR/cache, or the bucket)
 * for good: a site that has been visited serves them from there, and so do the runs. */
async function warmImages(html, headers) {
  const urls = new Set();
  for (const [img] of html.matchAll(/<img\b[^>]*>/g)) {
    if (/\bloading="lazy"/.test(img)) continue;
    const src = /\ssrc="([^"]+)"/.exec(img)?.[1];
    const srcset = /\ssrcSet="([^"]+)"/i.exec(img)?.[1] ?? "";
    for (const url of [src, ...srcset.split(",").map((candidate) => candidate.trim().split(/\s+/)[0])])
      if (url?.startsWith("/")) urls.add(url.replaceAll("&amp;", "&"));
  }
  for (const url of urls) await server.get(url, { ...headers, accept: "image/avif,image/webp,image/apng,image/*,*/*;q=0.8" });
}

/** The raw HTML of each measured site's home page in each language (Lighthouse loads only the
 * English one; French texts are longer), with the same session as the home page's runs. */
async function homeHtmlBytes(targets) {
  const bytes = {};
  for (const target of targets.filter((t) => t.page === "home")) {
    bytes[target.site] = {};
    for (const [locale, pathname] of Object.entries(HOME_PATHS))
      bytes[target.site][locale] = (await renderedTwice(target, pathname)).body.length;
  }
  return bytes;
}

// ---------------------------------------------------------------- measuring

const gzipCache = new Map();

/** The gzipped size of one of the page's files, fetched from its server (which need not compress). */
async function gzipSize(url, target) {
  if (!gzipCache.has(url)) {
    const { pathname, search } = new URL(url);
    const res = target.reference
      ? await fetch(url).then(async (r) => ({ status: r.status, body: Buffer.from(await r.arrayBuffer()) }))
      : await server.get(pathname + search, { host: `${target.host}:${PORT}` });
    if (res.status !== 200) throw new Error(`GET ${url} → ${res.status}`);
    gzipCache.set(url, gzipSync(res.body).length);
  }
  return gzipCache.get(url);
}

/** The figures of one run: scores, metrics, and from its network requests the bytes of the load. */
async function figures(lhr, target) {
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const origin = new URL(target.url).origin;
  // First-load JS is every script the HTML names and whatever else the page asks for until its load
  // event; what it fetches after (a carousel's engine once the page is idle, a transcript) is
  // counted apart.
  const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
  const load = observed.observedLoad ?? Infinity;
  // The simulated LCP counts every script that had finished loading when the largest paint was
  // seen (docs/performance.md, "How the budget is measured"). Request times are counted from
  // the first request, the observed paint from the navigation's start.
  const networkStart = lhr.audits["network-requests"]?.details?.debugData?.networkStartTimeTs;
  const shiftMs = (networkStart - observed.observedTimeOriginTs) / 1000;
  const shift = Number.isFinite(shiftMs) ? shiftMs : 0;
  const observedLcp = observed.observedLargestContentfulPaint ?? NaN;
  let js = 0;
  let jsLater = 0;
  let scripts = 0;
  let scriptsBeforeLcp = 0;
  for (const r of requests) {
    if (r.resourceType !== "Script" || !r.url.startsWith(`${origin}/`)) continue;
    const size = await gzipSize(r.url, target);
    if (r.rendererStartTime > load && !target.namedScripts?.has(new URL(r.url).pathname)) {
      jsLater += size;
      continue;
    }
    js += size;
    scripts += 1;
    if (r.networkEndTime + shift <= observedLcp) scriptsBeforeLcp += 1;
  }
  const document = requests.find((r) => r.resourceType === "Document");
  const score = (id) => lhr.categories[id]?.score ?? NaN;
  return {
    performance: score("performance"),
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    jsGzip: js,
    jsLater,
    observedLcp,
    scripts,
    scriptsBeforeLcp,
    html: document?.resourceSize ?? NaN,
    fonts: requests.filter((r) => r.resourceType === "Font").reduce((sum, r) => sum + (r.resourceSize ?? 0), 0),
  };
}

/** One report; a run whose trace came out unusable (it happens on a busy machine) is tried again. */
async function runOnce(target, port, attempts = 3) {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(target.url, {
      port,
      logLevel: "error",
      output: "json",
      onlyCategories: CATEGORIES,
      throttlingMethod: args.throttling,
      ...(target.cookie ? { extraHeaders: { Cookie: target.cookie } } : {}),
    });
    const lhr = result?.lhr;
    if (lhr && !lhr.runtimeError) return lhr;
    const why = lhr?.runtimeError?.message ?? "no result";
    if (attempt >= attempts) throw new Error(`${target.url}: ${why}`);
    process.stdout.write("r");
  }
}

/** One run of the target, kept as its figures, failing audits and opportunities. */
async function measureOnce(target, port, run) {
  const lhr = await runOnce(target, port);
  if (args.reports) {
    mkdirSync(args.reports, { recursive: true });
    writeFileSync(path.join(args.reports, `${target.site}-${target.page}-${run}.json`), JSON.stringify(lhr));
  }
  return { figures: await figures(lhr, target), failing: failingAudits(lhr), opportunities: opportunities(lhr) };
}

/** The medians of a target's runs, the audits that failed in any, the median run's opportunities. */
function summarise(runs) {
  const median = (key) => {
    const values = runs.map((r) => r.figures[key]).sort((a, b) => a - b);
    const mid = Math.floor(values.length / 2);
    return values.length % 2 ? values[mid] : (values[mid - 1] + values[mid]) / 2;
  };
  const byPerformance = [...runs].sort((a, b) => a.figures.performance - b.figures.performance);
  const failing = new Map();
  for (const run of runs) for (const f of run.failing) failing.set(f.id, { ...f, runs: (failing.get(f.id)?.runs ?? 0) + 1 });
  return {
    median: Object.fromEntries(Object.keys(runs[0].figures).map((key) => [key, median(key)])),
    runs: runs.map((r) => r.figures),
    failing: [...failing.values()],
    // Those of the median run, by performance score.
    opportunities: byPerformance[Math.floor(byPerformance.length / 2)].opportunities,
  };
}

/** RUNS rounds, each loading every target once, the floor first: a machine that slows down during
 * the measurement slows the floor's runs as much as the pages'. */
async function measureAll(targets, port) {
  const runs = targets.map(() => []);
  for (let round = 1; round <= RUNS; round += 1) {
    process.stdout.write(`Round ${round} of ${RUNS}:`);
    for (const [i, target] of targets.entries()) {
      process.stdout.write(` ${target.site}/${target.page}`);
      runs[i].push(await measureOnce(target, port, round));
    }
    process.stdout.write("\n");
  }
  return targets.map((target, i) => ({ target, ...summarise(runs[i]) }));
}

// ---------------------------------------------------------------- main

async function main() {
  const chromePath = findChrome();
  if ("error" in chromePath) throw new Error(chromePath.error);
  if (await server.portInUse()) throw new Error(`port ${PORT} is already in use (set LH_PORT to use another one)`);
  await assertFree([REFERENCE_PORT]).catch((error) => {
    throw new Error(`${error.message} (LH_PORT + 1, for the framework's empty page; set LH_PORT to use others)`);
  });
  await ensureBuild();
  await buildReference();
  const workDir = server.makeWorkDir();
  const dataDir = path.join(workDir, "data");
  const env = { ...process.env, NODE_ENV: "production", DATA_DIR: dataDir, NEXT_TELEMETRY_DISABLED: "1" };
  // The embedded database, seeded with the demo sites at start-up, whatever this shell points at.
  delete env.DATABASE_URL;
  delete env.API_UPSTREAM_URL;
  console.log(`Starting the production server on port ${PORT} (PGlite in a temporary DATA_DIR, demo data)…`);
  await server.start(env);

  // The floor is measured whatever the pages: every budget that depends on the machine is held against it.
  const reference = startReference(REFERENCE_PORT, path.join(workDir, "reference.log"));
  server.onCleanup("stopping the framework's empty page", reference.stop);
  await reference.ready;
  const url = `http://127.0.0.1:${REFERENCE_PORT}/`;
  const targets = [{ ...REFERENCE, path: "/", url, host: "127.0.0.1", cookie: null, reference: true, indexable: true }];
  for (const [name, site] of Object.entries(SITES))
    if (!onlySites || onlySites.includes(name)) targets.push(...(await sitePages(name, site)));
  for (const target of targets) await (target.reference ? prepareReference(target) : prepare(target));
  const homeHtml = await homeHtmlBytes(targets);

  const chrome = await chromeLauncher.launch({
    chromePath: chromePath.path,
    chromeFlags: CHROME_FLAGS,
    logLevel: "error",
    handleSIGINT: false,
  });
  // Ours, not the launcher's, SIGINT handler: the launcher's would exit before the server is stopped.
  server.onCleanup("stopping Chromium", async () => chrome.kill());
  const results = await measureAll(targets, chrome.port);

  const missed = report(results, RUNS, homeHtml, args.throttling);
  if (args.json) {
    const data = {
      date: new Date().toISOString(),
      runs: RUNS,
      throttling: args.throttling,
      machine: { cpus: os.cpus().length, node: process.version },
      budget: BUDGET,
      missed,
      homeHtml,
      // The session cookie would mean nothing once the server is gone.
      pages: results.map(({ target, ...rest }) => ({ ...target, cookie: undefined, signedIn: Boolean(target.cookie), ...rest })),
    };
    writeFileSync(args.json, `${JSON.stringify(data, null, 2)}\n`);
    console.log(`\nResults written to ${args.json}.`);
  }
  if (missed.length) process.exitCode = 1;
}

await server.main(main);
