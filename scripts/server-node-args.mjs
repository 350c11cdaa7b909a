// Node's flags for the production server, for every launcher of ours (`npm start`, the e2e tests,
// the cluster, the benchmark and load scripts; deploy/Dockerfile writes the default out).
//
// V8 lets its heap grow to several times what is live before it collects: after 10,000 new
// searches on the demo a server held a 600 MB heap for 150 MB of live objects (RSS +520 MB, still
// growing). What stays in memory is bounded in bytes — the page cache and the 'use cache' store
// PAGE_CACHE_MAX_BYTES each, the backend's lists and answers 68 MB — but full, on 8,000 items,
// those bounds and the process's own 128 MB came to 340 MB live, and a ceiling of 384 MB ended the
// process (out of memory) after 1,500 new searches. So the ceiling is twice all of it: room for
// every cache full, and the heap still held well below what V8 would take by itself.
// A NODE_OPTIONS that sets its own wins.

const MiB = 1024 * 1024;
const DEFAULT_PAGE_CACHE_BYTES = 64 * MiB;
/** The process without its caches (the framework, the backend, the search vocabularies). */
const BASE_HEAP_MIB = 128;
/** The backend's bounded lists and shared answers (backend/services/items/list-cache.ts, shared-answers.ts). */
const BACKEND_CACHES_MIB = 68;

/** @param {Record<string, string | undefined>} env */
export function serverNodeArgs(env = process.env) {
  if (/--max-old-space-size\b/.test(env.NODE_OPTIONS ?? "")) return [];
  const pageCacheMiB = Number(env.PAGE_CACHE_MAX_BYTES || DEFAULT_PAGE_CACHE_BYTES) / MiB;
  return [`--max-old-space-size=${Math.round(2 * (BASE_HEAP_MIB + 2 * pageCacheMiB + BACKEND_CACHES_MIB))}`];
}
