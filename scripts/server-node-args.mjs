// Node's flags for the production server, for every launcher of ours (`npm start`, the e2e tests,
// the cluster, the benchmark and load scripts; deploy/Dockerfile writes the default out).
//
// V8 lets its heap grow to several times what is live before it collects: after 10,000 new
// searches a server held a 600 MB heap for 150 MB of live objects (RSS +520 MB, and still
// growing). Everything kept in memory is bounded in bytes — the page cache and the 'use cache'
// store PAGE_CACHE_MAX_BYTES each, the backend's lists about 70 MB — so a ceiling of twice the
// page cache setting and 256 MB for the rest keeps the heap near its working size (200 MB under
// the same searches), with room for the caches full. A NODE_OPTIONS that sets its own wins.

const DEFAULT_PAGE_CACHE_BYTES = 64 * 1024 * 1024;

/** @param {Record<string, string | undefined>} env */
export function serverNodeArgs(env = process.env) {
  if (/--max-old-space-size\b/.test(env.NODE_OPTIONS ?? "")) return [];
  const cacheMiB = Number(env.PAGE_CACHE_MAX_BYTES || DEFAULT_PAGE_CACHE_BYTES) / 1024 / 1024;
  return [`--max-old-space-size=${Math.round(256 + 2 * cacheMiB)}`];
}
