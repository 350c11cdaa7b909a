// The not-found page, drawn by the server. When a page calls notFound() (an unknown item, category
// or address), the framework answers 404 with an empty document: the page appears only once the
// scripts have run, and never without them (docs/performance.md, "A not-found answer"). The edge
// (scripts/server.ts) puts the site's not-found page in its place:
// 1. the request goes through the framework as usual; a page's HTML 404 is held back, not sent;
// 2. the same request goes through again, asking proxy.ts for the site's not-found page in its
//    language (NOT_FOUND_PAGE_HEADER): app/[site]/not-found-page, rendered for the address (for an
//    embed, the player's: app/[site]/embed-not-found, in the frame's language);
// 3. that page goes out with the 404's status and caching. Should it fail, the held answer goes
//    out instead, as the framework wrote it.
// An address known to name nothing skips the first pass (`isUnknown`: one that only the catch-all
// route takes, or an item's or category's address the content API says is not there): made-up
// addresses by the thousand cost one render each, not two.
// Whatever else that one pass answers (a redirect, an unknown host, a forced sign-in) goes out as is.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { NOT_FOUND_PAGE_HEADER, notFoundKindOf } from "./not-found-kinds";

type Handle = (req: IncomingMessage, res: ServerResponse) => Promise<void>;
type Callback = (error?: Error | null) => void;
type Chunk = string | Buffer | Uint8Array;

/** Where the framework keeps what it learnt of a request; a second pass must start without it. */
const NEXT_REQUEST_META = Symbol.for("NextInternalRequestMeta");

/** Addresses that are not pages: files, thumbnails, the API, the crawlers' files; those proxy.ts
 * does not take (its `matcher`, which tests/unit/server/not-found-page.test.ts compares this with). */
const NOT_PAGES = /^\/(?:(?:_next|api|images|demo|help\/videos|sitemaps)\/|(?:robots\.txt|sitemap\.xml|favicon\.ico)$)/;

/** Whether an address is a page's, one that proxy.ts renders. */
export const isPageAddress = (pathname: string) => !NOT_PAGES.test(pathname);

const pathnameOf = (url: string | undefined) => (url ?? "/").split("?")[0] ?? "/";

/** Whether a request could get a page's not-found document: GET or HEAD of a page, for a document. */
function isPageRequest(req: IncomingMessage): boolean {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  // A navigation inside the site asks for the page's data (RSC), which carries its not-found view.
  if (req.headers.rsc !== undefined || req.headers[NOT_FOUND_PAGE_HEADER] !== undefined) return false;
  return isPageAddress(pathnameOf(req.url));
}

type Mode = "pass" | "hold" | "as-404";

/**
 * Puts itself under the framework's writes to `res` until `restore`: at the answer's head, `decide`
 * says whether it goes out (pass), goes out as a 404 with the first answer's caching (as-404), or is
 * held back (hold: `held` gets its body).
 */
function intercept(res: ServerResponse, decide: (status: number) => Mode, cacheControl?: string) {
  const outer = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  let mode: Mode | null = null;
  const held: Buffer[] = [];
  const toBuffer = (chunk: Chunk, encoding?: BufferEncoding) =>
    typeof chunk === "string" ? Buffer.from(chunk, encoding) : Buffer.from(chunk);

  const modeAt = (self: ServerResponse, status: number): Mode => {
    if (mode === null) {
      mode = decide(status);
      if (mode === "as-404") {
        self.statusCode = 404;
        // A 404 is not cached: the framework's own head says how (a page rendered per request is private).
        if (cacheControl !== undefined) self.setHeader("cache-control", cacheControl);
        self.removeHeader("etag");
      }
    }
    return mode;
  };

  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    const message = typeof rest[0] === "string" ? rest[0] : undefined;
    const headers = (message === undefined ? rest[0] : rest[1]) as OutgoingHttpHeaders | readonly string[] | undefined;
    // Headers given with the head become the answer's, so that they are judged (and kept) with it.
    if (headers && !Array.isArray(headers)) {
      for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) this.setHeader(name, value);
    }
    const current = modeAt(this, statusCode);
    if (current === "hold") {
      this.statusCode = statusCode;
      return this;
    }
    const status = current === "as-404" ? 404 : statusCode;
    const raw = Array.isArray(headers) ? [headers] : [];
    return (outer.writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...(message ? [message] : []), ...raw);
  } as ServerResponse["writeHead"];

  res.flushHeaders = function (this: ServerResponse) {
    if (modeAt(this, this.statusCode) !== "hold") outer.flushHeaders.call(this);
  };

  res.write = function (this: ServerResponse, chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) {
    if (modeAt(this, this.statusCode) !== "hold")
      return (outer.write as (...args: unknown[]) => boolean).apply(this, [chunk, encoding, callback]);
    held.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
    const done = typeof encoding === "function" ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  } as ServerResponse["write"];

  res.end = function (this: ServerResponse, chunk?: Chunk | Callback | null, encoding?: BufferEncoding | Callback, callback?: Callback) {
    if (modeAt(this, this.statusCode) !== "hold")
      return (outer.end as (...args: unknown[]) => ServerResponse).apply(this, [chunk, encoding, callback]);
    if (chunk !== undefined && chunk !== null && typeof chunk !== "function")
      held.push(toBuffer(chunk, typeof encoding === "string" ? encoding : undefined));
    const done = [chunk, encoding, callback].find((arg): arg is Callback => typeof arg === "function");
    if (done) process.nextTick(done);
    return this;
  } as ServerResponse["end"];

  return {
    held: () => (mode === "hold" ? Buffer.concat(held) : null),
    restore() {
      Object.assign(res, outer);
    },
  };
}

/** Whether the answer about to go out is a page's HTML 404 (not the API's JSON, nor a file's). */
const isHtmlNotFound = (res: ServerResponse, status: number) =>
  status === 404 && /^text\/html\b/.test(String(res.getHeader("content-type") ?? ""));

/** The same request again, asking proxy.ts for the not-found page of its address's kind. */
async function askNotFoundPage(req: IncomingMessage, res: ServerResponse, handle: Handle, url: string | undefined): Promise<void> {
  req.url = url;
  delete (req as unknown as Record<symbol, unknown>)[NEXT_REQUEST_META];
  req.headers[NOT_FOUND_PAGE_HEADER] = notFoundKindOf(pathnameOf(url));
  try {
    await handle(req, res);
  } finally {
    delete req.headers[NOT_FOUND_PAGE_HEADER];
  }
}

/** How the framework caches a page's 404: not at all. */
const NOT_FOUND_CACHING = "private, no-cache, no-store, max-age=0, must-revalidate";

/** Handles `req` with `handle`, drawing a page's 404 as the site's not-found page (see above). */
export async function handleWithNotFoundPage(
  req: IncomingMessage,
  res: ServerResponse,
  handle: Handle,
  isUnknown: (pathname: string, req: IncomingMessage) => boolean | Promise<boolean> = () => false,
): Promise<void> {
  if (!isPageRequest(req)) return handle(req, res);
  const url = req.url;

  if (await isUnknown(pathnameOf(url), req)) {
    const only = intercept(res, (code) => (code === 200 ? "as-404" : "pass"), NOT_FOUND_CACHING);
    try {
      await askNotFoundPage(req, res, handle, url);
    } finally {
      only.restore();
    }
    return;
  }

  const first = intercept(res, (status) => (isHtmlNotFound(res, status) ? "hold" : "pass"));
  try {
    await handle(req, res);
  } finally {
    first.restore();
  }
  const document = first.held();
  if (document === null || res.destroyed) return;

  // The framework's 404 head, for the not-found page and for the held answer should it fail.
  const head = res.getHeaders();
  const status = res.statusCode;
  const cacheControl = head["cache-control"] === undefined ? NOT_FOUND_CACHING : String(head["cache-control"]);

  // The held answer's framing is not the page's: a length left from it would cut the page short
  // and break the connection's next answer. Only what is there is removed: removing a header the
  // answer lacks tells Node not to add it (without chunked framing, the connection would close).
  for (const name of ["content-length", "content-encoding", "etag"]) if (res.hasHeader(name)) res.removeHeader(name);
  // The framework listens to the answer again (its close, for each pass): room for a second set.
  res.setMaxListeners(res.getMaxListeners() + res.listenerCount("close"));
  const second = intercept(res, (code) => (code === 200 ? "as-404" : "hold"), cacheControl);
  try {
    await askNotFoundPage(req, res, handle, url);
  } finally {
    second.restore();
  }
  if (second.held() === null || res.destroyed) return;

  // The not-found page could not be drawn (the content service is down, say): the held answer.
  for (const name of res.getHeaderNames()) res.removeHeader(name);
  for (const [name, value] of Object.entries(head)) if (value !== undefined) res.setHeader(name, value);
  res.statusCode = status;
  res.end(req.method === "HEAD" ? undefined : document);
}
