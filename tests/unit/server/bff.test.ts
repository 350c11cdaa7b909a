/** @jest-environment node */
// The BFF proxy's edge rules: body limits read as a stream, no body where none belongs, CSRF by
// exact origin, the session cookie cleared on 401 only.
import { revalidateTag } from "next/cache";
import { NextRequest } from "next/server";
import { UPLOAD_BODY_MAX_BYTES } from "@/lib/http/body-limits";
import { forward } from "@/lib/server/bff";
import { upstreamFetch } from "@/lib/server/upstream";

jest.mock("@/lib/env", () => ({ env: { MAX_BODY_BYTES: 1_000 } }));
jest.mock("@/lib/server/upstream", () => ({ upstreamFetch: jest.fn() }));
jest.mock("next/cache", () => ({ revalidateTag: jest.fn() }));

const upstream = jest.mocked(upstreamFetch);
const ORIGIN = "http://localhost:3000";

type Init = { method?: string; headers?: Record<string, string>; body?: BodyInit | null; cookie?: string };
type NextInit = ConstructorParameters<typeof NextRequest>[1];
/** Streamed request bodies need `duplex: "half"`, which the DOM typings do not know yet. */
const streamed = (init: Omit<NonNullable<NextInit>, "signal">) => ({ ...init, duplex: "half" }) as NextInit;

function request(path: string, { method = "GET", headers = {}, body = null, cookie }: Init = {}) {
  const all: Record<string, string> = { host: "localhost:3000", "x-forwarded-proto": "http", ...headers };
  if (cookie) all.cookie = `session=${cookie}`;
  return new NextRequest(`${ORIGIN}/api/public/websites/v1/${path}`, streamed({ method, headers: all, body }));
}

/** A body that arrives in chunks with no Content-Length, as a chunked upload does. */
function chunked(chunks: number, size: number): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent === chunks) return controller.close();
      sent += 1;
      controller.enqueue(new Uint8Array(size).fill(120));
    },
  });
  return { stream, pulled: () => sent };
}

beforeEach(() => {
  jest.mocked(revalidateTag).mockReset();
  upstream.mockReset();
  upstream.mockResolvedValue(Response.json({ ok: true }));
});

describe("request bodies", () => {
  it("stops reading a chunked body at MAX_BODY_BYTES and answers 413 without calling the API", async () => {
    const { stream, pulled } = chunked(10_000, 100);
    const response = await forward(
      request("contact/", { method: "POST", headers: { origin: ORIGIN, "content-type": "application/json" }, body: stream }),
      "contact/",
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ type: "payload_too_large", message: "The request body is too large." });
    expect(upstream).not.toHaveBeenCalled();
    // 1,000 bytes is 10 chunks of 100; reading stopped right after, not at the 10,000th.
    expect(pulled()).toBeLessThan(20);
  });

  it("refuses a declared Content-Length over the limit before reading", async () => {
    const response = await forward(
      request("contact/", { method: "POST", headers: { origin: ORIGIN, "content-length": "5000" }, body: "x".repeat(5000) }),
      "contact/",
    );
    expect(response.status).toBe(413);
  });

  it("forwards a body under the limit whole", async () => {
    const { stream } = chunked(5, 100);
    const response = await forward(request("contact/", { method: "POST", headers: { origin: ORIGIN }, body: stream }), "contact/");
    expect(response.status).toBe(200);
    const sent = upstream.mock.calls[0]![0];
    expect((await sent.arrayBuffer()).byteLength).toBe(500);
  });

  it("refuses a body on a method that takes none, and takes none on a DELETE", async () => {
    const { stream } = chunked(2, 10);
    const response = await forward(request("items/", { method: "DELETE", headers: { origin: ORIGIN } }), "items/");
    expect(response.status).toBe(200);
    const withBody = await forward(
      new NextRequest(
        `${ORIGIN}/api/public/websites/v1/items/`,
        streamed({ method: "OPTIONS", headers: { host: "localhost:3000" }, body: stream }),
      ),
      "items/",
    );
    expect(withBody.status).toBe(400);
    expect(await withBody.json()).toEqual({ type: "bad_request", message: "This request takes no body." });
  });
});

describe("cross-site requests", () => {
  it.each([
    { name: "same origin", origin: ORIGIN, ok: true },
    { name: "other scheme", origin: "https://localhost:3000", ok: false },
    { name: "other port", origin: "http://localhost:3001", ok: false },
    { name: "other host", origin: "http://evil.example", ok: false },
    { name: "garbage", origin: "not a url", ok: false },
    { name: "null origin", origin: "null", ok: false },
  ])("$name → allowed: $ok", async ({ origin, ok }) => {
    const response = await forward(request("contact/", { method: "POST", headers: { origin } }), "contact/");
    expect(response.status === 403).toBe(!ok);
  });
});

describe("answers", () => {
  it.each([
    { status: 401, cleared: true },
    { status: 403, cleared: false },
    { status: 404, cleared: false },
  ])("a $status from the API clears the session cookie: $cleared", async ({ status, cleared }) => {
    upstream.mockResolvedValue(Response.json({ type: "x", message: "y" }, { status }));
    const response = await forward(request("items/abc/download/", { cookie: "t".repeat(43) }), "items/abc/download/");
    expect(response.status).toBe(status);
    const setCookie = response.headers.get("set-cookie") ?? "";
    expect(/session=;/.test(setCookie)).toBe(cleared);
  });

  it("sends the client address the server settled on, once", async () => {
    await forward(request("items/", { headers: { "x-forwarded-for": "203.0.113.7" } }), "items/");
    expect(upstream.mock.calls[0]![0].headers.get("x-forwarded-for")).toBe("203.0.113.7");
  });
});

describe("the editor's uploads and cache refresh", () => {
  const post = { method: "POST", headers: { origin: ORIGIN, "content-type": "multipart/form-data; boundary=x" } };

  it("lets an image upload through above MAX_BODY_BYTES, and only the upload", async () => {
    const body = "x".repeat(5_000);
    expect((await forward(request("admin/uploads/", { ...post, body }), "admin/uploads/")).status).toBe(200);
    expect((await forward(request("contact/", { ...post, body }), "contact/")).status).toBe(413);
  });

  it("refuses an upload over its own limit, saying what the limit is", async () => {
    const headers = { ...post.headers, "content-length": String(UPLOAD_BODY_MAX_BYTES + 1) };
    const response = await forward(request("admin/uploads/", { method: "POST", headers, body: "x" }), "admin/uploads/");
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ type: "payload_too_large", message: "Images can be at most 10 MB." });
    expect(upstream).not.toHaveBeenCalled();
  });

  it("refreshes the known tags the built-in backend names, and keeps the header to itself", async () => {
    upstream.mockResolvedValue(Response.json({ number: 1 }, { status: 201, headers: { "x-revalidate-tags": "pages, unknown,settings" } }));
    const response = await forward(request("admin/pages/1/publish/", { ...post, body: "{}" }), "admin/pages/1/publish/");
    expect(response.status).toBe(201);
    expect(response.headers.has("x-revalidate-tags")).toBe(false);
    expect(jest.mocked(revalidateTag).mock.calls).toEqual([
      ["pages", { expire: 0 }],
      ["settings", { expire: 0 }],
    ]);
  });

  it("refreshes nothing on a refused change", async () => {
    upstream.mockResolvedValue(Response.json({ type: "conflict" }, { status: 409, headers: { "x-revalidate-tags": "pages" } }));
    await forward(request("admin/pages/1/publish/", { ...post, body: "{}" }), "admin/pages/1/publish/");
    expect(revalidateTag).not.toHaveBeenCalled();
  });
});

describe("the buyer cookie (docs/buyers.md)", () => {
  const post = { method: "POST", headers: { origin: ORIGIN, "content-type": "application/json" }, body: "{}" };
  const token = "b".repeat(43);

  it.each(["billing/checkout/", "billing/buyer-link/redeem/"])(
    "%s: the token goes into the httpOnly cookie, out of the JSON",
    async (path) => {
      upstream.mockResolvedValue(Response.json({ checkout_session_url: "http://x/checkout/test/1", buyer_token: token }, { status: 201 }));
      const response = await forward(request(path, post), path);
      expect(response.status).toBe(201);
      expect(await response.json()).toEqual({ checkout_session_url: "http://x/checkout/test/1" });
      const setCookie = response.headers.get("set-cookie") ?? "";
      expect(setCookie).toContain(`buyer=${token}`);
      expect(setCookie).toMatch(/HttpOnly/i);
      expect(setCookie).toMatch(/SameSite=lax/i);
      expect(setCookie).toMatch(/Max-Age=2592000/);
    },
  );

  it("leaves an answer without a token as it is, and sets no cookie", async () => {
    upstream.mockResolvedValue(Response.json({ checkout_session_url: "u" }, { status: 201 }));
    const response = await forward(request("billing/checkout/", post), "billing/checkout/");
    expect(await response.json()).toEqual({ checkout_session_url: "u" });
    expect(response.headers.get("set-cookie")).toBeNull();
  });

  it("forwards the cookie as X-Buyer-Token, and never a token the browser sent itself", async () => {
    await forward(request("items/", { headers: { cookie: `session=${"s".repeat(43)}; buyer=${token}` } }), "items/");
    expect(upstream.mock.calls[0]![0].headers.get("x-buyer-token")).toBe(token);
    await forward(request("items/", { headers: { "x-buyer-token": "forged-token-forged-token" } }), "items/");
    expect(upstream.mock.calls[1]![0].headers.get("x-buyer-token")).toBeNull();
  });

  it("clears the cookie on sign-out, and when GET billing/buyer/ answers 404 to it", async () => {
    const cookie = `session=${"s".repeat(43)}; buyer=${token}`;
    upstream.mockResolvedValue(new Response(null, { status: 204 }));
    const out = await forward(request("auth/logout/", { ...post, headers: { ...post.headers, cookie } }), "auth/logout/");
    expect(out.headers.get("set-cookie")).toMatch(/buyer=;/);
    upstream.mockResolvedValue(Response.json({ type: "not_found", message: "No buyer." }, { status: 404 }));
    const gone = await forward(request("billing/buyer/", { headers: { cookie } }), "billing/buyer/");
    expect(gone.headers.get("set-cookie")).toMatch(/buyer=;/);
    // A 404 elsewhere says nothing about the buyer.
    const other = await forward(request("items/x/", { headers: { cookie } }), "items/x/");
    expect(other.headers.get("set-cookie") ?? "").not.toMatch(/buyer=/);
  });
});
