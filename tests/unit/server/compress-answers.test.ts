/** @jest-environment node */
// The edge's gzip (lib/http/compress-answers.ts), over a real HTTP server: what is compressed, what
// is kept and served again from the cache, and what is left as it is.
import { createServer, request, type IncomingHttpHeaders, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { acceptsGzip, compressAnswer, compressedAnswers, type CompressedAnswers } from "@/lib/http/compress-answers";

const PAGE = `<!DOCTYPE html><html><body>${"<p>A testimony of the archive.</p>".repeat(200)}</body></html>`;

type Handler = (res: ServerResponse, url: string) => void;
let server: Server;
let port = 0;
let cache: CompressedAnswers;
let handler: Handler;
let handled = 0;

beforeAll(async () => {
  server = createServer((req, res) => {
    handled += 1;
    compressAnswer(req, res, cache, (answer) => answer.hasHeader("x-body-length"));
    handler(res, req.url ?? "/");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  cache = compressedAnswers();
  handled = 0;
});

type Answer = { status: number; headers: IncomingHttpHeaders; body: Buffer; parts: number };

function get(path: string, headers: Record<string, string> = { "accept-encoding": "gzip, deflate, br" }, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, path, method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), parts: chunks.length }),
      );
    });
    req.on("error", reject);
    req.end();
  });
}

const cachedPage: Handler = (res) => {
  res.setHeader("content-type", "text/html; charset=utf-8");
  res.setHeader("etag", '"page-1"');
  res.end(PAGE);
};

describe("acceptsGzip", () => {
  it.each([
    ["gzip, deflate, br", true],
    ["br;q=1.0, gzip;q=0.8", true],
    ["x-gzip", true],
    ["*", true],
    ["gzip;q=0", false],
    ["gzip;q=0, *", false],
    ["br", false],
    ["identity", false],
    ["", false],
  ])("%s → %s", (header, expected) => expect(acceptsGzip(header)).toBe(expected));
});

describe("compressAnswer", () => {
  it("gzips a page with an ETag once and serves the same bytes from the cache after", async () => {
    handler = cachedPage;
    const first = await get("/");
    expect(first.headers["content-encoding"]).toBe("gzip");
    expect(first.headers.vary).toMatch(/Accept-Encoding/);
    expect(gunzipSync(first.body).toString()).toBe(PAGE);
    expect(cache.size).toBe(1);

    const second = await get("/");
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(second.headers["content-length"]).toBe(String(second.body.length));
    expect(second.body.equals(first.body)).toBe(true);
  });

  it("keeps answers apart by host, address and ETag", async () => {
    let version = 1;
    handler = (res) => {
      res.setHeader("content-type", "text/html");
      res.setHeader("etag", `"v${version}"`);
      res.end(`${PAGE}${version}`);
    };
    await get("/a");
    await get("/b");
    version = 2;
    const changed = await get("/a");
    expect(gunzipSync(changed.body).toString()).toBe(`${PAGE}2`);
    expect(cache.size).toBe(3);
    // A made-up query on the same page and content takes no place of its own.
    await get("/a?utm=1");
    await get("/a?utm=2");
    expect(cache.size).toBe(3);
  });

  it("keeps a public file's gzip by its length and modification time when it has no ETag", async () => {
    let modified = "Sun, 29 Nov 2026 08:00:00 GMT";
    let cacheControl = "public, max-age=31536000, immutable";
    handler = (res) => {
      // A file as the framework sends it with generateEtags off: length and time, streamed.
      res.setHeader("content-type", "text/javascript");
      res.setHeader("cache-control", cacheControl);
      res.setHeader("content-length", String(PAGE.length));
      res.setHeader("last-modified", modified);
      res.write(PAGE.slice(0, 2000));
      res.end(PAGE.slice(2000));
    };
    const first = await get("/_next/static/chunks/a.js");
    expect(gunzipSync(first.body).toString()).toBe(PAGE);
    expect(cache.size).toBe(1);
    const again = await get("/_next/static/chunks/a.js");
    expect(again.headers["content-length"]).toBe(String(again.body.length));
    expect(again.body.equals(first.body)).toBe(true);
    expect(cache.size).toBe(1);
    // Changed on disk: kept apart.
    modified = "Sun, 29 Nov 2026 09:00:00 GMT";
    await get("/_next/static/chunks/a.js");
    expect(cache.size).toBe(2);
    // Not the same for everyone: compressed, never kept.
    cacheControl = "private, max-age=60";
    modified = "Sun, 29 Nov 2026 10:00:00 GMT";
    expect(gunzipSync((await get("/_next/static/chunks/a.js")).body).toString()).toBe(PAGE);
    expect(cache.size).toBe(2);
  });

  it("streams an answer without an ETag, flushing each chunk it is asked to", async () => {
    handler = (res) => {
      res.setHeader("content-type", "text/html");
      res.write(PAGE.slice(0, 3000));
      (res as ServerResponse & { flush: () => void }).flush();
      setTimeout(() => res.end(PAGE.slice(3000)), 50);
    };
    const answer = await get("/streamed");
    expect(answer.headers["content-encoding"]).toBe("gzip");
    expect(answer.headers["transfer-encoding"]).toBe("chunked");
    expect(answer.parts).toBeGreaterThan(1);
    expect(gunzipSync(answer.body).toString()).toBe(PAGE);
    expect(cache.size).toBe(0);
  });

  it("leaves alone what the client does not take, HEAD, small answers, other types and stated lengths", async () => {
    handler = cachedPage;
    const plain = await get("/", { "accept-encoding": "identity" });
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    expect(plain.body.toString()).toBe(PAGE);

    const head = await get("/", { "accept-encoding": "gzip" }, "HEAD");
    expect(head.headers["content-encoding"]).toBeUndefined();
    expect(head.body.length).toBe(0);

    handler = (res) => {
      res.setHeader("content-type", "application/json");
      res.end('{"ok":true}');
    };
    expect((await get("/small")).headers["content-encoding"]).toBeUndefined();

    handler = (res) => {
      res.setHeader("content-type", "video/mp4");
      res.end(Buffer.alloc(4096));
    };
    expect((await get("/video")).headers["content-encoding"]).toBeUndefined();

    handler = (res) => {
      res.setHeader("content-type", "text/vtt");
      res.setHeader("x-body-length", String(PAGE.length));
      res.end(PAGE);
    };
    expect((await get("/download")).headers["content-encoding"]).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("ends an answer ended with null, with and without gzip, as the framework ends a HEAD", async () => {
    handler = (res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.writeHead(200);
      res.end(null);
    };
    for (const [method, encoding] of [
      ["HEAD", "gzip"],
      ["GET", "gzip"],
      ["GET", "identity"],
    ]) {
      const answer = await get("/per-request", { "accept-encoding": encoding! }, method);
      expect(answer.status).toBe(200);
      const body = answer.headers["content-encoding"] === "gzip" ? gunzipSync(answer.body) : answer.body;
      expect(body.length).toBe(0);
    }
    handler = (res) => {
      res.setHeader("content-type", "text/html; charset=utf-8");
      res.end(null);
    };
    expect((await get("/per-request", { "accept-encoding": "gzip" }, "HEAD")).status).toBe(200);
  });

  it("passes a 304 and an answer already encoded through", async () => {
    handler = (res) => {
      res.statusCode = 304;
      res.setHeader("etag", '"page-1"');
      res.end();
    };
    const notModified = await get("/");
    expect(notModified.status).toBe(304);
    expect(notModified.headers["content-encoding"]).toBeUndefined();

    handler = (res) => {
      res.writeHead(200, { "content-type": "text/html", "content-encoding": "br", etag: '"br"' });
      res.end(Buffer.from(PAGE));
    };
    const encoded = await get("/");
    expect(encoded.headers["content-encoding"]).toBe("br");
    expect(encoded.body.toString()).toBe(PAGE);
  });

  it("keeps nothing of an answer whose visitor left before its end", async () => {
    let finish: () => void = () => {};
    handler = (res) => {
      res.setHeader("content-type", "text/html");
      res.setHeader("etag", '"left"');
      res.write(PAGE);
      finish = () => res.end(PAGE);
    };
    await new Promise<void>((resolve) => {
      const req = request({ host: "127.0.0.1", port, path: "/left", headers: { "accept-encoding": "gzip" } }, (res) => {
        res.once("data", () => {
          req.destroy();
          setTimeout(resolve, 50);
        });
      });
      req.end();
    });
    finish();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cache.size).toBe(0);
    // The server still answers.
    handler = cachedPage;
    expect(gunzipSync((await get("/")).body).toString()).toBe(PAGE);
    expect(handled).toBe(2);
  });
});
