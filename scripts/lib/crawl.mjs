// A link checker's crawl of one site (linkinator, as people run it against their sites) and a
// sampler asking for a page and the liveness probe meanwhile, for the load test's `crawl` row.
import http from "node:http";
import { LinkChecker, LinkState } from "linkinator";

/**
 * Crawls `base` (recursively, its own links only; other sites and ports are skipped) at
 * `concurrency` connections for at most `seconds`: after that no new link is taken and the crawl
 * ends with the requests in flight. Resolves with what was asked and answered.
 */
export async function crawlSite({ base, concurrency, seconds, timeoutMs = 30_000 }) {
  const deadline = Date.now() + seconds * 1000;
  let cut = false;
  const checker = new LinkChecker();
  const statuses = new Map();
  let pages = 0;
  checker.on("pagestart", () => (pages += 1));
  checker.on("link", (link) => {
    if (link.state === LinkState.SKIPPED) return;
    const status = link.status || "no answer";
    statuses.set(status, (statuses.get(status) ?? 0) + 1);
  });
  const started = Date.now();
  await checker.check({
    path: `${base}/`,
    recurse: true,
    concurrency,
    timeout: timeoutMs,
    linksToSkip: async (link) => {
      if (!link.startsWith(`${base}/`)) return true;
      if (Date.now() < deadline) return false;
      cut = true;
      return true;
    },
  });
  const count = (keep) => [...statuses].reduce((sum, [status, n]) => sum + (keep(status) ? n : 0), 0);
  const links = count(() => true);
  const ok = count((status) => typeof status === "number" && status >= 200 && status < 300);
  return { links, ok, pages, statuses, seconds: (Date.now() - started) / 1000, cut };
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
