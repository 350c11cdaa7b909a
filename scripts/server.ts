// The production server: the site behind a thin edge that decides, before the framework sees a
// request, what about it can be believed (client address, host, scheme), and refuses what no
// route of ours takes (malformed paths, bodies where none belongs, oversized bodies).
// `npm start` runs it (scripts/start.mjs); PORT, TRUSTED_PROXIES and MAX_BODY_BYTES configure it.
// It also answers a load balancer's probes: GET /healthz (the process lives) and GET /readyz (it
// takes requests: not stopping, and its database answers). Every answer is logged as one JSON line
// (LOG_LEVEL; pretty on a terminal outside production) with its request id, also sent as X-Request-Id.
import { readFileSync } from "node:fs";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import { register } from "node:module";
import next from "next";
import { readEnv } from "../lib/env";
import { bodyLimitForUrl } from "../lib/http/body-limits";
import { compressAnswer, compressedAnswers } from "../lib/http/compress-answers";
import { contentTags, tagAnswer } from "../lib/http/content-etag";
import { BODY_LENGTH_HEADER, hasMalformedPath, hasNullInPath, readRequestTarget, sanitiseForwarding } from "../lib/http/forwarded";
import { addressReader, NOT_FOUND_PAGE_HEADER, type RoutesManifest } from "../lib/http/not-found-kinds";
import { handleWithNotFoundPage } from "../lib/http/not-found-page";
import { scriptsAfterPaint } from "../lib/http/scripts-after-paint";
import { addVary } from "../lib/http/vary";
import { mediaOrigin } from "../lib/media-origin";
import { allowMediaFrom, securityHeaders } from "../lib/security-headers";
import { answerLog, createLogger, requestIdOf } from "../lib/server/request-log";
import { siteKeyOf } from "../lib/site/key";

// Before the server modules load: they are guarded by `server-only` (scripts/lib/server-only-hook.mjs).
register("./lib/server-only-hook.mjs", import.meta.url);

const env = readEnv();
const port = env.PORT;
const log = createLogger({ level: env.LOG_LEVEL, pretty: env.NODE_ENV !== "production" && Boolean(process.stdout.isTTY) });

const BODYLESS = new Set(["GET", "HEAD", "OPTIONS"]);
/** Every method some route takes (`OPTIONS *` asks for them). */
const METHODS = "GET, HEAD, OPTIONS, POST, PUT, PATCH, DELETE";
const SHUTDOWN_GRACE_MS = 10_000;
const READY_CHECK_MS = 2_000;
/** Set on SIGTERM: /readyz says so, and the load balancer sends no more. */
let stopping = false;
/** Where pages load media from besides the site (a bucket), if anywhere. */
const storageOrigin = mediaOrigin(env);
/** The gzip of answers that carry an ETag or are public files, kept (16 MB at most): lib/http/compress-answers.ts. */
const compressed = compressedAnswers();
/** The ETags of the pages given whole, by body (lib/http/content-etag.ts). */
const tags = contentTags();
/** A download that states its exact length keeps it: it is sent as it is. */
const statesLength = (res: ServerResponse) => res.hasHeader(BODY_LENGTH_HEADER);
const edgeHeaders = Object.fromEntries(securityHeaders({ dev: false, framable: false }).map(({ key, value }) => [key, value]));

function refuse(res: ServerResponse, status: number, type: string, message: string, extra: Record<string, string> = {}) {
  // The body may still be on its way: close the connection rather than read it.
  res.writeHead(status, {
    ...edgeHeaders,
    ...extra,
    "content-type": "application/json; charset=utf-8",
    "cache-control": "no-store",
    connection: "close",
  });
  res.end(JSON.stringify({ type, message }));
}

function hasBody(req: IncomingMessage): boolean {
  return req.headers["transfer-encoding"] !== undefined || Number(req.headers["content-length"] ?? 0) > 0;
}

/** Answers what no route of ours takes; true when it did. */
function screen(req: IncomingMessage, res: ServerResponse): boolean {
  const target = readRequestTarget(req.url ?? "/");
  if (target.kind === "server") {
    if (req.method === "OPTIONS" && !hasBody(req)) {
      res.writeHead(204, { ...edgeHeaders, allow: METHODS });
      res.end();
    } else refuse(res, 400, "bad_request", "Only OPTIONS asks about the whole server.");
    return true;
  }
  if (target.kind === "invalid") {
    refuse(res, 400, "bad_request", "The request target must be a path or a whole http address.");
    return true;
  }
  // An absolute address names its host: it is believed over the Host header, and the path goes on.
  if (target.host !== undefined) {
    req.headers.host = target.host;
    req.url = target.url;
  }
  if (hasMalformedPath(req.url)) {
    refuse(res, 400, "bad_request", "The address holds malformed percent-encoding.");
    return true;
  }
  if (hasNullInPath(req.url)) {
    refuse(res, 400, "bad_request", "The address holds a null character.");
    return true;
  }
  const declared = Number(req.headers["content-length"] ?? 0);
  if (declared > bodyLimitForUrl(req.method ?? "GET", req.url ?? "/", env.MAX_BODY_BYTES)) {
    refuse(res, 413, "payload_too_large", "The request body is too large.");
    return true;
  }
  const method = req.method ?? "GET";
  if (BODYLESS.has(method) && hasBody(req)) {
    refuse(res, 400, "bad_request", "This request takes no body.");
    return true;
  }
  // Pages and files only take GET and HEAD; the API (route handlers) checks its own methods.
  if (!BODYLESS.has(method) && !(req.url ?? "/").startsWith("/api/")) {
    refuse(res, 405, "method_not_allowed", "Method not allowed.", { allow: "GET, HEAD" });
    return true;
  }
  return false;
}

function probeAnswer(res: ServerResponse, status: number, body: Record<string, string>, extra: Record<string, string> = {}) {
  res.writeHead(status, { ...edgeHeaders, ...extra, "content-type": "application/json; charset=utf-8", "cache-control": "no-store" });
  res.end(res.req.method === "HEAD" ? undefined : JSON.stringify(body));
}

/** The database answers a trivial query in time (the built-in backend; an upstream API answers for itself). */
async function databaseAnswers(): Promise<boolean> {
  if (env.API_UPSTREAM_URL) return true;
  // The backend the framework opened at start, if it did; else opened here (a second try).
  const { processBackend } = await import("../backend/instance-holder");
  const { sql } = await import("drizzle-orm");
  const query = processBackend().then(({ handle }) => handle.db.execute(sql`select 1`));
  const late = new Promise<never>((_, reject) => setTimeout(() => reject(new Error("timed out")), READY_CHECK_MS).unref());
  return Promise.race([query, late]).then(
    () => true,
    () => false,
  );
}

/** /healthz and /readyz, whatever the host (a probe names no site); true when it answered. */
function probe(req: IncomingMessage, res: ServerResponse): boolean {
  const pathname = (req.url ?? "/").split("?")[0];
  if (pathname !== "/healthz" && pathname !== "/readyz") return false;
  if (pathname === "/healthz") {
    probeAnswer(res, 200, { status: "ok" });
    return true;
  }
  if (stopping) {
    probeAnswer(res, 503, { status: "stopping" }, { "retry-after": "10", connection: "close" });
    return true;
  }
  void databaseAnswers().then((ok) =>
    ok
      ? probeAnswer(res, 200, { status: "ok", database: "ok" })
      : probeAnswer(res, 503, { status: "unavailable", database: "down" }, { "retry-after": "5" }),
  );
  return true;
}

/**
 * The last word on every answer's head, just before it goes out:
 * - every answer depends on the site, and the site on the host: Vary names Host (the framework
 *   replaces Vary on pages, so it is added here, not before);
 * - with media in a bucket, pages may play them from there: the policy, fixed at build time, learns
 *   the bucket's origin here, at run time;
 * - route handlers cannot send Content-Length (the framework drops it); a download needs it for its
 *   size and progress. Handlers that know the exact length say so in BODY_LENGTH_HEADER.
 */
function finaliseHead(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: Parameters<ServerResponse["writeHead"]>) {
    addVary(this, "Host");
    const policy = this.getHeader("content-security-policy");
    if (typeof policy === "string" && storageOrigin) this.setHeader("content-security-policy", allowMediaFrom(policy, storageOrigin));
    const length = this.getHeader(BODY_LENGTH_HEADER);
    if (length !== undefined) {
      this.removeHeader(BODY_LENGTH_HEADER);
      if (/^\d+$/.test(String(length)) && !this.hasHeader("content-encoding")) {
        this.removeHeader("transfer-encoding");
        this.setHeader("content-length", String(length));
      }
    }
    return writeHead.apply(this, args);
  } as ServerResponse["writeHead"];
}

async function main() {
  // The app is the current directory, as for `next start`.
  const app = next({ dev: false, dir: process.cwd(), hostname: "localhost", port });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Addresses no page can answer, read off the build's routes (lib/http/not-found-kinds.ts), and
  // those of an item or category the content API does not have (lib/server/content-exists.ts).
  const readAddress = addressReader(JSON.parse(readFileSync(".next/routes-manifest.json", "utf8")) as RoutesManifest);
  const { isKnownMissing } = await import("../lib/server/content-exists");
  const isUnknown = async (pathname: string, req: IncomingMessage) => {
    const { onlyCatchAll, named } = readAddress(pathname);
    // The site as proxy.ts reads it, from the headers sanitiseForwarding left.
    return onlyCatchAll || (named !== null && (await isKnownMissing(siteKeyOf(req.headers), named)));
  };
  // The content API's reads skip the framework (same BFF, same headers): lib/server/api-reads.ts.
  const { apiReadPath, serveApiRead } = await import("../lib/server/api-reads");

  const server = createServer((req, res) => {
    const startedAt = performance.now();
    const id = requestIdOf(req.headers["x-request-id"], env.TRUSTED_PROXIES > 0);
    res.setHeader("x-request-id", id);
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
    sanitiseForwarding(req.headers, { remoteAddress: req.socket.remoteAddress, encrypted: "encrypted" in req.socket }, env.TRUSTED_PROXIES);
    // Only this server asks for the not-found page (its second pass over an unknown page, below).
    delete req.headers[NOT_FOUND_PAGE_HEADER];
    if (screen(req, res) || probe(req, res)) return;
    finaliseHead(res);
    compressAnswer(req, res, compressed, statesLength);
    // Between the two: the gzip is of the rewritten page, the ETag names the page as rendered.
    scriptsAfterPaint(res);
    // After compressAnswer: the ETag is decided before the head it writes.
    tagAnswer(req, res, tags);
    const apiRead = apiReadPath(req.method, req.url);
    // A page's 404 goes out as the site's not-found page, drawn by the server (lib/http/not-found-page.ts).
    const answered = apiRead === undefined ? handleWithNotFoundPage(req, res, handle, isUnknown) : serveApiRead(req, res, apiRead);
    answered.catch((error: unknown) => {
      log.error({ reqId: id, err: error }, "unhandled error");
      if (!res.headersSent) refuse(res, 500, "server_error", "Internal error.");
      else res.destroy();
    });
  });
  server.listen(port, env.LISTEN_HOST ?? "::", () => console.log(`Listening on http://localhost:${port}`));

  // A stop request: take no new connections, let the requests in flight finish (10 s at most),
  // close the database, exit 0.
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing the requests in flight, then stopping.`);
    const force = setTimeout(() => {
      console.error("Requests still running after 10 s: stopping anyway.");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    force.unref();
    server.close(async () => {
      const { closeBackend } = await import("../backend/instance-holder");
      await closeBackend().catch((error: unknown) => log.error({ err: error }, "closing the database failed"));
      process.exit(0);
    });
    server.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
