/** @jest-environment node */
// lib/api/request.ts against a fake fetch: how requests are built (spec §7) and how failures map (spec §8).
// Node environment: the client runs on Request/Response/FormData, which jsdom does not provide.
import { z } from "zod";
import { GENERIC_ERROR_MESSAGE, ServerError, TransportError } from "@/lib/api/errors";
import { createApiClient, parseBody, type RequestOptions } from "@/lib/api/request";

type Captured = { method: string; url: string; contentType: string | null; headers: Headers; body: ArrayBuffer | null };

function fakeFetch(response: () => Response = () => Response.json({ ok: true })) {
  const calls: Captured[] = [];
  const fetch = jest.fn(async (request: Request) => {
    const body = request.body ? await request.arrayBuffer() : null;
    calls.push({
      method: request.method,
      url: request.url,
      contentType: request.headers.get("content-type"),
      headers: request.headers,
      body,
    });
    return response();
  });
  return { fetch, calls };
}

const BASE = "http://api.test/api/public/websites/v1";

function client(response?: () => Response, headers?: HeadersInit) {
  const fake = fakeFetch(response);
  return { ...fake, api: createApiClient({ baseUrl: BASE, fetch: fake.fetch, headers }) };
}

describe("request building", () => {
  const cases: Array<{ name: string; options: RequestOptions; method: string; contentType: RegExp | null }> = [
    { name: "no body is a GET", options: {}, method: "GET", contentType: null },
    {
      name: "JSON body is a POST with a JSON content type",
      options: { json: { a: 1 } },
      method: "POST",
      contentType: /^application\/json/,
    },
    {
      name: "JSON body keeps an explicit method",
      options: { json: { a: 1 }, method: "PATCH" },
      method: "PATCH",
      contentType: /^application\/json/,
    },
    {
      name: "form body is a multipart POST",
      options: { form: formData() },
      method: "POST",
      contentType: /^multipart\/form-data; boundary=/,
    },
    {
      name: "raw bytes are a binary POST",
      options: { raw: new Uint8Array([1, 2, 3]) },
      method: "POST",
      contentType: /^application\/octet-stream/,
    },
    { name: "raw blob is a binary POST", options: { raw: new Blob(["abc"]) }, method: "POST", contentType: /^application\/octet-stream/ },
    { name: "explicit DELETE without body", options: { method: "DELETE" }, method: "DELETE", contentType: null },
  ];

  it.each(cases)("$name", async ({ options, method, contentType }) => {
    const { api, calls } = client();
    await api.request("/contact/", options);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.method).toBe(method);
    if (contentType) expect(calls[0]!.contentType).toMatch(contentType);
    else expect(calls[0]!.contentType).toBeNull();
  });

  it("sends the JSON body as serialised", async () => {
    const { api, calls } = client();
    await api.request("/contact/", { json: { email: "a@b", consent: true } });
    expect(new TextDecoder().decode(calls[0]!.body!)).toBe('{"email":"a@b","consent":true}');
  });

  it("sends raw bytes unchanged", async () => {
    const { api, calls } = client();
    await api.request("/upload/", { raw: new Uint8Array([1, 2, 3]) });
    expect([...new Uint8Array(calls[0]!.body!)]).toEqual([1, 2, 3]);
  });

  it("sends form fields as multipart parts", async () => {
    const { api, calls } = client();
    await api.request("/upload/", { form: formData() });
    const text = new TextDecoder().decode(calls[0]!.body!);
    expect(text).toContain('name="title"');
    expect(text).toContain("hello");
  });

  it("always appends a query string, arrays comma-joined", async () => {
    const { api, calls } = client();
    await api.request("/website/");
    await api.request("/items/", { query: { uid__in: ["a", "b"], limit: 3, search: null } });
    expect(calls.map((c) => c.url)).toEqual([`${BASE}/website/?`, `${BASE}/items/?uid__in=a%2Cb&limit=3`]);
  });

  it("merges client headers with per-call headers, the call winning", async () => {
    const { api, calls } = client(undefined, { "accept-language": "fr", "x-forwarded-host": "studio.localhost" });
    await api.request("/website/", { headers: { "accept-language": "en" } });
    expect(calls[0]!.headers.get("accept-language")).toBe("en");
    expect(calls[0]!.headers.get("x-forwarded-host")).toBe("studio.localhost");
  });
});

describe("response parsing by content type", () => {
  const cases: Array<{ name: string; response: () => Response; expected: unknown }> = [
    { name: "JSON", response: () => Response.json({ count: 1, results: [] }), expected: { count: 1, results: [] } },
    {
      name: "JSON with a charset",
      response: () => new Response('{"a":1}', { headers: { "content-type": "application/json; charset=utf-8" } }),
      expected: { a: 1 },
    },
    {
      name: "problem+json",
      response: () => new Response('{"a":1}', { headers: { "content-type": "application/problem+json" } }),
      expected: { a: 1 },
    },
    { name: "empty JSON body", response: () => new Response("", { headers: { "content-type": "application/json" } }), expected: null },
    { name: "204 no content", response: () => new Response(null, { status: 204 }), expected: null },
    {
      name: "HTML as text",
      response: () => new Response("<p>Legal</p>", { headers: { "content-type": "text/html; charset=utf-8" } }),
      expected: "<p>Legal</p>",
    },
    { name: "plain text", response: () => new Response("ok", { headers: { "content-type": "text/plain" } }), expected: "ok" },
  ];

  it.each(cases)("$name", async ({ response, expected }) => {
    const { api } = client(response);
    await expect(api.request("/x/")).resolves.toEqual(expected);
  });

  it("binary as an ArrayBuffer", async () => {
    const { api } = client(() => new Response(new Uint8Array([9, 8, 7]), { headers: { "content-type": "application/octet-stream" } }));
    const body = await api.request("/x/");
    expect(body).toBeInstanceOf(ArrayBuffer);
    expect([...new Uint8Array(body as ArrayBuffer)]).toEqual([9, 8, 7]);
  });

  it("no content type as binary", async () => {
    const body = await parseBody(new Response(new Uint8Array([1])));
    expect(body).toBeInstanceOf(ArrayBuffer);
  });

  it("validates with the schema when one is given", async () => {
    const schema = z.object({ uid: z.string() });
    await expect(client(() => Response.json({ uid: "u" })).api.request("/x/", {}, schema)).resolves.toEqual({ uid: "u" });
    await expect(client(() => Response.json({ uid: 1 })).api.request("/x/", {}, schema)).rejects.toBeInstanceOf(z.ZodError);
  });
});

describe("errors (spec §8)", () => {
  async function failure(response: () => Response): Promise<unknown> {
    const { api } = client(response);
    return api.request("/x/").then(
      () => {
        throw new Error("expected a rejection");
      },
      (error: unknown) => error,
    );
  }

  it("uses type and message from a {type, message} body", async () => {
    const error = await failure(() => Response.json({ type: "not_found", message: "Category not found." }, { status: 404 }));
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ name: "ServerError", status: 404, type: "not_found", message: "Category not found.", errors: undefined });
    expect((error as ServerError).isAuthError).toBe(false);
  });

  it("keeps field errors of a validation answer", async () => {
    const body = { type: "validation_error", message: "Invalid input.", errors: { email: ["invalidEmail"], consent: ["required"] } };
    const error = await failure(() => Response.json(body, { status: 400 }));
    expect(error).toMatchObject({ status: 400, type: "validation_error", errors: body.errors });
  });

  it.each([
    [401, true],
    [403, false],
  ])("%i is an auth error (the session is gone): %s", async (status, expected) => {
    const error = await failure(() => Response.json({ type: "not_authenticated", message: "No." }, { status }));
    expect((error as ServerError).isAuthError).toBe(expected);
  });

  const generic: Array<{ name: string; response: () => Response; cause: unknown }> = [
    {
      name: "HTML error page",
      response: () => new Response("<h1>Bad gateway</h1>", { status: 502, headers: { "content-type": "text/html" } }),
      cause: "<h1>Bad gateway</h1>",
    },
    { name: "JSON without type", response: () => Response.json({ detail: "Nope" }, { status: 400 }), cause: { detail: "Nope" } },
    {
      name: "JSON with a non-string message",
      response: () => Response.json({ type: "x", message: 42 }, { status: 500 }),
      cause: { type: "x", message: 42 },
    },
    { name: "JSON array", response: () => Response.json(["a"], { status: 400 }), cause: ["a"] },
    {
      name: "invalid JSON",
      response: () => new Response("{oops", { status: 500, headers: { "content-type": "application/json" } }),
      cause: "{oops",
    },
    {
      name: "empty body",
      response: () => new Response(null, { status: 500, headers: { "content-type": "application/json" } }),
      cause: null,
    },
  ];

  it.each(generic)("generic message with the raw body as cause: $name", async ({ response, cause }) => {
    const error = await failure(response);
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ type: "server_error", message: GENERIC_ERROR_MESSAGE });
    expect((error as ServerError).cause).toEqual(cause);
  });

  it("wraps a network failure in a TransportError with the original cause", async () => {
    const cause = new TypeError("fetch failed");
    const api = createApiClient({ baseUrl: BASE, fetch: () => Promise.reject(cause) });
    const error = await api.request("/website/").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ name: "TransportError", message: GENERIC_ERROR_MESSAGE });
    expect((error as TransportError).cause).toBe(cause);
  });

  it("wraps a synchronous throw of fetch too", async () => {
    const api = createApiClient({
      baseUrl: BASE,
      fetch: () => {
        throw new Error("boom");
      },
    });
    await expect(api.request("/website/")).rejects.toBeInstanceOf(TransportError);
  });

  it("wraps a body that cannot be read in a TransportError", async () => {
    const broken = new ReadableStream({
      start(controller) {
        controller.error(new Error("connection reset"));
      },
    });
    const { api } = client(() => new Response(broken, { headers: { "content-type": "application/json" } }));
    await expect(api.request("/x/")).rejects.toBeInstanceOf(TransportError);
  });
});

function formData(): FormData {
  const form = new FormData();
  form.set("title", "hello");
  form.set("file", new Blob(["bytes"], { type: "image/png" }), "a.png");
  return form;
}
