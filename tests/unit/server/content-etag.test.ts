/** @jest-environment node */
// The edge's ETags of answers given whole (lib/http/content-etag.ts), over a real HTTP server with
// the edge's gzip in front as in scripts/server.ts: the ETag names the body, a matching
// If-None-Match gets a 304, and a body is hashed once.
import { createHash } from "node:crypto";
import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { compressAnswer, compressedAnswers, type CompressedAnswers } from "@/lib/http/compress-answers";
import { contentTags, etagOf, namesTag, tagAnswer, type ContentTags } from "@/lib/http/content-etag";

const PAGE = `<!DOCTYPE html><html><body>${"<p>Un témoignage de l’archive.</p>".repeat(200)}</body></html>`;
const SHA1 = `"${createHash("sha1").update(PAGE).digest("base64url")}"`;

type Handler = (res: ServerResponse) => void;
let server: Server;
let port = 0;
let gzips: CompressedAnswers;
let tags: ContentTags;
let handler: Handler;

beforeAll(async () => {
  server = createServer((req, res) => {
    compressAnswer(req, res, gzips);
    tagAnswer(req, res, tags);
    handler(res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  gzips = compressedAnswers();
  tags = contentTags();
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer };

function get(headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path: "/", method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

/** A cached page as the framework sends it with generateEtags off: its length, then its body whole. */
const cachedPage: Handler = (res) => {
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("cache-control", "s-maxage=300, stale-while-revalidate");
  res.setHeader("content-length", String(Buffer.byteLength(PAGE)));
  res.end(PAGE);
};

describe("namesTag", () => {
  it.each([
    ['"a"', '"a"', true],
    ['W/"a"', '"a"', true],
    ['"b", "a"', '"a"', true],
    ["*", '"a"', true],
    ['"b"', '"a"', false],
    ['"a', '"a"', false],
    ["", '"a"', false],
  ])("If-None-Match %s names %s: %s", (header, etag, expected) => expect(namesTag(header, etag)).toBe(expected));
  it("reads no header as naming nothing", () => expect(namesTag(undefined, '"a"')).toBe(false));
});

describe("etagOf", () => {
  it("hashes a body once, and finds a copy of it without hashing it again", () => {
    expect(etagOf(PAGE, tags)).toBe(SHA1);
    const copy = (" " + PAGE).slice(1);
    expect(etagOf(copy, tags)).toBe(SHA1);
    expect(tags.size).toBe(1);
    expect(etagOf(`${PAGE}!`, tags)).not.toBe(SHA1);
    expect(tags.size).toBe(2);
  });
});

describe("tagAnswer", () => {
  it("gives a page given whole the SHA-1 of its body, the same at every request", async () => {
    handler = cachedPage;
    const first = await get();
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBe(SHA1);
    expect(first.body.toString()).toBe(PAGE);
    expect((await get()).headers.etag).toBe(SHA1);
    expect(tags.size).toBe(1);
  });

  it("answers 304 with no body to an If-None-Match that names it, gzip asked or not", async () => {
    handler = cachedPage;
    const conditionals: Record<string, string>[] = [
      { "if-none-match": SHA1 },
      { "if-none-match": `"old", W/${SHA1}`, "accept-encoding": "gzip" },
    ];
    for (const headers of conditionals) {
      const answer = await get(headers);
      expect(answer.status).toBe(304);
      expect(answer.body.length).toBe(0);
      expect(answer.headers.etag).toBe(SHA1);
      expect(answer.headers["cache-control"]).toBe("s-maxage=300, stale-while-revalidate");
      expect(answer.headers["content-type"]).toBeUndefined();
      expect(answer.headers["content-encoding"]).toBeUndefined();
    }
    const changed = await get({ "if-none-match": '"old"' });
    expect(changed.status).toBe(200);
    expect(changed.body.toString()).toBe(PAGE);
  });

  it("lets the edge keep the page's gzip by that ETag", async () => {
    handler = cachedPage;
    const first = await get({ "accept-encoding": "gzip" });
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(first.body).toString()).toBe(PAGE);
    expect(gzips.size).toBe(1);
    const second = await get({ "accept-encoding": "gzip" });
    expect(second.body.equals(first.body)).toBe(true);
    expect(gzips.size).toBe(1);
  });

  it("leaves alone an answer with its own ETag, not a 200, streamed, or not a GET", async () => {
    handler = (res) => {
      res.setHeader("etag", '"own"');
      res.end(PAGE);
    };
    expect((await get({ "if-none-match": SHA1 })).headers.etag).toBe('"own"');

    handler = (res) => {
      res.statusCode = 404;
      res.end(PAGE);
    };
    const missing = await get({ "if-none-match": SHA1 });
    expect(missing.status).toBe(404);
    expect(missing.headers.etag).toBeUndefined();

    handler = (res) => {
      res.write(PAGE.slice(0, 100));
      res.end(PAGE.slice(100));
    };
    expect((await get()).headers.etag).toBeUndefined();

    handler = cachedPage;
    const head = await get({ "if-none-match": SHA1 }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers.etag).toBeUndefined();
    expect(tags.size).toBe(0);
  });
});
