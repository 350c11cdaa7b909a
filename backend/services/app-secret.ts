// The secret that signs media links. A secret drawn afresh at each start would void every link
// handed out before a restart, so without APP_SECRET one is kept in DATA_DIR and reused.
import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { env } from "../../lib/env";

export const APP_SECRET_FILE = "app-secret";
const MIN_LENGTH = 32;

// Structural, not `instanceof Error`: errors from Node's fs may come from another realm (Jest's VM).
function hasCode(error: unknown, code: string): boolean {
  return typeof error === "object" && error !== null && "code" in error && error.code === code;
}

export async function getAppSecret(dataDir: string, fromEnv = env.APP_SECRET): Promise<string> {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, APP_SECRET_FILE);
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  try {
    // `wx`: of two processes starting at once, only one creates the file; the other reads it.
    await writeFile(file, secret, { flag: "wx", mode: 0o600 });
    return secret;
  } catch (error) {
    if (!hasCode(error, "EEXIST")) throw error;
  }
  // The winner of a race may not have written its bytes yet: give it a moment.
  for (let attempt = 0; attempt < 20; attempt++) {
    const stored = (await readFile(file, "utf8")).trim();
    if (stored.length >= MIN_LENGTH) return stored;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${file} holds no usable secret (at least ${MIN_LENGTH} characters); delete it to have a new one made.`);
}
