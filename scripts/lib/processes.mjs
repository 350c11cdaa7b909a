// Child processes and ports of the one-machine cluster: free ports, readiness, and stopping a
// process group (the signal first, SIGKILL after a grace period).
import net from "node:net";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** Fails when something already listens on one of the ports (it would answer our probes). */
export async function assertFree(ports) {
  for (const port of ports) {
    const taken = await new Promise((resolve) => {
      const probe = net.createServer().once("error", () => resolve(true));
      probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(false)));
    });
    if (taken) throw new Error(`port ${port} is already in use`);
  }
}

export async function waitFor(what, check, { timeoutMs = 120_000, alive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!alive()) throw new Error(`${what}: the process exited`);
    if (await check().catch(() => false)) return;
    await sleep(250);
  }
  throw new Error(`${what}: not ready after ${timeoutMs / 1000} s`);
}

export const answers200 = (url) => fetch(url, { signal: AbortSignal.timeout(3000) }).then((res) => res.status === 200);

export function stopProcess(child, signal = "SIGTERM", graceMs = 15_000) {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve(child?.exitCode);
  const exited = new Promise((resolve) => child.once("exit", (code, sig) => resolve(code ?? sig)));
  const send = (s) => {
    try {
      process.kill(-child.pid, s);
    } catch {
      /* already gone */
    }
  };
  send(signal);
  const timer = setTimeout(() => send("SIGKILL"), graceMs);
  return exited.finally(() => clearTimeout(timer));
}
