// Whether this process is stopping, and what it must close before it exits. The production server
// (server/main.ts, compiled on its own) and the framework's bundles (the readiness route,
// instrumentation.ts) each load their own copy of this module, so the state lives on globalThis.
// No `server-only` here: the production server loads it outside the framework.
type Lifecycle = { stopping: boolean; closers: Array<() => Promise<void>> };

const key = Symbol.for("testimony.lifecycle");
const holder = globalThis as { [key]?: Lifecycle };
const state = (): Lifecycle => (holder[key] ??= { stopping: false, closers: [] });

/** True once a stop was asked for: /readyz answers 503, so the load balancer sends no more. */
export const isStopping = (): boolean => state().stopping;

export function markStopping(): void {
  state().stopping = true;
}

/** Something to close once the requests in flight are done (the database's last writes land). */
export function onStop(close: () => Promise<void>): void {
  state().closers.push(close);
}

/** Closes everything registered with onStop; a failure is logged, not thrown. */
export async function closeAll(): Promise<void> {
  const results = await Promise.allSettled(state().closers.map((close) => close()));
  for (const result of results) if (result.status === "rejected") console.error("Closing at stop failed:", result.reason);
}
