// A production server of our own for tests that attack it: its own port, data folder and process,
// so what they do (floods, lockouts) never reaches the shared e2e server, and its descriptors and
// memory can be read from /proc.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";

export type OwnServer = {
  port: number;
  pid: number;
  /** Open descriptors of the server process. */
  descriptors(): number;
  /** Resident memory of the server process, in MiB. */
  rssMiB(): number;
  /** The process's exit code once it has exited (null: ended by a signal). */
  exited: Promise<number | null>;
  stop(): Promise<void>;
};

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: string };

export type RawRequest = {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Destroys the request after the response headers arrive, before reading the body. */
  abortAfterHeaders?: boolean;
};

/** One HTTP request with the path sent exactly as given (no URL normalisation). */
export function raw(
  port: number,
  { method = "GET", path: target, headers = {}, body, abortAfterHeaders }: RawRequest,
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, method, path: target, headers: { host: `localhost:${port}`, ...headers }, agent: false },
      (res) => {
        if (abortAfterHeaders) {
          res.destroy();
          req.destroy();
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: "" });
          return;
        }
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

/** Runs `count` calls, `concurrency` at a time. */
export async function pool<T>(count: number, concurrency: number, call: (i: number) => Promise<T>): Promise<T[]> {
  const out: T[] = new Array<T>(count);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++;
        out[i] = await call(i);
      }
    }),
  );
  return out;
}

/** How long a server of our own may take to seed its fresh database and answer; a hook that starts
 * one sets its own timeout to this plus a margin (the default 30 s is too short on a slow machine). */
export const OWN_SERVER_START_MS = 90_000;

// The servers this worker started, ended with it: a worker ended by a hook's timeout must not leave
// a server holding its port for the retry's worker.
const children = new Set<ChildProcess>();
process.once("exit", () => {
  for (const child of children) child.kill("SIGKILL");
});

/** `processGroup`: started as `npm start` starts it (scripts/start.mjs, then the server as its
 * child), in a process group of its own whose id is `pid`, for tests that signal the whole group. */
export async function startOwnServer(
  port: number,
  env: Record<string, string> = {},
  { processGroup = false }: { processGroup?: boolean } = {},
): Promise<OwnServer> {
  // Something else answering on the port would pass for this server: refuse to start beside it.
  const taken = await raw(port, { path: "/healthz" }).then(
    () => true,
    () => false,
  );
  if (taken) throw new Error(`port ${port} is already answering: stop whatever listens there first`);
  const dataDir = mkdtempSync(path.join(tmpdir(), "own-server-"));
  const child: ChildProcess = spawn(process.execPath, [processGroup ? "scripts/start.mjs" : "dist/server/main.js"], {
    cwd: process.cwd(),
    detached: processGroup,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      LISTEN_HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      APP_SECRET: "attack-test-secret",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  children.add(child);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => {
      children.delete(child);
      resolve(code);
    }),
  );
  /** Neither exited nor ended by a signal. */
  const alive = () => child.exitCode === null && child.signalCode === null;
  const stop = async () => {
    if (alive()) {
      child.kill("SIGTERM");
      // The server finishes its requests for up to 10 s; past 15 it is gone one way or another.
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + OWN_SERVER_START_MS;
  while (Date.now() < deadline) {
    if (!alive()) break;
    try {
      const answer = await raw(port, { path: "/api/public/websites/v1/website/" });
      if (answer.status === 200 && alive()) {
        const pid = child.pid!;
        return {
          port,
          pid,
          descriptors: () => readdirSync(`/proc/${pid}/fd`).length,
          rssMiB: () => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024,
          exited,
          stop,
        };
      }
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  const code = child.exitCode;
  await stop();
  throw new Error(
    `the server on port ${port} did not start${code === null ? ` in ${OWN_SERVER_START_MS / 1000} s` : ` (exit code ${code})`}`,
  );
}
