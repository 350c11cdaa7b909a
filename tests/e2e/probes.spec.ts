// The load balancer's probes on a production server of our own (app/healthz, app/readyz): /healthz
// (the process lives) and /readyz (its database answers), whatever the host, never cached.
import { expect, test } from "./helpers/test";
import { raw, OWN_SERVER_START_MS, startOwnServer, type OwnServer } from "./helpers/own-server";

const PORT = 3192;
let server: OwnServer;

test.describe.configure({ timeout: 120_000 });
test.beforeAll(async () => {
  test.setTimeout(OWN_SERVER_START_MS + 30_000);
  server = await startOwnServer(PORT);
});
test.afterAll(async () => {
  await server?.stop();
});

test("GET and HEAD /healthz and /readyz answer 200 for any host; other methods are refused", async () => {
  const health = await raw(PORT, { path: "/healthz" });
  expect(health.status).toBe(200);
  expect(JSON.parse(health.body)).toEqual({ status: "ok" });
  expect(health.headers["cache-control"]).toBe("no-store");

  // A probe names no site: a host no site claims still gets its answer (pages would get 421).
  const ready = await raw(PORT, { path: "/readyz?probe=1", headers: { host: "probe.internal" } });
  expect(ready.status).toBe(200);
  expect(JSON.parse(ready.body)).toEqual({ status: "ok", database: "ok" });

  const head = await raw(PORT, { method: "HEAD", path: "/readyz" });
  expect(head.status).toBe(200);
  expect(head.body).toBe("");

  expect((await raw(PORT, { method: "POST", path: "/healthz", headers: { "content-length": "0" } })).status).toBe(405);
  expect((await raw(PORT, { path: "/healthz/extra" })).status).toBe(404);
});

test("SIGTERM: the requests in flight finish, new connections are refused, the process exits 0", async () => {
  const port = PORT + 1;
  const stopping = await startOwnServer(port);
  try {
    // Pages never rendered before take a moment: they are in flight when the signal comes.
    const inFlight = Promise.all(["/search?q=forest", "/fr/search?q=river", "/category/region-a"].map((path) => raw(port, { path })));
    await new Promise((resolve) => setTimeout(resolve, 50));
    process.kill(stopping.pid, "SIGTERM");
    for (const answer of await inFlight) {
      expect(answer.status).toBe(200);
      expect(answer.body).toContain("</html>");
    }
    expect(await stopping.exited).toBe(0);
    await expect(raw(port, { path: "/healthz" })).rejects.toThrow(/ECONNREFUSED/);
  } finally {
    await stopping.stop();
  }
});
