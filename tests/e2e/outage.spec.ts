// An outage of the content service: pages answer 503 with Retry-After, nothing of it is cached,
// and the site is back at the very next request once the service is. A server of our own talks to
// the content API through a switch (a small proxy to the shared e2e server) that the test cuts.
import { createServer, request as httpRequest, type Server } from "node:http";
import type { Socket } from "node:net";
import { expect, test } from "./helpers/test";
import { raw, OWN_SERVER_START_MS, startOwnServer, type OwnServer } from "./helpers/own-server";

const SWITCH_PORT = 3193;
const PORT = 3192;

let up = true;
let upstreamSwitch: Server;
let server: OwnServer;
const sockets = new Set<Socket>();

test.beforeAll(async ({ baseURL }) => {
  test.setTimeout(OWN_SERVER_START_MS + 30_000);
  const target = new URL(baseURL ?? "http://localhost:3100");
  upstreamSwitch = createServer((req, res) => {
    if (!up) return void req.socket.destroy();
    const forwarded = httpRequest(
      { host: "127.0.0.1", port: Number(target.port), method: req.method, path: req.url, headers: { ...req.headers, host: target.host } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    forwarded.on("error", () => res.destroy());
    req.pipe(forwarded);
  });
  upstreamSwitch.on("connection", (socket) => {
    sockets.add(socket);
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => upstreamSwitch.listen(SWITCH_PORT, "127.0.0.1", resolve));
  server = await startOwnServer(PORT, { API_UPSTREAM_URL: `http://127.0.0.1:${SWITCH_PORT}` });
});

test.afterAll(async () => {
  await server?.stop();
  for (const socket of sockets) socket.destroy();
  await new Promise((resolve) => upstreamSwitch?.close(resolve));
});

test("pages answer 503 with Retry-After during an outage, uncached, and recover at the next request", async () => {
  test.setTimeout(90_000);
  expect((await raw(PORT, { path: "/help/faq" })).status).toBe(200);

  up = false;
  for (const socket of sockets) socket.destroy();
  for (const path of ["/", "/help/faq", "/fr/help/faq", "/category/region-a", "/search?q=a"]) {
    const response = await raw(PORT, { path });
    expect(response.status, path).toBe(503);
    expect(response.headers["retry-after"], path).toMatch(/^\d+$/);
    expect(response.headers["cache-control"], path).toBe("no-store");
    expect(response.body.includes(path.startsWith("/fr") ? "momentanément indisponible" : "temporarily unavailable"), path).toBe(true);
  }
  expect((await raw(PORT, { path: "/sitemap.xml" })).status).toBe(503);

  up = true;
  const back = await raw(PORT, { path: "/" });
  expect(back.status).toBe(200);
  expect(back.body.includes("<title>Testimony Archive</title>")).toBe(true);
  expect((await raw(PORT, { path: "/help/faq" })).status).toBe(200);
});
