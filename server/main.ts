// The production server: Next's documented custom server (nextjs.org/docs/app/guides/custom-server),
// reduced to what the framework cannot know about a request — which forwarding headers to believe —
// and to a graceful stop. It never touches an answer: compression, ETags, pages and their 404s are
// the framework's; probes, screening and the site are the app's (app/healthz, app/readyz, proxy.ts).
// Compiled by `npm run build` (server/tsconfig.json → dist/server/main.js); `npm start` runs it.
import { createServer } from "node:http";
import next from "next";
import { readEnv } from "../lib/env.js";
import { readRequestTarget, sanitiseForwarding } from "../lib/http/forwarded.js";
import { closeAll, isStopping, markStopping } from "../lib/server/lifecycle.js";
import { answerLog, createLogger, requestIdOf } from "../lib/server/request-log.js";

const env = readEnv();
const log = createLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV !== "production" && Boolean(process.stdout.isTTY) });
const SHUTDOWN_GRACE_MS = 10_000;

const app = next({ dev: false, dir: process.cwd(), hostname: "localhost", port: env.PORT });
const handle = app.getRequestHandler();
await app.prepare();

const server = createServer((req, res) => {
  const startedAt = performance.now();
  const id = requestIdOf(req.headers["x-request-id"], env.TRUSTED_PROXIES > 0);
  req.headers["x-request-id"] = id;
  // One line per answer, read off the response once it is done (it is not changed).
  res.once("close", () => {
    const line = answerLog({
      id,
      host: req.headers.host,
      method: req.method,
      url: req.url,
      status: res.statusCode,
      startedAt,
      now: performance.now(),
      finished: res.writableFinished,
    });
    // Probes come every few seconds from each load balancer: kept out of the usual level.
    if (line.route === "/healthz" || line.route === "/readyz") log.debug(line);
    else log.info(line);
  });
  // Next fills X-Forwarded-For from the socket only when the client sent none: the client's own
  // forwarding headers are dropped unless TRUSTED_PROXIES says proxies of ours set them.
  sanitiseForwarding(req.headers, { remoteAddress: req.socket.remoteAddress, encrypted: "encrypted" in req.socket }, env.TRUSTED_PROXIES);
  // A request target that is no path (RFC 9112 §3.2): the absolute form names its host, which is
  // believed over the Host header; `*` and anything else name no page of ours.
  const target = readRequestTarget(req.url ?? "/");
  if (target.kind !== "path") {
    res.writeHead(target.kind === "server" && req.method === "OPTIONS" ? 204 : 400, {
      allow: "GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE",
      connection: "close",
    });
    res.end();
    return;
  }
  if (target.host !== undefined) {
    req.headers.host = target.host;
    req.url = target.url;
  }
  void handle(req, res);
});
server.listen(env.PORT, env.LISTEN_HOST ?? "::", () => console.log(`Listening on http://localhost:${env.PORT}`));

// A stop request: take no new connections, say "stopping" on /readyz, let the requests in flight
// finish (10 s at most), close what instrumentation.ts registered (the database), exit 0.
function stop(signal: string): void {
  if (isStopping()) return;
  markStopping();
  console.log(`${signal}: finishing the requests in flight, then stopping.`);
  setTimeout(() => {
    console.error("Requests still running after 10 s: stopping anyway.");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  server.close(() => void closeAll().then(() => process.exit(0)));
  server.closeIdleConnections();
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
