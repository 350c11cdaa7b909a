// Runs once as the server starts, before it takes a request: the built-in backend opens its
// database here (migrations, the demo seed on an empty one), so the first visitor never waits for
// it and a database that does not answer shows in the log at start, not at the first request.
// A failure does not stop the server: /readyz says so, and the next request tries again.
// At a stop (server/main.ts), once the requests in flight are done, the database is closed.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { env } = await import("./lib/env");
  if (env.API_UPSTREAM_URL) return;
  const [{ processBackend, closeBackend }, { onStop }] = await Promise.all([
    import("./backend/instance-holder"),
    import("./lib/server/lifecycle"),
  ]);
  onStop(closeBackend);
  await processBackend().catch((error: unknown) => {
    console.error("The database could not be opened at start; requests will try again:", error instanceof Error ? error.message : error);
  });
}
