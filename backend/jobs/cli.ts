// `npm run jobs -- <name>`: runs one scheduled job once against the database (DATABASE_URL, else
// PGlite in DATA_DIR, default .data) and exits. The server runs the same jobs every hour; the
// embedded database has one writer, so stop the server first when it is PGlite.
import path from "node:path";
import { openDb } from "../db/client";
import { createMailer } from "../services/mail";
import { runReminders, type JobDeps } from "./reminders";
import { env } from "../../lib/env";

const JOBS: Record<string, (deps: JobDeps) => Promise<string>> = {
  reminders: async (deps) => {
    const { reminders, mails } = await runReminders(deps);
    return `Queued ${reminders} expiry reminder(s) in ${mails} e-mail(s).`;
  },
};

const USAGE = `Usage: npm run jobs -- <job>\nJobs: ${Object.keys(JOBS).join(", ")}`;

async function main(): Promise<void> {
  const name = process.argv[2];
  const job = name && Object.hasOwn(JOBS, name) ? JOBS[name] : undefined;
  if (!job) {
    console.error(name ? `Unknown job "${name}".\n${USAGE}` : USAGE);
    process.exitCode = 1;
    return;
  }
  const handle = await openDb({ dataDir: path.resolve(env.DATA_DIR) });
  try {
    await handle.exclusively(() => handle.migrate());
    console.log(await job({ db: handle.db, mailer: createMailer({ smtpUrl: env.SMTP_URL }) }));
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
