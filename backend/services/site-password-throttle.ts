// A site-wide password (auth_method 'password') is one secret for everyone, so limits per address
// do not stop guessing from many addresses. Per site, once the last hour holds 10 failed attempts,
// each further attempt waits 1 s after the latest failure, then 2 s, 4 s… up to 5 minutes, whatever
// the address and whatever the password (the right one too: no guessing faster than that).
// The price: during an attack visitors signing in wait too; sessions already open are not touched.
import { ApiError } from "../http/errors";
import type { Locale } from "./i18n";
import { message } from "./messages";

export const SITE_PASSWORD_THROTTLE = {
  /** Failures an hour a site takes without any delay (visitors mistyping). */
  freeFailures: 10,
  windowMs: 60 * 60 * 1000,
  firstDelayMs: 1000,
  maxDelayMs: 5 * 60 * 1000,
} as const;

/** Per site, the times of its failed (or still running) attempts within the window, oldest first. */
const attempts = new Map<number, number[]>();
let now: () => number = Date.now;

function recent(siteId: number, at: number): number[] {
  const kept = (attempts.get(siteId) ?? []).filter((t) => at - t < SITE_PASSWORD_THROTTLE.windowMs);
  if (kept.length) attempts.set(siteId, kept);
  else attempts.delete(siteId);
  return kept;
}

/** How long the next attempt must still wait, in ms (0: it may go ahead). */
function waitMs(times: number[], at: number): number {
  const { freeFailures, firstDelayMs, maxDelayMs } = SITE_PASSWORD_THROTTLE;
  const over = times.length - freeFailures;
  if (over < 0) return 0;
  const delay = Math.min(firstDelayMs * 2 ** over, maxDelayMs);
  return Math.max(0, times[times.length - 1]! + delay - at);
}

export type SiteAttempt = {
  /** The password was right: the attempt is not a failure after all. */
  succeeded(): void;
};

/**
 * Refuses the attempt with a 429 while the site is in a delay; otherwise counts it as a failure
 * before the password is even checked, so attempts running at the same time see each other.
 */
export function beginSitePasswordAttempt(siteId: number, locale: Locale): SiteAttempt {
  const at = now();
  const times = recent(siteId, at);
  const wait = waitMs(times, at);
  if (wait > 0) {
    const seconds = Math.ceil(wait / 1000);
    throw new ApiError(429, "throttled", message("throttled", locale, { seconds }), undefined, { "Retry-After": String(seconds) });
  }
  attempts.set(siteId, [...times, at]);
  return {
    succeeded() {
      const list = attempts.get(siteId);
      const index = list?.lastIndexOf(at) ?? -1;
      if (list && index >= 0) list.splice(index, 1);
    },
  };
}

/** Test hooks: forget every site's attempts; read the time from `clock` (back to Date.now without one). */
export function resetSitePasswordThrottle(clock?: () => number): void {
  attempts.clear();
  now = clock ?? Date.now;
}
