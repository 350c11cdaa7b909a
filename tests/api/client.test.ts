// The contract client (lib/api/request.ts + endpoints.ts) against the in-process backend: the same
// code path the server components and the BFF use, with the error catalogue of spec §8.
import { getCategories, getCategory, getLegalSnippet, getWebsite, sendContact } from "@/lib/api/endpoints";
import { GENERIC_ERROR_MESSAGE, ServerError, TransportError } from "@/lib/api/errors";
import { API_BASE_PATH, createApiClient, type ApiClient, type FetchLike } from "@/lib/api/request";
import { SHAPE_SCHEMAS } from "@/lib/api/shape-schemas";
import { resetRateLimits } from "@/backend/services/rate-limit";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend?.close());
beforeEach(() => resetRateLimits());

function clientFor(host = "localhost", extra: Record<string, string> = {}, fetch: FetchLike = (r) => backend.fetch(r)): ApiClient {
  return createApiClient({ baseUrl: `http://${host}${API_BASE_PATH}`, fetch, headers: { host, ...extra }, schemas: SHAPE_SCHEMAS });
}

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => error,
  );
}

describe("reads", () => {
  it("getWebsite answers the site chosen by Host, in the asked language", async () => {
    await expect(getWebsite(clientFor())).resolves.toMatchObject({ name: "Testimony Archive", colors_theme: "light" });
    await expect(getWebsite(clientFor("studio.localhost"))).resolves.toMatchObject({ name: "Studio Channel", colors_theme: "dark" });
    await expect(getWebsite(clientFor("localhost", { "accept-language": "fr" }))).resolves.toMatchObject({
      name: "Archives des témoignages",
    });
  });

  it("getCategories answers a list, ordered by position by default", async () => {
    const api = clientFor();
    const list = await getCategories(api);
    expect(list.length).toBeGreaterThan(0);
    expect(list.map((c) => c.uid)).toEqual((await getCategories(api, { ordering: "position" })).map((c) => c.uid));
    const top = await getCategories(api, { parent_id__isnull: true });
    expect(top.every((c) => c.parent_id === null)).toBe(true);
    const picked = await getCategories(api, { uid__in: [list[0]!.uid, list[1]!.uid] });
    expect(picked.map((c) => c.uid).sort()).toEqual([list[0]!.uid, list[1]!.uid].sort());
  });

  it("getCategory answers one category", async () => {
    const [first] = await getCategories(clientFor());
    await expect(getCategory(clientFor(), first!.slug)).resolves.toEqual(first);
  });

  it("getLegalSnippet answers HTML as a string", async () => {
    await expect(getLegalSnippet(clientFor())).resolves.toMatch(/^<h2>Legal notice<\/h2>/);
    await expect(getLegalSnippet(clientFor("localhost", { "accept-language": "fr" }))).resolves.toMatch(/^<h2>Mentions légales<\/h2>/);
  });
});

describe("sendContact", () => {
  it("resolves on success", async () => {
    const input = { email: "client@example.org", first_name: "C", last_name: "L", message: "Hello", consent: true as const };
    await expect(sendContact(clientFor(), input)).resolves.toBeUndefined();
  });

  it("rejects with the server's field errors", async () => {
    const input = { email: "nope", first_name: "C", last_name: "L", message: "Hello", consent: true as const };
    const error = await rejection(sendContact(clientFor(), input));
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 400, type: "validation_error", errors: { email: [expect.any(String)] } });
  });
});

describe("errors map to the catalogue", () => {
  it.each([
    { name: "unknown category", call: (api: ApiClient) => getCategory(api, "no-such-category"), status: 404, type: "not_found" },
    // Read as the app's own render reads it: the studio forces sign-in, and this is about show_legal.
    {
      name: "legal page on the studio",
      call: () => getLegalSnippet(clientFor("studio.localhost", {}, (r) => backend.fetch(r, { internal: true }))),
      status: 404,
      type: "not_found",
    },
    { name: "bad ordering", call: (api: ApiClient) => getCategories(api, { ordering: "bogus" }), status: 400, type: "validation_error" },
    { name: "bad uid", call: (api: ApiClient) => getCategories(api, { parent_id: "42" }), status: 400, type: "validation_error" },
  ])("$name → ServerError $status $type", async ({ call, status, type }) => {
    const error = await rejection(call(clientFor()));
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ name: "ServerError", status, type, message: expect.any(String) });
    expect((error as ServerError).message).not.toBe(GENERIC_ERROR_MESSAGE);
  });

  it("a fetch that throws → TransportError with the generic message and the cause", async () => {
    const cause = new TypeError("fetch failed");
    const api = clientFor("localhost", {}, () => Promise.reject(cause));
    const error = await rejection(getWebsite(api));
    expect(error).toBeInstanceOf(TransportError);
    expect(error).toMatchObject({ message: GENERIC_ERROR_MESSAGE, cause });
  });

  it("an upstream answering a non-JSON error page → ServerError with the generic message", async () => {
    const api = clientFor(
      "localhost",
      {},
      async () => new Response("<h1>502 Bad Gateway</h1>", { status: 502, headers: { "content-type": "text/html" } }),
    );
    const error = await rejection(getWebsite(api));
    expect(error).toBeInstanceOf(ServerError);
    expect(error).toMatchObject({ status: 502, type: "server_error", message: GENERIC_ERROR_MESSAGE, cause: "<h1>502 Bad Gateway</h1>" });
  });
});
