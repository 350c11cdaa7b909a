// Every picture sharp makes goes through here: renditions asked for by URL (thumbnails, uploads at
// a width) and the re-encoding of an upload. The rules:
// - A rendition is made once. It is looked for in the store (DATA_DIR/cache, or cache/ in the
//   bucket) first; once made it is kept there and read from there after.
// - Requests for one rendition at the same time share one job.
// - sharp does IMAGE_JOBS jobs at a time per process, each on one thread; IMAGE_QUEUE more wait.
//   Beyond that the answer is a 503 with Retry-After. Each job holds one of libuv's four pool
//   threads, which also compress the answers and read the files of every other request, and a
//   CPU: image jobs without a bound took both, and pages and /healthz waited behind them.
// - A job that has started always finishes, and its result is kept, even when every client asking
//   for it has left. A job still waiting whose clients have all left is not started.
import { availableParallelism } from "node:os";
import sharp from "sharp";
import { env } from "../../lib/env";
import { ApiError } from "../http/errors";
import { readBytes, type Storage } from "./storage";

// One libvips thread per job, so the job bound is also the bound on threads images take. Nor does
// libvips keep decoded inputs in its own cache: what is worth keeping is in the store.
sharp.concurrency(1);
sharp.cache(false);

const limits = {
  jobs: env.IMAGE_JOBS ?? Math.max(1, Math.floor(availableParallelism() / 2)),
  queue: env.IMAGE_QUEUE,
};

type Waiting = { start: () => void; drop: () => void; abandoned: () => boolean };

const waiting: Waiting[] = [];
let running = 0;
let started = 0;
/** How long a job takes, on average of late (ms): what Retry-After is worked out from. */
let typicalMs = 250;

/** Sets the bounds (the tests' small ones); jobs waiting start at once if the new bound allows. */
export function setImageJobLimits(next: Partial<typeof limits>): void {
  Object.assign(limits, next);
  startWaiting();
}

/** Jobs running and waiting now, and jobs started since the process began. */
export function imageJobStats(): { running: number; waiting: number; started: number } {
  return { running, waiting: waiting.length, started };
}

function busy(): ApiError {
  const seconds = Math.max(1, Math.ceil(((waiting.length + running) * typicalMs) / limits.jobs / 1000));
  return new ApiError(
    503,
    "service_unavailable",
    "Too many images are being made right now; please try again in a few seconds.",
    undefined,
    {
      "retry-after": String(seconds),
      "cache-control": "no-store",
    },
  );
}

async function run<T>(job: () => Promise<T>): Promise<T> {
  running += 1;
  started += 1;
  const startedAt = performance.now();
  try {
    return await job();
  } finally {
    running -= 1;
    typicalMs = 0.8 * typicalMs + 0.2 * (performance.now() - startedAt);
    startWaiting();
  }
}

function startWaiting(): void {
  while (running < limits.jobs) {
    const next = waiting.shift();
    if (!next) return;
    if (next.abandoned()) next.drop();
    else next.start();
  }
}

/**
 * Runs `job` (sharp's work) in one of the IMAGE_JOBS slots, at once or after the jobs waiting before
 * it; a 503 ApiError when IMAGE_QUEUE are waiting already. `abandoned` says the job is no longer
 * wanted: it is then not started (its promise rejects).
 */
export function runImageJob<T>(job: () => Promise<T>, abandoned: () => boolean = () => false): Promise<T> {
  if (abandoned()) return Promise.reject(busy());
  if (running < limits.jobs) return run(job);
  if (waiting.length >= limits.queue) return Promise.reject(busy());
  return new Promise<T>((resolve, reject) => {
    waiting.push({ start: () => void run(job).then(resolve, reject), drop: () => reject(busy()), abandoned });
  });
}

/** What a job made: its bytes, and whether to keep them (a stand-in picture is not kept). */
export type Made = { bytes: Buffer; keep: boolean };

type Flight = { result: Promise<Buffer>; callers: number };

const flightsByStore = new WeakMap<Storage, Map<string, Flight>>();

async function readOrMake(store: Storage, key: string, contentType: string, make: () => Promise<Made>, abandoned: () => boolean) {
  const stored = await readBytes(store, key).catch((error: unknown) => {
    console.warn("[renditions] could not read the store", key, error);
    return null;
  });
  if (stored && stored.length > 0) return stored;
  const made = await runImageJob(make, abandoned);
  // A read-only or full disk, or a bucket that is away, still gets its picture, just not kept.
  if (made.keep)
    await store.put(key, made.bytes, { contentType }).catch((error: unknown) => console.warn("[renditions] could not keep", key, error));
  return made.bytes;
}

/**
 * The rendition kept under `key` in `store`, else made by `make` in a job slot, kept and returned.
 * Callers asking for one key while it is read or made share that work. `signal` is the caller's
 * request: once every caller's has aborted, a job still waiting is not started.
 */
export function getRendition(
  store: Storage,
  key: string,
  contentType: string,
  make: () => Promise<Made>,
  signal?: AbortSignal,
): Promise<Buffer> {
  let flights = flightsByStore.get(store);
  if (!flights) flightsByStore.set(store, (flights = new Map()));
  const inFlight = flights;
  let flight = flights.get(key);
  if (!flight) {
    const counted = { callers: 0 };
    const result = readOrMake(store, key, contentType, make, () => counted.callers === 0).finally(() => inFlight.delete(key));
    flight = Object.assign(counted, { result });
    flights.set(key, flight);
  }
  const joined = flight;
  if (!signal?.aborted) {
    joined.callers += 1;
    signal?.addEventListener("abort", () => (joined.callers -= 1), { once: true });
  }
  return joined.result;
}
