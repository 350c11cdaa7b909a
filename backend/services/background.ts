// Work that must not hold up the answer: a mail whose sending the caller would otherwise wait for
// (and time, to learn whether an account exists). Failures are logged, never shown to the caller.

const running = new Set<Promise<void>>();
let held: Promise<void> | null = null;

export function runInBackground(label: string, task: () => Promise<unknown>): void {
  // Started on a later turn of the event loop, so none of it runs on the caller's path.
  const run = new Promise<void>((resolve) => setImmediate(resolve))
    .then(() => held)
    .then(task)
    .then(
      () => undefined,
      (error: unknown) => console.error(`[backend] ${label} failed:`, error),
    );
  running.add(run);
  void run.finally(() => running.delete(run));
}

/** Resolves once every task started so far (and any they start) has ended: for tests and shutdown. */
export async function settleBackgroundTasks(): Promise<void> {
  while (running.size > 0) await Promise.all([...running]);
}

/** Test hook: tasks wait until the returned function is called, so a test sees the state before them. */
export function holdBackgroundTasks(): () => void {
  let release: () => void = () => undefined;
  held = new Promise<void>((resolve) => {
    release = () => {
      held = null;
      resolve();
    };
  });
  return release;
}
