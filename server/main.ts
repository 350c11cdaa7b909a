// The production server: Next's documented custom server (nextjs.org/docs/app/guides/custom-server),
// reduced to what the framework cannot know about a request — which forwarding headers to believe,
// how many requests this instance can work on at once — and to a graceful stop. Of an answer it lets
// through it only drops one header naming an internal path (below): compression, ETags, pages and
// their 404s are the framework's; probes, screening and the site are the app's (app/healthz,
// app/readyz, proxy.ts).
// Compiled by `npm run build` (server/tsconfig.json → dist/server/main.js); `npm start` runs it.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import path from "node:path";
import next from "next";
import { readEnv } from "../lib/env.js";
import { readRequestTarget, sanitiseForwarding, targetHostAgrees } from "../lib/http/forwarded.js";
import { bypassesAdmission, createAdmission } from "../lib/server/admission.js";
import { closeAll, isStopping, markStopping } from "../lib/server/lifecycle.js";
import { plainPage, PLAIN_PAGE_HEADERS } from "../lib/server/plain-page.js";
import { answerLog, createLogger, requestIdOf } from "../lib/server/request-log.js";

const env = readEnv();
const log = createLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV !== "production" && Boolean(process.stdout.isTTY) });
const SHUTDOWN_GRACE_MS = 10_000;
/**
 * After a stop request the server goes on accepting until a turn of this long accepted nothing.
 * Connections the system has already accepted for it wait in its backlog until the event loop
 * takes them, one at a time between the pieces of work in flight (seen: 7 of 20 still waiting 1.6 s
 * after the signal); closing the listener earlier resets them, requests sent and all.
 */
const STOP_BACKLOG_CHECK_MS = 100;
/** What a client refused for lack of a place is asked to wait before trying again. */
const BUSY_RETRY_SECONDS = 5;

const admission = createAdmission({ limit: env.MAX_CONCURRENT_REQUESTS, queue: env.MAX_QUEUED_REQUESTS, maxWaitMs: env.MAX_QUEUE_WAIT_MS });
type ErrorTexts = { busyTitle: string; busyText: string };
const texts = (locale: string): ErrorTexts =>
  (JSON.parse(readFileSync(path.join(process.cwd(), "messages", `${locale}.json`), "utf8")) as { errors: ErrorTexts }).errors;
const BUSY = { en: texts("en"), fr: texts("fr") };

/** 503 with Retry-After: JSON for the API, a page in the URL's language for everyone else. */
function refuseBusy(url: string, res: ServerResponse): void {
  const retry = { "retry-after": String(BUSY_RETRY_SECONDS) };
  if (url.startsWith("/api/")) {
    res.writeHead(503, { "content-type": "application/json", "cache-control": "no-store", ...retry });
    res.end(JSON.stringify({ type: "overloaded", message: "The server is busy. Please try again in a few seconds." }));
    return;
  }
  const locale = /^\/fr(?:[/?]|$)/.test(url) ? "fr" : "en";
  res.writeHead(503, { ...PLAIN_PAGE_HEADERS, ...retry });
  res.end(plainPage(locale, BUSY[locale].busyTitle, BUSY[locale].busyText));
}

/** Hands the request to the framework once it has a place, or refuses it. */
async function admit(req: IncomingMessage, res: ServerResponse, url: string): Promise<void> {
  if (bypassesAdmission(url)) return handle(req, res);
  const release = await admission.enter();
  if (!release) return refuseBusy(url, res);
  // The place is freed when the answer is done or its client has gone.
  res.once("close", release);
  if (req.destroyed) return release();
  return handle(req, res);
}

/**
 * The framework sends the destination of the proxy's rewrite to the client as x-middleware-rewrite
 * (next/dist/server/lib/router-utils/resolve-routes, "resHeaders['x-middleware-rewrite']"): the
 * internal /{site}/{locale}/… path, on every page, cached ones included. The App Router's client
 * reads none of it (it has x-nextjs-rewritten-path, vercel/next.js#74846), so it stays here.
 * Upstream strips other internal middleware headers the same way (vercel/next.js#73482).
 */
const INTERNAL_HEADERS = new Set(["x-middleware-rewrite"]);
function withoutInternalHeaders(res: ServerResponse): void {
  const setHeader = res.setHeader.bind(res);
  res.setHeader = (name, value) => (INTERNAL_HEADERS.has(name.toLowerCase()) ? res : setHeader(name, value));
}

const app = next({ dev: false, dir: process.cwd(), hostname: "localhost", port: env.PORT });
const handle = app.getRequestHandler();
await app.prepare();

// Connections accepted and requests received so far, and requests not yet answered: a stop closes
// the listener once nothing is in flight and neither grows.
let arrivals = 0;
let inFlight = 0;

const server = createServer((req, res) => {
  arrivals += 1;
  inFlight += 1;
  res.once("close", () => (inFlight -= 1));
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
  // A request target that is no path (RFC 9112 §3.2): the absolute form names a host, which must be
  // the Host header's (that decides the site); `*` and anything else name no page of ours.
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
    if (!targetHostAgrees(target.host, req.headers.host)) {
      res.writeHead(400, { connection: "close" });
      res.end();
      return;
    }
    req.headers.host ??= target.host;
    req.url = target.url;
  }
  withoutInternalHeaders(res);
  // A stopping server closes each connection after its answer.
  if (isStopping()) res.setHeader("connection", "close");
  void admit(req, res, target.url);
});
server.listen(env.PORT, env.LISTEN_HOST ?? "::", () => console.log(`Listening on http://localhost:${env.PORT}`));

server.on("connection", () => {
  arrivals += 1;
});

/**
 * Closes the listener once no request is in flight and a turn of the event loop has received
 * nothing, neither a connection nor a request: the backlog is empty then, every connection accepted
 * before has had a turn to send its request, and a load balancer still sending here (on connections
 * it keeps open, until its checks of /readyz see "stopping") has stopped. Closing while it still
 * sent had it find the port shut, and answer its own 503 for every request it had chosen this
 * instance for. A quiet turn alone is not enough: a balancer that caps the requests it sends one
 * instance (HAProxy's maxconn) sends the next only as one here is answered, so with every place
 * taken by slow answers nothing arrives for a while although it has not stopped.
 */
function closeOnceDrained(seen: number): void {
  // Looked at from setImmediate, not from the timer itself: timers run before the loop polls for
  // input, so after a render that held the loop past the timer, connections and requests that came
  // meanwhile are not counted yet. They are once the loop has polled, which it does before it runs
  // what setImmediate queued.
  setTimeout(() => {
    setImmediate(() => {
      if (arrivals !== seen || inFlight > 0) return closeOnceDrained(arrivals);
      // close() also closes the connections idle by then (kept alive between requests); the others
      // close after their answer, and then the database, and the process ends.
      server.close(() => void closeAll().then(() => process.exit(0)));
    });
  }, STOP_BACKLOG_CHECK_MS);
}

// A stop request: say "stopping" on /readyz at once; answer every request already sent, each
// connection closing after its answer; then take no new connections, close what instrumentation.ts
// registered (the database) and exit 0 — within 10 s, or exit 1.
function stop(signal: string): void {
  if (isStopping()) return;
  markStopping();
  console.log(`${signal}: finishing the requests in flight, then stopping.`);
  setTimeout(() => {
    console.error("Requests still running after 10 s: stopping anyway.");
    process.exit(1);
  }, SHUTDOWN_GRACE_MS).unref();
  closeOnceDrained(-1);
}
process.on("SIGTERM", () => stop("SIGTERM"));
process.on("SIGINT", () => stop("SIGINT"));
