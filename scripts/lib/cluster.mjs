// The production shape on one machine, without containers (`npm run cluster`, `npm run loadtest`):
// HAProxy in front of several instances of the production server (`dist/server/main.js`) on the machine's PostgreSQL (a
// database made for the run, dropped after) and Redis (keys under a prefix of the run's own,
// deleted after; nothing else there is touched). Each instance runs from its own copy of the build
// (lib/prod-server.mjs), so a rebuild of the checkout meanwhile disturbs nothing.
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { Redis } from "ioredis";
import pg from "pg";
import { createFaultProxy } from "./fault-proxy.mjs";
import { ensureHaproxy, haproxyCommand, haproxyConfig } from "./haproxy.mjs";
import { answers200, assertFree, stopProcess, waitFor } from "./processes.mjs";
import { copyBuild, ensureBuild, root, run, serverScript } from "./prod-server.mjs";

const tsxBin = path.join(root, "node_modules", "tsx", "dist", "cli.mjs");
const POSTGRES_URL = process.env.CLUSTER_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.CLUSTER_REDIS_URL ?? "redis://127.0.0.1:6379";

async function checkPostgres() {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query("select 1");
  } catch (error) {
    throw new Error(
      `PostgreSQL does not answer at ${POSTGRES_URL} (${error.message}).\n` +
        "The cluster makes a throw-away database there: start PostgreSQL with user postgres and trust authentication\n" +
        "for 127.0.0.1 (Debian: apt-get install -y postgresql && service postgresql start), or set CLUSTER_DATABASE_URL.",
    );
  } finally {
    await client.end().catch(() => {});
  }
}

async function checkRedis() {
  const client = new Redis(REDIS_URL, { lazyConnect: true, connectTimeout: 3000, maxRetriesPerRequest: 0, retryStrategy: () => null });
  client.on("error", () => {});
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    throw new Error(
      `Redis does not answer at ${REDIS_URL} (${error.message}).\n` +
        "Start Redis (Debian: apt-get install -y redis-server && service redis-server start), or set CLUSTER_REDIS_URL.",
    );
  } finally {
    client.disconnect();
  }
}

/** One production server on `port`, run from its own copy of the build under `workDir`. */
export function createInstance({ name, port, workDir, env }) {
  const appDir = path.join(workDir, name);
  const log = path.join(workDir, `${name}.log`);
  const instance = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    log,
    child: null,
    async start() {
      if (!existsSync(appDir)) await copyBuild(appDir);
      const out = openSync(log, "a");
      const child = spawn(process.execPath, [serverScript], {
        cwd: appDir,
        env: { ...env, PORT: String(port) },
        detached: true,
        stdio: ["ignore", out, out],
      });
      instance.child = child;
      await waitFor(`${name} (port ${port})`, () => answers200(`${instance.url}/readyz`), { alive: () => child.exitCode === null });
    },
    /** Resolves with the exit code (or the signal that ended it). */
    stop: (signal) => stopProcess(instance.child, signal),
    /** Resident memory in bytes (Linux). */
    rss() {
      const status = readFileSync(`/proc/${instance.child.pid}/status`, "utf8");
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? NaN) * 1024;
    },
  };
  return instance;
}

/** A throw-away database on POSTGRES_URL's server; the URL to it and a function dropping it. */
async function createDatabase(name) {
  const admin = async (fn) => {
    const client = new pg.Client({ connectionString: POSTGRES_URL });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const drop = () =>
    admin(async (c) => {
      await c.query("SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()", [name]);
      await c.query(`DROP DATABASE IF EXISTS ${name}`);
    });
  return { url: url.toString(), drop };
}

/** Deletes the run's keys (and only those). */
async function deleteRedisKeys(prefix) {
  const client = new Redis(REDIS_URL, { maxRetriesPerRequest: 1, retryStrategy: () => null });
  client.on("error", () => {});
  try {
    let cursor = "0";
    do {
      const [next, keys] = await client.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 1000);
      if (keys.length) await client.unlink(...keys);
      cursor = next;
    } while (cursor !== "0");
  } finally {
    client.disconnect();
  }
}

const pointAt = (url, port) => {
  const u = new URL(url);
  u.hostname = "127.0.0.1";
  u.port = String(port);
  return u.toString();
};

/**
 * Runs `fn(cluster)` on a new cluster and takes everything down after it, also on Ctrl-C or an
 * error (then with the end of each instance's log). With `faultProxies`, the instances reach
 * PostgreSQL and Redis through proxies the caller controls (`cluster.postgresProxy`, `redisProxy`).
 */
export async function withCluster({ name, port, instancePorts, items, faultProxies = false, logLevel = "info", poolSize = 10 }, fn) {
  const cleanups = [];
  let stopping = null;
  const cleanUp = () =>
    (stopping ??= (async () => {
      for (const { what, fn: undo } of cleanups.reverse()) await undo().catch((e) => console.error(`${name}: ${what}: ${e.message}`));
    })());
  for (const signal of ["SIGINT", "SIGTERM"])
    process.on(signal, () => {
      console.error(`\n${name}: ${signal}, stopping the cluster and dropping its database…`);
      void cleanUp().finally(() => process.exit(130));
    });

  const runId = `${name}_${randomBytes(4).toString("hex")}`;
  const workDir = mkdtempSync(path.join(os.tmpdir(), `testimony-${name}-`));
  cleanups.push({ what: "removing the work folder", fn: async () => rmSync(workDir, { recursive: true, force: true }) });
  const instances = [];
  try {
    await assertFree([port, ...instancePorts]);
    ensureHaproxy();
    await checkPostgres();
    await checkRedis();
    await ensureBuild();

    const database = await createDatabase(runId);
    cleanups.push({ what: "dropping the database", fn: database.drop });
    cleanups.push({ what: "deleting the run's Redis keys", fn: () => deleteRedisKeys(runId) });
    const dataDir = path.join(workDir, "data");
    mkdirSync(dataDir);
    const secrets = { app: randomBytes(24).toString("hex"), revalidate: randomBytes(24).toString("hex") };
    const env = { ...process.env, NODE_ENV: "production", DATABASE_URL: database.url, DATA_DIR: dataDir, APP_SECRET: secrets.app };
    delete env.API_UPSTREAM_URL;
    console.log(`Database ${runId}: migrating and seeding ${items} items…`);
    await run(process.execPath, [tsxBin, "backend/seed/cli.ts", "--items", String(items)], env);

    let postgresProxy = null;
    let redisProxy = null;
    if (faultProxies) {
      const pgUrl = new URL(POSTGRES_URL);
      const redisUrl = new URL(REDIS_URL);
      postgresProxy = await createFaultProxy({ host: pgUrl.hostname, port: Number(pgUrl.port || 5432) });
      redisProxy = await createFaultProxy({ host: redisUrl.hostname, port: Number(redisUrl.port || 6379) });
      cleanups.push({ what: "closing the proxies", fn: () => Promise.all([postgresProxy.close(), redisProxy.close()]) });
    }
    const instanceEnv = {
      ...env,
      DATABASE_URL: postgresProxy ? pointAt(database.url, postgresProxy.port) : database.url,
      DATABASE_POOL_SIZE: String(poolSize),
      REDIS_URL: redisProxy ? pointAt(REDIS_URL, redisProxy.port) : REDIS_URL,
      REDIS_PREFIX: runId,
      REVALIDATE_SECRET: secrets.revalidate,
      TRUSTED_PROXIES: "1",
      COOKIE_SECURE: "false",
      LISTEN_HOST: "127.0.0.1",
      LOG_LEVEL: logLevel,
    };
    instancePorts.forEach((p, i) => instances.push(createInstance({ name: `app${i + 1}`, port: p, workDir, env: instanceEnv })));
    cleanups.push({ what: "stopping the instances", fn: () => Promise.all(instances.map((i) => i.stop("SIGTERM"))) });
    console.log(`Starting ${instances.length} instances (ports ${instancePorts.join(", ")})…`);
    await Promise.all(instances.map((i) => i.start()));

    const socket = path.join(workDir, "haproxy.sock");
    const config = path.join(workDir, "haproxy.cfg");
    writeFileSync(config, haproxyConfig({ port, servers: instances, socket }));
    const haproxyLog = openSync(path.join(workDir, "haproxy.log"), "a");
    const haproxy = spawn("haproxy", ["-db", "-f", config], { detached: true, stdio: ["ignore", haproxyLog, haproxyLog] });
    cleanups.push({ what: "stopping HAProxy", fn: () => stopProcess(haproxy, "SIGTERM", 3000) });
    const stat = async () => (await haproxyCommand(socket, "show stat")).split("\n").map((line) => line.split(","));
    /** HAProxy's view of each instance: "UP", "DOWN", "MAINT"… */
    const serverStates = async () =>
      Object.fromEntries((await stat()).filter((f) => f[0] === "app" && /^app\d+$/.test(f[1] ?? "")).map((f) => [f[1], f[17]]));
    const allUp = async () => Object.values(await serverStates()).every((s) => s.startsWith("UP"));
    await waitFor("HAProxy", async () => (await answers200(`http://127.0.0.1:${port}/readyz`)) && (await allUp()), {
      timeoutMs: 20_000,
      alive: () => haproxy.exitCode === null,
    });

    await fn({
      url: `http://127.0.0.1:${port}`,
      port,
      instances,
      databaseUrl: database.url,
      redisUrl: REDIS_URL,
      redisPrefix: runId,
      revalidateSecret: secrets.revalidate,
      workDir,
      postgresProxy,
      redisProxy,
      serverStates,
      waitAllUp: (timeoutMs = 30_000) => waitFor("HAProxy's view of the instances", allUp, { timeoutMs }),
    });
  } catch (error) {
    if (stopping) await new Promise(() => {}); // the signal handler exits once clean
    console.error(`${name}: ${error.message}`);
    const logs = [...instances.map((i) => ({ name: i.name, log: i.log })), { name: "HAProxy", log: path.join(workDir, "haproxy.log") }];
    for (const { name: who, log } of logs)
      if (existsSync(log)) console.error(`--- ${who}'s log (end) ---\n${readFileSync(log, "utf8").slice(-3000)}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
