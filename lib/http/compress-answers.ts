// Gzip of the answers, done by the edge (scripts/server.ts) instead of the framework
// (next.config.ts: compress: false). The framework compressed every answer anew, and on a page
// served from the cache that is the same bytes every time: under load, gzip was the largest single
// part of serving the home page. Here an answer that carries an ETag (a cached page) or is a public
// file is compressed once; its gzip is kept, by host, path and ETag (a file's: its length and
// modification time), in a bounded cache. The others (pages rendered per request, streamed) are
// compressed as they go, flushed at each chunk as the framework asks (res.flush), so a streamed
// page still arrives in parts.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { createGzip, type Gzip } from "node:zlib";
import { LRUCache } from "lru-cache";
import { methodsUnderneath, toBuffer, type Callback, type Chunk } from "./response-methods";
import { addVary } from "./vary";

/** What is worth compressing: text, JSON, scripts, styles, SVG, the framework's payloads. */
const COMPRESSIBLE = /^\s*(text\/|application\/(json|javascript|xml|manifest\+json|[\w.+-]+\+json|[\w.+-]+\+xml)|image\/svg\+xml)/i;
/** Smaller answers gain less than the gzip header and the work cost. */
const MIN_BYTES = 1024;
/** A larger answer is still compressed, just not kept. */
const MAX_KEPT_BYTES = 1024 * 1024;

export type CompressedAnswers = LRUCache<string, Buffer>;

/** The cache of compressed answers, bounded by their bytes. */
export function compressedAnswers(maxBytes = 16 * 1024 * 1024): CompressedAnswers {
  return new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (value) => value.length });
}

/** Whether Accept-Encoding lets the answer be gzipped ("gzip", "x-gzip" or "*", without q=0). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  let gzip: number | null = null;
  let any: number | null = null;
  for (const part of [header ?? ""].flat().join(",").split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((param) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(param)?.[1]).find((value) => value !== undefined);
    const weight = q === undefined ? 1 : Number(q);
    if (name === "gzip" || name === "x-gzip") gzip = Math.max(gzip ?? 0, weight);
    else if (name === "*") any = weight;
  }
  return (gzip ?? any ?? 0) > 0;
}

/**
 * What names the answer's content, for keeping its gzip: its ETag (content-etag.ts sets one on a
 * cached page), or for a public file its length and modification time (what its ETag would be
 * made of; the framework gives files none, with generateEtags off). Null: nothing does, or the
 * answer is not the same for everyone.
 */
function contentIdentity(res: ServerResponse): string | null {
  const etag = res.getHeader("etag");
  if (typeof etag === "string") return etag;
  const modified = res.getHeader("last-modified");
  const length = res.getHeader("content-length");
  const isPublic = /\bpublic\b/i.test(String(res.getHeader("cache-control") ?? "")) && !res.hasHeader("set-cookie");
  return isPublic && typeof modified === "string" && length !== undefined ? `file ${String(length)} ${modified}` : null;
}

/**
 * Compresses `res` for `req` where it is worth it, from the moment its head is written.
 * `skip(res)`: answers to leave as they are (a download that states its exact length).
 */
export function compressAnswer(
  req: IncomingMessage,
  res: ServerResponse,
  cache: CompressedAnswers,
  skip: (res: ServerResponse) => boolean = () => false,
): void {
  const wanted = req.method !== "HEAD" && acceptsGzip(req.headers["accept-encoding"]);
  const { writeHead, write, end } = methodsUnderneath(res);
  let gzip: Gzip | null = null;
  /** The answer kept whole: its gzip goes in the cache once complete. */
  let kept: { key: string; parts: Buffer[]; bytes: number } | null = null;
  let cached: Buffer | null = null;

  const start = (flushEachChunk: boolean) => {
    const stream = createGzip();
    gzip = stream;
    // A write after the visitor left, or any other failure of the stream, ends the answer; it
    // must not go unhandled.
    stream.on("error", (error) => res.destroy(error));
    stream.on("data", (data: Buffer) => {
      if (kept) {
        kept.parts.push(data);
        kept.bytes += data.length;
        if (kept.bytes > MAX_KEPT_BYTES) kept = null;
      }
      if (!write(data)) stream.pause();
    });
    stream.on("drain", () => res.emit("drain"));
    res.on("drain", () => stream.resume());
    if (flushEachChunk) Object.assign(res, { flush: () => stream.flush() });
  };

  res.writeHead = function (this: ServerResponse, statusCode: number, ...rest: unknown[]) {
    // A second head is refused underneath, as it would be without this.
    if (this.headersSent) return writeHead(statusCode, ...rest);
    const message = typeof rest[0] === "string" ? rest[0] : undefined;
    const headers = (message === undefined ? rest[0] : rest[1]) as OutgoingHttpHeaders | readonly string[] | undefined;
    // Raw header arrays are left alone (none of ours sends them).
    if (Array.isArray(headers)) return writeHead(statusCode, ...rest);
    for (const [name, value] of Object.entries((headers ?? {}) as OutgoingHttpHeaders))
      if (value !== undefined) this.setHeader(name, value);
    this.statusCode = statusCode;

    const type = String(this.getHeader("content-type") ?? "");
    if (COMPRESSIBLE.test(type)) {
      addVary(this, "Accept-Encoding");
      const length = this.getHeader("content-length");
      const worth =
        wanted &&
        statusCode >= 200 &&
        statusCode !== 204 &&
        statusCode !== 206 &&
        statusCode !== 304 &&
        !this.hasHeader("content-encoding") &&
        !/\bno-transform\b/i.test(String(this.getHeader("cache-control") ?? "")) &&
        !(length !== undefined && Number(length) < MIN_BYTES) &&
        !skip(this);
      if (worth) {
        const identity = contentIdentity(this);
        this.removeHeader("content-length");
        this.setHeader("content-encoding", "gzip");
        if (statusCode === 200 && identity !== null) {
          // Identities name content (a page's hash, a file's size and time), so the query is left
          // out: made-up queries on a cached page do not fill the cache with copies.
          const key = `${req.headers.host ?? ""} ${(req.url ?? "").split("?")[0]} ${identity}`;
          cached = cache.get(key) ?? null;
          if (cached) this.setHeader("content-length", String(cached.length));
          else {
            kept = { key, parts: [], bytes: 0 };
            start(false);
          }
        } else start(true);
      }
    }
    return message === undefined ? writeHead(statusCode) : writeHead(statusCode, message);
  } as ServerResponse["writeHead"];

  res.write = function (this: ServerResponse, chunk: Chunk, encoding?: BufferEncoding | Callback, callback?: Callback) {
    if (!this.headersSent) this.writeHead(this.statusCode);
    const done = typeof encoding === "function" ? encoding : callback;
    const charset = typeof encoding === "string" ? encoding : undefined;
    if (cached) {
      if (done) process.nextTick(done);
      return true;
    }
    if (!gzip) return write(chunk, ...(charset ? [charset] : []), ...(done ? [done] : []));
    return gzip.write(toBuffer(chunk, charset), done);
  } as ServerResponse["write"];

  res.end = function (this: ServerResponse, chunk?: Chunk | Callback, encoding?: BufferEncoding | Callback, callback?: Callback) {
    const done = [chunk, encoding, callback].find((arg): arg is Callback => typeof arg === "function");
    // `end(null)` is an end without a body, as underneath (the framework ends a HEAD of a page
    // rendered per request that way).
    const body = typeof chunk === "function" || chunk === null ? undefined : chunk;
    const charset = typeof encoding === "string" ? encoding : undefined;
    if (!this.headersSent) {
      // A body given whole: its length is known, so a small one is left as it is.
      if (body !== undefined && !this.hasHeader("content-length") && !this.hasHeader("transfer-encoding")) {
        this.setHeader("content-length", String(typeof body === "string" ? Buffer.byteLength(body, charset) : body.byteLength));
      }
      this.writeHead(this.statusCode);
    }
    if (cached) return end(cached, ...(done ? [done] : []));
    const stream = gzip;
    if (!stream) return end(...(body === undefined ? [] : [body]), ...(charset ? [charset] : []), ...(done ? [done] : []));
    stream.once("end", () => {
      if (kept && !res.destroyed) cache.set(kept.key, Buffer.concat(kept.parts, kept.bytes));
      end(...(done ? [done] : []));
    });
    if (body !== undefined) stream.end(toBuffer(body, charset));
    else stream.end();
    return this;
  } as ServerResponse["end"];

  // A visitor who leaves mid-answer: the stream is dropped, and nothing half-done is kept.
  res.once("close", () => {
    if (res.writableFinished) return;
    kept = null;
    (gzip as Gzip | null)?.destroy();
  });
}
