// The backend of this process: opened, migrated and seeded once, then shared (instance-holder.ts).
import path from "node:path";
import { createPaymentProvider } from "./adapters/payments";
import { createApp, type BackendApp } from "./app";
import type { BackendDeps } from "./context";
import { scheduleReminders } from "./jobs/schedule";
import { openDb, type DbHandle } from "./db/client";
import { getAppSecret } from "./services/app-secret";
import { createMailer, scheduleMailRetries } from "./services/mail";
import { mediaStorage } from "./services/storage";
import { indexUnindexedCaptions } from "./services/transcripts/backfill";
import { seedIfEmpty } from "./seed";
import { env } from "../lib/env";

export type Backend = {
  app: BackendApp;
  /** What the app's handlers share, for the pages' reads in this process (lib/content/in-process.ts). */
  deps: BackendDeps;
  handle: DbHandle;
  dataDir: string;
  /** Stops this process's periodic work (mail retries, expiry reminders). */
  stopJobs: () => void;
};

export async function startBackend(options: { databaseUrl?: string; dataDir?: string; seed?: boolean } = {}): Promise<Backend> {
  // DATA_DIR is chosen at run time; the build must not trace it.
  const dataDir = path.resolve(/*turbopackIgnore: true*/ options.dataDir ?? env.DATA_DIR);
  const handle = await openDb({ databaseUrl: options.databaseUrl, dataDir });
  // Instances started together migrate and seed one after the other, never at once.
  await handle.exclusively(async () => {
    await handle.migrate();
    if (options.seed !== false) await seedIfEmpty(handle.db, { dataDir });
    // A missing transcript only leaves words unsearchable: it must not keep the site down.
    await indexUnindexedCaptions(handle.db, mediaStorage(dataDir).media).catch((error: unknown) =>
      console.error("[backend] indexing captions failed:", error),
    );
  });
  const secret = await getAppSecret(dataDir);
  const payments = createPaymentProvider(secret);
  const mailer = createMailer({ smtpUrl: env.SMTP_URL });
  const deps: BackendDeps = { db: handle.db, mailer, dataDir, secret, payments };
  const app = createApp(deps);
  // Mail a server refused goes out later, from whichever instance claims it first.
  const stopRetries = env.SMTP_URL ? scheduleMailRetries(handle.db, mailer) : () => undefined;
  // Expiry reminders every hour; each goes out once however many instances run them.
  const stopReminders = scheduleReminders({ db: handle.db, mailer });
  const stopJobs = () => {
    stopRetries();
    stopReminders();
  };
  // Closing the database ends the work that uses it, whoever closes it.
  const closeDb = handle.close;
  const close = async () => {
    stopJobs();
    await closeDb();
  };
  return { app, deps, handle: { ...handle, close }, dataDir, stopJobs };
}
