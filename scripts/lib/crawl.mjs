// A link checker's crawl of one site (linkinator, as people run it against their sites) and a
// sampler asking for a page and the liveness probe meanwhile, for the load test's `crawl` row.
//
// The crawl runs in a child process: linkinator parses every page on its event loop, and the
// sampler's timings (and the load test's proxies to PostgreSQL and Redis) must not wait behind it.
import { fork } from "node:child_process";
import http from "node:http";
import { fileURLToPath } from "node:url";
import { LinkChecker } from "linkinator";

/** Runs `fn` with the global fetch (which linkinator uses) replaced by `wrapped(fetch)`. */
async function withFetch(wrapped, fn) {
  const original = globalThis.fetch;
  globalThis.fetch = wrapped(original);
  try {
    return await fn();
  } finally {
    globalThis.fetch = original;
  }
}

/**
 * Crawls `base` (recursively, its own links only; other sites and ports are skipped) with at most
 * `concurrency` requests at a time, for at most `seconds`: after that nothing more is asked and
 * the crawl ends with the requests in flight. Resolves with the answers by status.
 */
async function crawlSite({ base, concurrency, seconds }) {
  const deadline = Date.now() + seconds * 1000;
  const statuses = {};
  const tally = (status) => (statuses[status] = (statuses[status] ?? 0) + 1);
  let running = 0;
  let cut = false;
  const waiting = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  // linkinator 7's `concurrency` bounds its queue, not its requests: every link found on a page is
  // asked for at once (fixed in linkinator 8, which needs Node 22). Its requests wait here instead.
  const bounded = (fetch) => async (url, init) => {
    if (running >= concurrency) await new Promise((resolve) => waiting.push(resolve));
    running += 1;
    try {
      if (Date.now() > deadline) {
        cut = true;
        throw new Error("the crawl's time is up");
      }
      const response = await fetch(url, init);
      tally(response.status);
      // The body is read by linkinator (a page) or dropped (anything else) before the next request.
      await response
        .clone()
        .arrayBuffer()
        .catch(() => null);
      return response;
    } catch (error) {
      if (!cut) tally("no answer");
      throw error;
    } finally {
      release();
    }
  };
  const checker = new LinkChecker();
  let pages = 0;
  checker.on("pagestart", () => (pages += 1));
  const started = Date.now();
  await withFetch(bounded, () =>
    checker.check({
      path: `${base}/`,
      recurse: true,
      concurrency,
      // None of linkinator's own: when it fires in the middle of a page's body, the stream's error
      // goes unhandled and ends the process. Node's fetch still gives up on an answer that stalls.
      timeout: 0,
      linksToSkip: async (link) => !link.startsWith(`${base}/`),
    }),
  );
  const links = Object.values(statuses).reduce((a, b) => a + b, 0);
  const ok = Object.entries(statuses).reduce((sum, [status, n]) => sum + (Number(status) >= 200 && Number(status) < 300 ? n : 0), 0);
  return { links, ok, pages, statuses, seconds: (Date.now() - started) / 1000, cut };
}

/** crawlSite in a child process (this module, run by itself). */
export function crawlInChild(options) {
  return new Promise((resolve, reject) => {
    const child = fork(fileURLToPath(import.meta.url), ["child"], { stdio: ["ignore", "inherit", "inherit", "ipc"] });
    child.once("message", resolve);
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`the crawl exited with ${code}`)));
    child.send(options);
  });
}

if (process.argv[2] === "child" && process.send) {
  process.once("message", async (options) => {
    const result = await crawlSite(options);
    process.send(result, () => process.exit(0));
  });
}

/** One GET; resolves with its status (0: no answer within `timeoutMs`, or an error) and latency. */
function timedGet(url, headers, timeoutMs) {
  const started = performance.now();
  return new Promise((resolve) => {
    const done = (status) => resolve({ status, ms: performance.now() - started });
    const req = http.get(url, { headers, agent: false, timeout: timeoutMs }, (res) => {
      res.resume();
      res.on("end", () => done(res.statusCode));
      res.on("error", () => done(0));
    });
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.on("error", () => done(0));
  });
}

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;

/**
 * Asks for each target's path every `everyMs` (not waiting for the previous answer, so a stall
 * shows as many slow answers) until `stop()`; an answer is a failure when it is not a 200 within
 * the target's `timeoutMs`. `stop()` resolves, once the last answers are in, with each path's
 * latencies (p50, p99, max) and failures.
 */
export function sample({ base, targets, everyMs = 250, headers = { "accept-encoding": "gzip" } }) {
  const answers = new Map(targets.map(({ path }) => [path, []]));
  const inFlight = new Set();
  const timer = setInterval(() => {
    for (const { path, timeoutMs } of targets) {
      const answer = timedGet(`${base}${path}`, headers, timeoutMs).then((a) => answers.get(path).push(a));
      inFlight.add(answer);
      void answer.finally(() => inFlight.delete(answer));
    }
  }, everyMs);
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all(inFlight);
      return Object.fromEntries(
        [...answers].map(([path, list]) => {
          const sorted = list.map((a) => a.ms).sort((a, b) => a - b);
          const failures = list.filter((a) => a.status !== 200).length;
          return [
            path,
            { count: list.length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN, failures },
          ];
        }),
      );
    },
  };
}
