// The production server as the measuring scripts (`npm run bench`, `npm run lighthouse`) run it:
// from a temporary copy of the build, on a database of their own, stopped and removed at the end,
// also on Ctrl-C.
//
// The server runs from a temporary copy of the build (sources linked, `.next` copied without its
// caches): `next start` writes rendered pages and cached data under `.next`, and another server
// started from this checkout must not serve — or be served — the measured catalogue.
import { spawn } from "node:child_process";
import { cpSync, existsSync, mkdirSync, mkdtempSync, openSync, readdirSync, readFileSync, rmSync, symlinkSync } from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { stopProcess } from "./processes.mjs";

export const root = path.resolve(import.meta.dirname, "..", "..");
export const nextBin = path.join(root, "node_modules", "next", "dist", "bin", "next");
const tscBin = path.join(root, "node_modules", "typescript", "bin", "tsc");
/** The production server, compiled by `npm run build` (server/main.ts). */
export const serverScript = path.join(root, "dist", "server", "main.js");
export const API = "/api/public/websites/v1";
// Other people build in this checkout: building, or copying `.next`, waits for this lock.
const BUILD_LOCK = "/tmp/next.lock";

export function run(command, args, env, cwd = root) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd, env, stdio: "inherit" });
    child.on("error", reject);
    child.on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${path.basename(args[0] ?? command)} exited with ${code}`))));
  });
}

/** Runs `fn` holding the build lock. A child holds it until we close its stdin, so the lock also
 * goes if this process dies. */
async function withBuildLock(fn) {
  const holder = spawn("flock", [BUILD_LOCK, "sh", "-c", "echo locked; read _"], { stdio: ["pipe", "pipe", "inherit"] });
  const waiting = setTimeout(() => console.log(`Waiting for ${BUILD_LOCK} (someone is building or testing in this checkout)…`), 2000);
  await new Promise((resolve, reject) => {
    holder.on("error", reject);
    holder.on("exit", (code) => reject(new Error(`flock exited with ${code}`)));
    holder.stdout.once("data", resolve);
  }).finally(() => clearTimeout(waiting));
  try {
    return await fn();
  } finally {
    holder.removeAllListeners("exit");
    holder.stdin.end();
  }
}

// A build being written lacks its manifests until the end; BUILD_ID alone may be a previous one's.
const isBuilt = () =>
  ["BUILD_ID", "server/app-paths-manifest.json"].every((file) => existsSync(path.join(root, ".next", file))) && existsSync(serverScript);

async function buildIfMissing() {
  if (isBuilt()) return; // someone else built while we waited
  console.log("No build found: building first (about a minute).");
  // As `npm run build`: the site, then the production server.
  await run(process.execPath, [nextBin, "build"], { ...process.env, NODE_ENV: "production" });
  await run(process.execPath, [tscBin, "-p", "server/tsconfig.json"], process.env);
}

export function ensureBuild() {
  return isBuilt() ? Promise.resolve() : withBuildLock(buildIfMissing);
}

/** The app as `next start` needs it: sources linked, `.next` copied without caches or rendered pages. */
function shadowApp(dir) {
  mkdirSync(dir);
  for (const entry of readdirSync(root)) {
    // Our own .env files must not point the copy at another database or data folder.
    if (entry === ".next" || entry === ".git" || entry === ".data" || entry.startsWith(".env")) continue;
    symlinkSync(path.join(root, entry), path.join(dir, entry));
  }
  const from = path.join(root, ".next");
  const routes = JSON.parse(readFileSync(path.join(from, "server", "app-paths-manifest.json"), "utf8"));
  const built = new Set(Object.keys(routes).map((route) => route.split("/")[1]));
  const appDir = path.join(from, "server", "app");
  cpSync(from, path.join(dir, ".next"), {
    recursive: true,
    filter: (source) => {
      const rel = path.relative(from, source);
      if (["cache", "node_modules", "trace", "trace-build"].includes(rel)) return false;
      // Pages rendered at run time land beside the build's routes, under the site's host name.
      if (path.dirname(source) === appDir) return built.has(path.basename(source).replace(/\.(html|rsc|meta|body|segments)$/, ""));
      return true;
    },
  });
  mkdirSync(path.join(dir, ".next", "cache"));
  symlinkSync(path.join(from, "node_modules"), path.join(dir, ".next", "node_modules"));
}

/** A copy of the build in `appDir` (a new folder) to run the production server from; builds first if needed. */
export function copyBuild(appDir) {
  return withBuildLock(async () => {
    await buildIfMissing();
    shadowApp(appDir);
  });
}

/**
 * One production server on `port` for the script `name` (which prefixes its messages). Call
 * `main(fn)` once: it runs `fn`, prints the server's log if `fn` fails, and cleans up.
 */
export function createProdServer({ name, port, maxSockets = 16 }) {
  const state = { workDir: null, server: null, cleanups: [], cleaning: null, stopping: false };
  const agent = new http.Agent({ keepAlive: true, maxSockets });

  /** One request to the server; resolves with status, headers, body and latency (ms). */
  function request(method, pathname, headers = {}, body = undefined) {
    return new Promise((resolve, reject) => {
      if (state.stopping) return reject(new Error("stopped"));
      const started = process.hrtime.bigint();
      const req = http.request(
        { method, host: "localhost", port, path: pathname, agent, headers: { host: `localhost:${port}`, ...headers }, timeout: 60_000 },
        (res) => {
          const chunks = [];
          res.on("data", (chunk) => chunks.push(chunk));
          res.on("error", reject);
          res.on("end", () =>
            resolve({
              status: res.statusCode,
              headers: res.headers,
              body: Buffer.concat(chunks),
              ms: Number(process.hrtime.bigint() - started) / 1e6,
            }),
          );
        },
      );
      req.on("timeout", () => req.destroy(new Error(`timeout: ${pathname}`)));
      req.on("error", reject);
      req.end(body);
    });
  }

  const get = (pathname, headers = {}) => request("GET", pathname, headers);

  async function getJson(pathname, headers = {}) {
    const res = await get(pathname, headers);
    if (res.status !== 200) throw new Error(`GET ${pathname} → ${res.status}`);
    return JSON.parse(res.body.toString("utf8"));
  }

  /** Whether something already answers on the port (never ours to stop). */
  function portInUse() {
    return get("/").then(
      () => true,
      () => false,
    );
  }

  function makeWorkDir() {
    state.workDir = mkdtempSync(path.join(os.tmpdir(), `testimony-${name}-`));
    return state.workDir;
  }

  /** Starts the server from a copy of the build in the work folder; resolves once it answers. */
  async function start(env) {
    const appDir = path.join(state.workDir, "app");
    await copyBuild(appDir);
    const out = openSync(path.join(state.workDir, "server.log"), "a");
    state.server = spawn(process.execPath, [serverScript], {
      cwd: appDir,
      env: { ...env, PORT: String(port), LISTEN_HOST: "127.0.0.1" },
      detached: true,
      stdio: ["ignore", out, out],
    });
    for (let i = 0; i < 240; i += 1) {
      if (state.server.exitCode !== null) break;
      try {
        if ((await get(`${API}/website/`)).status === 200) return appDir;
      } catch {
        /* not listening yet */
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    throw new Error("the server did not start");
  }

  async function stopServer() {
    await stopProcess(state.server, "SIGTERM", 10_000);
  }

  function cleanup() {
    state.stopping = true;
    state.cleaning ??= (async () => {
      // Open keep-alive connections would hold the server's graceful shutdown.
      agent.destroy();
      await stopServer().catch((e) => console.error(`${name}: stopping the server:`, e.message));
      for (const { what, fn } of state.cleanups) await fn().catch((e) => console.error(`${name}: ${what}:`, e.message));
      if (state.workDir) rmSync(state.workDir, { recursive: true, force: true });
    })();
    return state.cleaning;
  }

  for (const signal of ["SIGINT", "SIGTERM"]) {
    process.on(signal, () => {
      console.error(`\n${name}: ${signal}, cleaning up…`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  async function main(fn) {
    try {
      await fn();
    } catch (error) {
      if (state.stopping) await new Promise(() => {}); // the signal handler exits once clean
      console.error(`${name}: ${error.message}`);
      const log = state.workDir && path.join(state.workDir, "server.log");
      if (log && existsSync(log) && state.server) console.error(`The server's log (end):\n${readFileSync(log, "utf8").slice(-4000)}`);
      process.exitCode = 1;
    } finally {
      await cleanup();
    }
  }

  return {
    get,
    getJson,
    request,
    portInUse,
    makeWorkDir,
    start,
    main,
    /** Also run at clean-up, after the server stopped; `what` names it in an error message. */
    onCleanup: (what, fn) => state.cleanups.push({ what, fn }),
    get stopping() {
      return state.stopping;
    },
  };
}
