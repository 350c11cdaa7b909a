/** @jest-environment node */
// The content API's reads as the edge answers them (lib/server/api-reads.ts), over a real socket:
// which requests it takes, the headers the framework would have given, the session cookie turned
// into the token and cleared on 401, HEAD without a body, a download streamed and stopped midway.
import { createServer, request as httpRequest, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { apiReadPath, serveApiRead } from "@/lib/server/api-reads";
import { upstreamFetch } from "@/lib/server/upstream";

jest.mock("@/lib/env", () => ({ env: { MAX_BODY_BYTES: 1_000 } }));
jest.mock("@/lib/server/upstream", () => ({ upstreamFetch: jest.fn() }));
jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));

const upstream = jest.mocked(upstreamFetch);
const PREFIX = "/api/public/websites/v1/";

describe("apiReadPath", () => {
  it("takes GET and HEAD under the API, as the route handler would see the path", () => {
    expect(apiReadPath("GET", `${PREFIX}items/?search=a`)).toBe("items/");
    expect(apiReadPath("HEAD", `${PREFIX}website/`)).toBe("website/");
    expect(apiReadPath("GET", `${PREFIX}items/../website/`)).toBe("website/");
    expect(apiReadPath("GET", `${PREFIX}items/%C3%A9t%C3%A9/`)).toBe("items/%C3%A9t%C3%A9/");
  });

  it("leaves writes, other paths and paths that climb out of the API to the framework", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS", undefined])
      expect(apiReadPath(method, `${PREFIX}auth/me/`)).toBeUndefined();
    expect(apiReadPath("GET", PREFIX)).toBeUndefined();
    expect(apiReadPath("GET", "/api/public/websites/v1")).toBeUndefined();
    expect(apiReadPath("GET", `${PREFIX}../../../etc/passwd`)).toBeUndefined();
    expect(apiReadPath("GET", "/api/webhooks/stripe")).toBeUndefined();
    expect(apiReadPath("GET", "/help/faq")).toBeUndefined();
    expect(apiReadPath("GET", undefined)).toBeUndefined();
  });
});

describe("serveApiRead", () => {
  let server: Server;
  let port: number;
  let served: Promise<void>[];

  beforeAll(async () => {
    server = createServer((req, res) => {
      const path = apiReadPath(req.method, req.url);
      if (path === undefined) {
        res.statusCode = 418;
        res.end();
        return;
      }
      served.push(serveApiRead(req, res, path));
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    served = [];
    upstream.mockReset();
  });

  type Answer = { status: number; headers: IncomingMessage["headers"]; body: string };
  function call(path: string, { method = "GET", headers = {} }: { method?: string; headers?: Record<string, string> } = {}) {
    return new Promise<Answer>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path, method, headers: { host: "localhost:3000", ...headers } }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("answers with the upstream's status and body, the site's headers and the data policy", async () => {
    upstream.mockResolvedValue(Response.json({ count: 0 }, { headers: { vary: "Accept-Language", "x-custom": "kept" } }));
    const answer = await call(`${PREFIX}items/?search=%C3%A9t%C3%A9&limit=3`, { headers: { "x-forwarded-for": "203.0.113.9" } });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toEqual({ count: 0 });
    expect(answer.headers["content-security-policy"]).toMatch(/^default-src 'none'/);
    expect(answer.headers["x-content-type-options"]).toBe("nosniff");
    expect(answer.headers["x-frame-options"]).toBe("DENY");
    expect(answer.headers["strict-transport-security"]).toContain("max-age=");
    expect(answer.headers["cache-control"]).toBe("private, no-store");
    expect(answer.headers["x-custom"]).toBe("kept");
    const sent = upstream.mock.calls[0]![0];
    expect(sent.url).toBe(`http://upstream${PREFIX}items/?search=%C3%A9t%C3%A9&limit=3`);
    expect(sent.method).toBe("GET");
    expect(sent.headers.get("x-forwarded-for")).toBe("203.0.113.9");
    expect(sent.headers.get("x-forwarded-host")).toBe("localhost:3000");
  });

  it("turns the session cookie into the token, and clears the cookie when the session is gone", async () => {
    upstream.mockResolvedValue(Response.json({ type: "not_authenticated" }, { status: 401 }));
    const answer = await call(`${PREFIX}auth/me/`, { headers: { cookie: "session=old-token; other=1" } });
    expect(upstream.mock.calls[0]![0].headers.get("authorization")).toBe("website-token old-token");
    expect(upstream.mock.calls[0]![0].headers.get("cookie")).toBeNull();
    expect(answer.status).toBe(401);
    expect(answer.headers["set-cookie"]).toEqual([expect.stringMatching(/^session=; .*Max-Age=0/i)]);
  });

  it("answers HEAD without a body and lets go of the upstream's", async () => {
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      pull: (controller) => controller.enqueue(new TextEncoder().encode("x".repeat(1000))),
      cancel: () => void (cancelled = true),
    });
    upstream.mockResolvedValue(new Response(body, { headers: { "content-type": "video/mp4", "content-length": "5000" } }));
    const answer = await call(`${PREFIX}files/abc/`, { method: "HEAD" });
    await Promise.all(served);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("");
    expect(answer.headers["content-type"]).toBe("video/mp4");
    expect(upstream.mock.calls[0]![0].method).toBe("HEAD");
    expect(cancelled).toBe(true);
  });

  it("streams a download, and a visitor who stops it midway stops the upstream too, with no error", async () => {
    let pulled = 0;
    let cancelled = false;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        pulled += 1;
        await new Promise((resolve) => setTimeout(resolve, 5));
        controller.enqueue(new Uint8Array(64 * 1024).fill(65));
      },
      cancel: () => void (cancelled = true),
    });
    upstream.mockResolvedValue(new Response(body, { headers: { "content-type": "video/mp4" } }));
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest({ host: "127.0.0.1", port, path: `${PREFIX}files/abc/`, headers: { host: "localhost:3000" } }, (res) => {
        expect(res.statusCode).toBe(200);
        let received = 0;
        res.on("data", (chunk: Buffer) => {
          received += chunk.length;
          if (received > 256 * 1024) {
            req.destroy();
            resolve();
          }
        });
      });
      req.on("error", (error) => (req.destroyed ? undefined : reject(error)));
      req.end();
    });
    await expect(Promise.all(served)).resolves.toBeDefined();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(cancelled).toBe(true);
    const after = pulled;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(pulled).toBe(after);
  });
});
