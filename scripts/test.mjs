#!/usr/bin/env node
// `npm test`: the whole suite, stage by stage, then one summary line `N passed, N failed[, N skipped]`.
//   lint          tsc over everything (tests included; the build checks the app's code only),
//                 ESLint, Prettier's check, knip for unused files, exports and dependencies, and
//                 the share of client components (scripts/stats.mjs --max 35):
//                 any finding fails
//   unit          Jest (jsdom) — tests/unit
//   api           Jest (node) — the backend's contract on PGlite in memory
//   api-postgres  the same API tests on a throw-away PostgreSQL database (skipped when none is
//                 reachable, unless REQUIRE_POSTGRES=1)
//   e2e           `npm run build` (unless SKIP_BUILD=1), then Playwright in Chromium against the production server
// `npm test -- unit api` runs only the named stages.
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { findChrome } from "./find-chrome.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const bin = (name) => path.join(root, "node_modules", ".bin", name);
const POSTGRES_ADMIN_URL = process.env.API_TEST_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const STAGES = ["lint", "unit", "api", "api-postgres", "e2e"];

const requested = process.argv.slice(2);
const unknown = requested.filter((s) => !STAGES.includes(s));
if (unknown.length) {
  console.error(`Unknown stage(s): ${unknown.join(", ")}. Stages: ${STAGES.join(", ")}.`);
  process.exit(2);
}
const stages = requested.length ? STAGES.filter((s) => requested.includes(s)) : STAGES;

const work = mkdtempSync(path.join(tmpdir(), "npm-test-"));
const totals = { passed: 0, failed: 0, skipped: 0 };
const report = [];
/** What failing checks printed, repeated under the summary. */
const failures = [];

/**
 * Runs a tool with its output on this terminal; with `keep`, the last 8 KB of that output are also
 * handed to `keep` (the summary repeats a failing lint tool's words, which a CI log's tail would
 * otherwise lose).
 */
function run(command, args, env = {}, keep) {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: keep ? ["inherit", "pipe", "pipe"] : "inherit",
      env: { ...process.env, ...env },
    });
    let tail = "";
    const forward = (target) => (chunk) => {
      target.write(chunk);
      tail = (tail + chunk.toString()).slice(-8192);
    };
    child.stdout?.on("data", forward(process.stdout));
    child.stderr?.on("data", forward(process.stderr));
    child.on("error", (error) => {
      console.error(`Could not start ${command}: ${error.message}`);
      tail += `Could not start ${command}: ${error.message}\n`;
    });
    child.on("close", (code, signal) => {
      keep?.(tail);
      resolve(code ?? (signal ? 1 : 0));
    });
  });
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

function banner(text) {
  console.log(`\n=== ${text} ${"=".repeat(Math.max(3, 70 - text.length))}`);
}

/** Records a stage's counts; a stage that failed without a failing test counts as one failure. */
function record(name, started, exitCode, counts, label) {
  const result = { passed: 0, failed: 0, skipped: 0, ...counts };
  if (exitCode !== 0 && result.failed === 0) result.failed = 1;
  totals.passed += result.passed;
  totals.failed += result.failed;
  totals.skipped += result.skipped;
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  report.push(
    `${name.padEnd(13)} ${(label ?? (exitCode === 0 ? "ok" : "FAILED")).padEnd(7)} ${result.passed} passed, ${result.failed} failed, ${result.skipped} skipped (${seconds} s)`,
  );
  return result;
}

async function jestStage(name, project, env = {}) {
  banner(name);
  const started = Date.now();
  const output = path.join(work, `${name}.json`);
  const args = ["--selectProjects", project, "--maxWorkers=2", "--json", `--outputFile=${output}`];
  if (process.env.CI) args.push("--ci");
  const code = await run(bin("jest"), args, env);
  const json = readJson(output);
  return record(name, started, code, {
    passed: json?.numPassedTests ?? 0,
    failed: json?.numFailedTests ?? 0,
    skipped: (json?.numPendingTests ?? 0) + (json?.numTodoTests ?? 0),
  });
}

/** One check per tool; each passes or fails whole. */
async function lintStage() {
  banner("lint");
  const started = Date.now();
  const counts = { passed: 0, failed: 0 };
  for (const [tool, command, args] of [
    ["tsc", bin("tsc"), ["--noEmit", "-p", "."]],
    ["eslint", bin("eslint"), ["."]],
    ["prettier", bin("prettier"), ["--check", "."]],
    ["knip", bin("knip"), []],
    // Client components stay at the interactive leaves: at most 35% of the .tsx files.
    ["stats", process.execPath, [path.join(root, "scripts", "stats.mjs"), "--max", "35"]],
  ]) {
    console.log(`$ ${tool} ${args.join(" ")}`);
    let output = "";
    const code = await run(command, args, {}, (tail) => (output = tail));
    if (code === 0) counts.passed += 1;
    else {
      counts.failed += 1;
      failures.push(`--- ${tool} exited with ${code}:\n${output.trim()}`);
    }
  }
  return record("lint", started, counts.failed ? 1 : 0, counts);
}

async function postgresReachable() {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
    return { ok: true };
  } catch (error) {
    return { ok: false, reason: error instanceof Error ? error.message || error.name : String(error) };
  } finally {
    await client.end().catch(() => {});
  }
}

async function postgresStage(pgliteResult) {
  const name = "api-postgres";
  const reachable = await postgresReachable();
  if (reachable.ok) return jestStage(name, "api", { API_TEST_DB: "postgres" });

  banner(name);
  const started = Date.now();
  const where = POSTGRES_ADMIN_URL.replace(/\/\/[^@/]*@/, "//…@");
  if (process.env.REQUIRE_POSTGRES === "1") {
    const message = `PostgreSQL is not reachable at ${where} (${reachable.reason}), and REQUIRE_POSTGRES=1: failing.`;
    console.error(message);
    const result = record(name, started, 1, {});
    report.push(`              ${message}`);
    return result;
  }
  console.log(`SKIPPED: PostgreSQL is not reachable at ${where} (${reachable.reason}).`);
  console.log("The API tests ran on PGlite only. Start PostgreSQL (or set API_TEST_POSTGRES_URL) to run them there too.");
  // The skipped tests are the PGlite run's tests, which would have run again here.
  const skipped = pgliteResult ? pgliteResult.passed + pgliteResult.failed + pgliteResult.skipped : 1;
  const result = record(name, started, 0, { skipped }, "SKIPPED");
  report.push(`              PostgreSQL not reachable at ${where}`);
  return result;
}

async function e2eStage() {
  const name = "e2e";
  banner(name);
  const started = Date.now();
  const chrome = findChrome();
  if ("error" in chrome) {
    console.error(chrome.error);
    const result = record(name, started, 1, {});
    report.push(`              ${chrome.error}`);
    return result;
  }
  console.log(`Chromium: ${chrome.path} (${chrome.source})`);

  const built = existsSync(path.join(root, ".next", "BUILD_ID")) && existsSync(path.join(root, "dist", "server", "main.js"));
  if (process.env.SKIP_BUILD === "1" && built) {
    console.log("SKIP_BUILD=1: using the existing build (.next and dist/server).");
  } else {
    if (process.env.SKIP_BUILD === "1") console.log("SKIP_BUILD=1 but there is no .next build: building anyway.");
    console.log("Building the site and its production server (npm run build)…");
    const code = await run("npm", ["run", "build"], { NEXT_TELEMETRY_DISABLED: "1" });
    if (code !== 0) {
      console.error("The build failed: e2e tests not run.");
      const result = record(name, started, code, {});
      report.push("              The build failed: e2e tests not run.");
      return result;
    }
  }

  const output = path.join(work, "e2e.json");
  const dataDir = mkdtempSync(path.join(tmpdir(), "e2e-data-"));
  try {
    const code = await run(bin("playwright"), ["test", "--reporter=list,json"], {
      CHROME_PATH: chrome.path,
      E2E_DATA_DIR: dataDir,
      PLAYWRIGHT_JSON_OUTPUT_NAME: output,
    });
    const stats = readJson(output)?.stats;
    return record(name, started, code, {
      passed: (stats?.expected ?? 0) + (stats?.flaky ?? 0),
      failed: stats?.unexpected ?? 0,
      skipped: stats?.skipped ?? 0,
    });
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const startedAll = Date.now();
let pgliteResult;
try {
  for (const stage of stages) {
    if (stage === "lint") await lintStage();
    if (stage === "unit") await jestStage("unit", "unit");
    if (stage === "api") pgliteResult = await jestStage("api", "api");
    if (stage === "api-postgres") await postgresStage(pgliteResult);
    if (stage === "e2e") await e2eStage();
  }
} finally {
  rmSync(work, { recursive: true, force: true });
}

banner(`summary (${((Date.now() - startedAll) / 1000).toFixed(1)} s)`);
for (const line of report) console.log(line);
for (const failure of failures) console.log(`\n${failure}`);
console.log("");
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ""}`);
process.exit(totals.failed > 0 ? 1 : 0);
