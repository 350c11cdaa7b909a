// PostgreSQL refusing connections for a while: every request that needs it is a clear 503 with
// Retry-After (never a 500 with a stack), and the service recovers by itself when the database is
// back, without a restart. The site's settings, known before, keep answering meanwhile. The database is reached through a proxy the test controls; the
// machine's server is never stopped. PostgreSQL only (PGlite lives in the process).
import net from "node:net";
import { createTestBackend, usePostgres, type TestBackend } from "./helpers/test-backend";

const describePostgres = usePostgres() ? describe : describe.skip;

/** A TCP proxy to PostgreSQL that can refuse: drop every connection and accept none until resumed. */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let refusing = false;
  const server = net.createServer((client) => {
    if (refusing) return void client.destroy();
    const upstream = net.connect(target.port, target.host);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on("close", () => sockets.delete(socket));
      socket.on("error", () => undefined);
    }
    client.pipe(upstream).pipe(client);
    client.on("close", () => upstream.destroy());
    upstream.on("close", () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    port: (server.address() as net.AddressInfo).port,
    refuse() {
      refusing = true;
      for (const socket of sockets) socket.destroy();
    },
    resume() {
      refusing = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describePostgres("the database refusing connections", () => {
  let backend: TestBackend;
  let proxy: Awaited<ReturnType<typeof startProxy>>;

  beforeAll(async () => {
    proxy = await startProxy({ host: "127.0.0.1", port: 5432 });
    backend = await createTestBackend({
      reachVia: (databaseUrl) => {
        const url = new URL(databaseUrl);
        url.host = `127.0.0.1:${proxy.port}`;
        return url.toString();
      },
    });
  });
  afterAll(async () => {
    proxy.resume();
    await backend?.close();
    await proxy?.close();
  });

  it("answers 503 with Retry-After while it is away, in the reader's language, then recovers by itself", async () => {
    expect((await backend.request("/items/?search=forest")).status).toBe(200);
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      proxy.refuse();
      for (const language of ["en", "fr"]) {
        const response = await backend.request("/items/?search=river", { headers: { "accept-language": language } });
        expect(response.status).toBe(503);
        expect(response.headers.get("retry-after")).toBe("5");
        const body = (await response.json()) as { type: string; message: string };
        expect(body.type).toBe("service_unavailable");
        expect(body.message).toMatch(language === "fr" ? /momentanément indisponible/ : /briefly unavailable/);
        expect(JSON.stringify(body)).not.toMatch(/ECONN|at .*\.ts|stack/i);
      }
      // What was known of the site still holds (past its usual 5 s), so pages cached elsewhere stay up.
      await new Promise((resolve) => setTimeout(resolve, 5_500));
      expect((await backend.request("/website/")).status).toBe(200);
      expect((await backend.request("/items/")).status).toBe(503);
      // Said in one line per request, without a stack.
      expect(errors.mock.calls.every(([text]) => typeof text === "string" && !text.includes("\n    at "))).toBe(true);
    } finally {
      errors.mockRestore();
      proxy.resume();
    }
    expect((await backend.request("/items/?search=river")).status).toBe(200);
  });
});
