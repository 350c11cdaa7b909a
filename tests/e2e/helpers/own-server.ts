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

export async function startOwnServer(port: number, env: Record<string, string> = {}): Promise<OwnServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "own-server-"));
  const child: ChildProcess = spawn(process.execPath, ["--import", "tsx", "scripts/server.ts"], {
    cwd: process.cwd(),
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
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill("SIGTERM");
      // The server finishes its requests for up to 10 s; past 15 it is gone one way or another.
      const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  for (let i = 0; i < 240; i += 1) {
    if (child.exitCode !== null) break;
    try {
      if ((await raw(port, { path: "/api/public/websites/v1/website/" })).status === 200) {
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
  await stop();
  throw new Error(`the server on port ${port} did not start`);
}
