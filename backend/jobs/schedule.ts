// The jobs a server process runs on its own: the expiry reminders every hour (the first a minute after
// start, so a restart never skips a round for long). Every instance runs them; the reminders' claim in
// the database (backend/jobs/reminders.ts) makes sure each goes out once.
import { runReminders, type JobDeps } from "./reminders";

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Runs the reminders every `everyMs` in this process until the returned function is called. */
export function scheduleReminders(deps: JobDeps, { everyMs = HOUR_MS, firstAfterMs = MINUTE_MS } = {}): () => void {
  let running = false;
  const round = () => {
    if (running) return;
    running = true;
    runReminders(deps)
      .then(({ reminders, mails }) => {
        if (mails > 0) console.info(`[reminders] queued ${reminders} expiry reminder(s) in ${mails} e-mail(s)`);
      })
      .catch((error: unknown) => console.error("[reminders] the expiry reminders failed:", error))
      .finally(() => {
        running = false;
      });
  };
  let interval: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => {
    round();
    interval = setInterval(round, everyMs);
    // A pending round never keeps the process alive at shutdown.
    interval.unref();
  }, firstAfterMs);
  first.unref();
  return () => {
    clearTimeout(first);
    if (interval) clearInterval(interval);
  };
}
