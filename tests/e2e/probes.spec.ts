// The load balancer's probes on a production server of our own (app/healthz, app/readyz): /healthz
// (the process lives) and /readyz (its database answers), whatever the host, never cached.
import { connect } from "node:net";
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

test("SIGTERM to the whole process group: every request already sent is answered, then the process exits 0", async () => {
  const port = PORT + 1;
  const stopping = await startOwnServer(port, {}, { processGroup: true });
  try {
    // Twenty searches never made before, each on a connection of its own: most are still being
    // read or rendered when the signal comes, some not yet even accepted by the server.
    const inFlight = Promise.all(
      Array.from({ length: 20 }, (_, i) => raw(port, { path: i % 2 ? `/search?q=forest+${i}` : `/fr/search?q=river+${i}` })),
    );
    await new Promise((resolve) => setTimeout(resolve, 150));
    process.kill(-stopping.pid, "SIGTERM");
    const answers = await inFlight;
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 20 }, () => 200));
    for (const answer of answers) expect(answer.body).toContain("</html>");
    expect(await stopping.exited).toBe(0);
    await expect(raw(port, { path: "/healthz" })).rejects.toThrow(/ECONNREFUSED/);
  } finally {
    await stopping.stop();
  }
});

test("a stopping server takes requests while one is still in flight: a balancer capped per instance sends the next as one is answered", async () => {
  const port = 3196;
  const stopping = await startOwnServer(port, {}, { processGroup: true });
  try {
    // A sign-in whose body is still coming: a request in flight for as long as the test wants.
    let release: () => void = () => undefined;
    const sent = new Promise<void>((resolve) => (release = resolve));
    const body = JSON.stringify({ password: "not-the-password" });
    const slow = new Promise<string>((resolve, reject) => {
      const socket = connect(port, "127.0.0.1");
      let answer = "";
      socket.on("data", (chunk: Buffer) => (answer += chunk.toString("utf8")));
      socket.on("close", () => resolve(answer));
      socket.on("error", reject);
      socket.write(
        `POST /api/public/websites/v1/auth/login/ HTTP/1.1\r\nHost: localhost:${port}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length}\r\n\r\n${body.slice(0, 5)}`,
      );
      // The rest once the new request below has been answered.
      void sent.then(() => socket.write(body.slice(5)));
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    process.kill(-stopping.pid, "SIGTERM");
    // Far longer than a quiet turn of the loop: nothing arrives, but a request is in flight.
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const next = await raw(port, { path: "/" });
    expect(next.status).toBe(200);
    expect(next.headers.connection).toBe("close");
    release();
    expect(await slow).toMatch(/^HTTP\/1\.1 4\d\d /);
    expect(await stopping.exited).toBe(0);
    await expect(raw(port, { path: "/healthz" })).rejects.toThrow(/ECONNREFUSED/);
  } finally {
    await stopping.stop();
  }
});

test("an instance with no place left says so at once: 503 with Retry-After, while the probes still answer", async () => {
  const port = 3195;
  // One request at a time, one waiting at most, for a fifth of a second.
  const busy = await startOwnServer(port, { MAX_CONCURRENT_REQUESTS: "1", MAX_QUEUED_REQUESTS: "1", MAX_QUEUE_WAIT_MS: "200" });
  try {
    const targets = Array.from({ length: 12 }, (_, i) =>
      i % 3 === 0 ? `/api/public/websites/v1/items/?search=village+${i}` : i % 3 === 1 ? `/fr/search?q=ville+${i}` : `/search?q=war+${i}`,
    );
    const [answers, health] = await Promise.all([
      Promise.all(targets.map((path) => raw(port, { path }).then((answer) => ({ path, answer })))),
      raw(port, { path: "/healthz" }),
    ]);
    expect(health.status).toBe(200);
    expect(answers.every(({ answer }) => answer.status === 200 || answer.status === 503)).toBe(true);
    const refused = answers.filter(({ answer }) => answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.some(({ answer }) => answer.status === 200)).toBe(true);
    for (const { path, answer } of refused) {
      expect(answer.headers["retry-after"], path).toBe("5");
      expect(answer.headers["cache-control"], path).toBe("no-store");
      if (path.startsWith("/api/")) expect(JSON.parse(answer.body)).toMatchObject({ type: "overloaded" });
      else if (path.startsWith("/fr/")) expect(answer.body).toContain("Ce site est très sollicité");
      else expect(answer.body).toContain("This site is very busy");
    }
  } finally {
    await busy.stop();
  }
});
