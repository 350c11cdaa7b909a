// What the load tests send and print: one request at a time, autocannon's runs, and the table of
// results (one row per scenario, a must that failed marked FAIL).
import http from "node:http";
import autocannon from "autocannon";

/** Every request names the archive's host, as a browser would. */
export const HOST = "localhost";

/** One request; resolves with status and body (text). */
export function send(base, pathname, { method = "GET", headers = {}, body } = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${base}${pathname}`,
      { method, headers: { host: HOST, ...headers }, agent: false, timeout: 30_000 },
      (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`timeout: ${pathname}`)));
    req.on("error", reject);
    req.end(body);
  });
}

export async function getJson(base, pathname) {
  const res = await send(base, pathname);
  if (res.status !== 200) throw new Error(`GET ${pathname} → ${res.status}`);
  return JSON.parse(res.text);
}

/** autocannon's run as a promise; `watch` gets the running instance (its events). */
export function cannon(options, watch) {
  return new Promise((resolve, reject) => {
    const run = autocannon({ timeout: 30, headers: { host: HOST, "accept-encoding": "gzip" }, ...options }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
    watch?.(run);
  });
}

/** "503 ×12, 502 ×3" from autocannon's counts by status (2xx left out), or "". */
const failedStatuses = (r) =>
  Object.entries(r.statusCodeStats ?? {})
    .filter(([code]) => !code.startsWith("2"))
    .map(([code, { count }]) => `${code} ×${count}`)
    .join(", ");

export const loadRow = (name, r, must, notes = "") => ({
  name,
  requests: r.requests.total,
  errors: r.errors,
  non2xx: r.non2xx,
  p50: r.latency.p50,
  p99: r.latency.p99,
  rps: r.requests.average,
  must,
  notes: [notes, failedStatuses(r)].filter(Boolean).join("; "),
});

const fmt = (v, digits = 0) => (typeof v === "number" && Number.isFinite(v) ? v.toFixed(digits) : (v ?? "–"));
export const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export function printTable(rows) {
  const cols = [
    ["scenario", 34, "name"],
    ["requests", 9, "requests"],
    ["errors", 7, "errors"],
    ["non-2xx", 8, "non2xx"],
    ["p50 ms", 7, "p50"],
    ["p99 ms", 7, "p99"],
    ["req/s", 7, "rps"],
    ["must", 5, "must"],
  ];
  const line = (cells) => cells.map(([text, width], i) => (i === 0 ? String(text).padEnd(width) : String(text).padStart(width))).join(" ");
  const header = `${line(cols.map(([title, width]) => [title, width]))}  notes`;
  console.log(`\n${header}\n${"-".repeat(header.length + 40)}`);
  for (const row of rows) {
    const must = row.must === undefined ? "–" : row.must ? "ok" : "FAIL";
    const cells = cols.map(([, width, key]) => [key === "must" ? must : fmt(row[key], key === "p50" || key === "p99" ? 1 : 0), width]);
    console.log(`${line(cells)}  ${row.notes ?? ""}`);
  }
}
