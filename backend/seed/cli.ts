// `npm run seed [-- --items N] [-- --reset]`: migrates the database (DATABASE_URL, else PGlite in
// DATA_DIR, default .data) and seeds the demo sites.
import path from "node:path";
import { parseArgs } from "node:util";
import { openDb } from "../db/client";
import { DEMO_ACCOUNTS, DEMO_INVITATION, DEMO_SITES, STUDIO_SITE_PASSWORD } from "./demo-accounts";
import { DEFAULT_ITEMS, seedDemo, type SeedSummary } from "./index";
import { resetDatabase } from "./reset";
import { websites } from "../db/schema";
import { env } from "../../lib/env";

const USAGE = `Usage: npm run seed -- [--items N] [--reset]
  --items N   items of the archive site (default ${DEFAULT_ITEMS}; 8000 ≈ the real archive)
  --reset     delete all data of every table first`;

function parseItems(value: string | undefined): number {
  if (value === undefined) return DEFAULT_ITEMS;
  const items = Number(value);
  if (!Number.isInteger(items) || items < 0 || items > 100_000) {
    console.error(`--items must be a whole number between 0 and 100000 (got "${value}").\n${USAGE}`);
    process.exit(2);
  }
  return items;
}

function printSummary(summary: SeedSummary, seconds: number): void {
  console.log(`Seeded in ${seconds.toFixed(1)} s:`);
  console.log(
    `  sites       ${summary.sites}  (archive → http://${DEMO_SITES.archive.host}:3000, studio → http://${DEMO_SITES.studio.host}:3000)`,
  );
  console.log(`  categories  ${summary.categories}`);
  console.log(`  items       ${summary.items}  (${summary.medias} medias, ${summary.playlists} playlists)`);
  console.log(`  users       ${summary.users}`);
  console.log(`  plans       ${summary.plans}`);
  console.log("Demo logins (archive):");
  for (const account of Object.values(DEMO_ACCOUNTS)) console.log(`  ${account.role.padEnd(6)}  ${account.email} / ${account.password}`);
  console.log(`Studio site password: ${STUDIO_SITE_PASSWORD}`);
  console.log(`Pending invitation: /auth/register/${DEMO_INVITATION.uid}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { items: { type: "string" }, reset: { type: "boolean", default: false }, help: { type: "boolean", default: false } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const items = parseItems(values.items);
  const dataDir = path.resolve(env.DATA_DIR);
  const handle = await openDb({ dataDir });
  try {
    await handle.migrate();
    if (values.reset) {
      await resetDatabase(handle.db);
      console.log("All tables emptied.");
    } else {
      const [existing] = await handle.db.select({ id: websites.id }).from(websites).limit(1);
      if (existing) {
        console.error(
          `The database (${handle.kind}) already holds data; nothing was changed.\nRun with --reset to delete everything and seed again.`,
        );
        process.exitCode = 1;
        return;
      }
    }
    const started = performance.now();
    const summary = await seedDemo(handle.db, { dataDir, items });
    printSummary(summary, (performance.now() - started) / 1000);
  } finally {
    await handle.close();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
