// E2E against the production build (dist/server/main.js, as `npm start` serves it) on a fresh DATA_DIR: the server migrates and
// seeds the demo sites from empty. `scripts/test.mjs` builds first and sets CHROME_PATH.
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_ARGS } from "./scripts/find-chrome.mjs";

const E2E_PORT = 3100;
const E2E_BASE_URL = `http://localhost:${E2E_PORT}`;

// Created once, in the runner: its workers inherit the variable instead of making directories of their own.
const dataDir = (process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), "e2e-data-")));

export default defineConfig({
  testDir: "./tests/e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"], ["html", { open: "never" }]] : "list",
  use: {
    baseURL: E2E_BASE_URL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROME_PATH || undefined,
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: {
    command: "node dist/server/main.js",
    url: `${E2E_BASE_URL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 120_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NODE_ENV: "production",
      DATA_DIR: dataDir,
      APP_SECRET: "e2e-test-secret-not-for-production",
      PORT: String(E2E_PORT),
      NEXT_TELEMETRY_DISABLED: "1",
      // One log line per answer would bury the test report.
      LOG_LEVEL: "warn",
    },
  },
});
