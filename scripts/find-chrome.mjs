// Finds a Chromium for the e2e tests without ever downloading one:
// CHROME_PATH, else Debian's /usr/bin/chromium, else a browser Playwright already installed.
import { accessSync, constants } from "node:fs";
import { createRequire } from "node:module";

export const CHROME_NOT_FOUND = "Chromium not found. Install it (`apt-get install chromium`) or set CHROME_PATH=/path/to/chrome.";

const DEBIAN_CHROMIUM = "/usr/bin/chromium";

/** The flags every headless run of ours starts Chromium with (the e2e tests, Lighthouse). */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

function isExecutable(file) {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function playwrightChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require("playwright-core");
    return chromium.executablePath();
  } catch {
    return undefined;
  }
}

/**
 * @returns {{ path: string, source: string } | { error: string }}
 * A CHROME_PATH that is set but unusable is an error, not a reason to pick another browser.
 */
export function findChrome(env = process.env) {
  if (env.CHROME_PATH) {
    if (isExecutable(env.CHROME_PATH)) return { path: env.CHROME_PATH, source: "CHROME_PATH" };
    return { error: `CHROME_PATH=${env.CHROME_PATH} is not an executable file. ${CHROME_NOT_FOUND}` };
  }
  if (isExecutable(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM, source: "Debian chromium" };
  const bundled = playwrightChromium();
  if (bundled && isExecutable(bundled)) return { path: bundled, source: "Playwright's chromium" };
  return { error: CHROME_NOT_FOUND };
}

// `node scripts/find-chrome.mjs` prints the path (or the fix) for shell use.
if (import.meta.url === `file://${process.argv[1]}`) {
  const found = findChrome();
  if ("error" in found) {
    console.error(found.error);
    process.exit(1);
  }
  console.log(found.path);
}
