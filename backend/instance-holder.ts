// Where this process keeps its backend once opened: on globalThis, so Next's dev reloads and route
// bundles do not open the embedded database twice, and the readiness probe and the stop
// (app/readyz, instrumentation.ts) use the same one without loading the backend's modules a second
// time. Kept apart from instance.ts, which loads them all.
import type { Backend } from "./instance";

const globalKey = Symbol.for("testimony.backend");
type Holder = { [globalKey]?: Promise<Backend> };
const holder = globalThis as Holder;

/** The backend being opened or open in this process, if any. */
export const heldBackend = (): Promise<Backend> | undefined => holder[globalKey];

/** The backend this process opened (instrumentation.ts opens it at start), else opened now: its
 * modules are loaded only when none is open yet. One opening at a time: a failed one is forgotten,
 * so the next call tries again. */
export function processBackend(): Promise<Backend> {
  const held = heldBackend();
  if (held) return held;
  const opening = import("./instance")
    .then(({ startBackend }) => startBackend())
    .catch((error: unknown) => {
      if (heldBackend() === opening) holdBackend(undefined);
      throw error;
    });
  holdBackend(opening);
  return opening;
}

export function holdBackend(backend: Promise<Backend> | undefined): void {
  if (backend) holder[globalKey] = backend;
  else delete holder[globalKey];
}

/** Closes this process's backend, if one was opened (at shutdown: the database's last writes land). */
export async function closeBackend(): Promise<void> {
  const opened = heldBackend();
  if (!opened) return;
  holdBackend(undefined);
  const backend = await opened.catch(() => null);
  backend?.stopJobs();
  await backend?.handle.close();
}
