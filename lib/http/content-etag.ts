// ETags of answers given whole (a cached page's HTML), set by the edge (scripts/server.ts) instead of
// the framework (next.config.ts: generateEtags: false). The framework hashed every such answer at
// every request, in JavaScript: under 16 clients it was the largest single part of the server's
// time serving cached pages (11%; 0.3 ms a request for a 141 KB home page). Here a body is hashed
// once: a cached page is the same string at every request, and a string is found in a Map by its
// identity (or, for a copy, by comparing it), far faster than hashing it again.
//
// The ETag names the content, so a 304 answers an If-None-Match that names it, as the framework
// did, and the edge keeps the answer's gzip by it (compress-answers.ts).
import { createHash } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import { LRUCache } from "lru-cache";

/** The ETags of the bodies seen lately, by body. */
export type ContentTags = LRUCache<string, string>;

/** The ETags of bodies, bounded by the characters of the bodies they hold: mostly the page cache's
 * own strings, held there anyway; a page dropped from that cache is held here until it is pushed
 * out (16 M characters at most, 32 MB for text outside Latin-1). */
export function contentTags(maxChars = 16 * 1024 * 1024): ContentTags {
  return new LRUCache<string, string>({ maxSize: maxChars, sizeCalculation: (_, body) => Math.max(1, body.length) });
}

/** Whether If-None-Match names `etag`: "*", or one of its tags, compared weakly (as for a GET). */
export function namesTag(header: string | string[] | undefined, etag: string): boolean {
  if (header === undefined) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, "");
  const tags = [header].flat().join(",").split(",");
  return tags.some((tag) => tag.trim() === "*" || bare(tag) === bare(etag));
}

/** The strong ETag of `body`: its SHA-1, computed once for the same body. */
export function etagOf(body: string, tags: ContentTags): string {
  let etag = tags.get(body);
  if (etag === undefined) {
    etag = `"${createHash("sha1").update(body).digest("base64url")}"`;
    tags.set(body, etag);
  }
  return etag;
}

type Callback = () => void;

/**
 * Gives a 200 answer to GET whose body is given whole as a string, and has no ETag, the ETag of
 * that body; answers 304 instead when the request's If-None-Match names it. Call it after the
 * other wrappers of `res.end` (compressAnswer): it must decide before they write the head.
 */
export function tagAnswer(req: IncomingMessage, res: ServerResponse, tags: ContentTags): void {
  if (req.method !== "GET") return;
  // The method underneath, called with arguments as they came (its overloads do not type .apply).
  const underneath = res.end as (this: ServerResponse, ...args: unknown[]) => ServerResponse;
  res.end = function (this: ServerResponse, ...args: unknown[]) {
    const [body] = args;
    if (!this.headersSent && this.statusCode === 200 && typeof body === "string" && !this.hasHeader("etag")) {
      const etag = etagOf(body, tags);
      this.setHeader("etag", etag);
      if (namesTag(req.headers["if-none-match"], etag)) {
        this.statusCode = 304;
        for (const name of ["content-length", "content-type", "content-encoding", "transfer-encoding"]) this.removeHeader(name);
        const done = args.find((arg): arg is Callback => typeof arg === "function");
        return underneath.apply(this, done ? [done] : []);
      }
    }
    return underneath.apply(this, args);
  } as ServerResponse["end"];
}
