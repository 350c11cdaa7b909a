// How many requests one instance works on at once. Every page render and every database query is
// done for a request, so bounding the requests bounds both: past the bound a request waits its turn
// in a bounded queue, for a bounded time; one more than the queue holds is refused at once with 503
// and Retry-After, so an overloaded site says so instead of queueing its visitors until their
// browsers give up. Loaded by the production server (server/main.ts) outside the framework: no
// `server-only`, no JSON imports.

export type AdmissionOptions = {
  /** Requests worked on at once. */
  limit: number;
  /** Requests waiting for a place at most; one more is refused at once. */
  queue: number;
  /** How long a request waits for a place before it is refused. */
  maxWaitMs: number;
};

/** Frees the place a request held; calling it twice frees it once. */
export type Release = () => void;

export type Admission = {
  /** A place, or null when there is none within the wait. */
  enter(): Promise<Release | null>;
  /** Requests being worked on, and waiting. */
  load(): { active: number; waiting: number };
};

export function createAdmission({ limit, queue, maxWaitMs }: AdmissionOptions): Admission {
  let active = 0;
  /** Waiting requests in arrival order: each takes the next place freed. */
  const waiting: Array<(release: Release) => void> = [];

  const place = (): Release => {
    active += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      active -= 1;
      const next = waiting.shift();
      if (next) next(place());
    };
  };

  return {
    enter() {
      if (active < limit) return Promise.resolve(place());
      if (waiting.length >= queue) return Promise.resolve(null);
      return new Promise<Release | null>((resolve) => {
        const take = (release: Release) => {
          clearTimeout(timer);
          resolve(release);
        };
        const timer = setTimeout(() => {
          const index = waiting.indexOf(take);
          if (index !== -1) waiting.splice(index, 1);
          resolve(null);
        }, maxWaitMs);
        waiting.push(take);
      });
    },
    load: () => ({ active, waiting: waiting.length }),
  };
}

/** Paths that never wait: the probes (a busy instance is alive, and says whether it is ready) and
 * the build's files (read from disk, immutable, and what a page already sent needs). */
export function bypassesAdmission(url: string): boolean {
  return url.startsWith("/_next/static/") || /^\/(healthz|readyz)(\?|$)/.test(url);
}
