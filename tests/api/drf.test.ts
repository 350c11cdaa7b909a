// Where the spec is silent the API behaves as Django REST framework does, which its clients are
// written against: APPEND_SLASH redirects, lenient limit/offset, absolute next/previous links,
// unknown query parameters ignored, field errors in one shape.
import { getItems } from "@/lib/api/endpoints";
import { API_BASE_PATH, createApiClient } from "@/lib/api/request";
import { SHAPE_SCHEMAS } from "@/lib/api/shape-schemas";
import { ITEMS_PAGE_DEFAULT, ITEMS_PAGE_MAX } from "@/lib/api/limits";
import { itemSchema, pageOf, type Item } from "@/lib/api/schemas";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

const listSchema = pageOf(itemSchema.strict()).strict();
const ORIGIN = "http://localhost";
const BASE = API_BASE_PATH;

let backend: TestBackend;
/** Every published archive item, in the default order. */
let all: Item[];

type Reply = { status: number; location: string | null; text: string; body: unknown };

/** Calls a path of the app as is (base path included) or an absolute URL, Host taken from it. */
async function call(target: string, init: RequestInit = {}): Promise<Reply> {
  const url = new URL(target, ORIGIN);
  const headers = new Headers(init.headers);
  if (!headers.has("host")) headers.set("host", url.host);
  const response = await backend.fetch(new Request(url, { ...init, headers, redirect: "manual" }));
  const text = await response.text();
  return { status: response.status, location: response.headers.get("location"), text, body: text ? (JSON.parse(text) as unknown) : null };
}

async function page(target: string, headers?: Record<string, string>) {
  const reply = await call(target, { headers });
  expect({ status: reply.status, body: reply.status === 200 ? undefined : reply.body }).toEqual({ status: 200, body: undefined });
  return listSchema.parse(reply.body);
}

const uids = (items: Item[]) => items.map((i) => i.uid);
const itemsUrl = (query: string) => `${ORIGIN}${BASE}/items/${query}`;

beforeAll(async () => {
  // More published items than one page can hold, so clamping to the maximum shows.
  backend = await createTestBackend({ items: ITEMS_PAGE_MAX + 30 });
  all = [];
  for (let offset = 0; ; offset += ITEMS_PAGE_MAX) {
    const { results, count } = await page(`${BASE}/items/?limit=${ITEMS_PAGE_MAX}&offset=${offset}`);
    all.push(...results);
    if (all.length >= count) break;
  }
});
afterAll(() => backend?.close());

describe("APPEND_SLASH: a path that exists only with the slash", () => {
  const slug = () => all[0]!.slug;
  const cases: Array<{ name: string; method: "GET" | "HEAD"; path: () => string; location: () => string }> = [
    { name: "GET an item", method: "GET", path: () => `${BASE}/items/${slug()}`, location: () => `${BASE}/items/${slug()}/` },
    { name: "HEAD an item", method: "HEAD", path: () => `${BASE}/items/${slug()}`, location: () => `${BASE}/items/${slug()}/` },
    {
      name: "GET an item, query kept",
      method: "GET",
      path: () => `${BASE}/items/${slug()}?utm_source=x&a=1&a=2`,
      location: () => `${BASE}/items/${slug()}/?utm_source=x&a=1&a=2`,
    },
    {
      name: "GET the list, query kept",
      method: "GET",
      path: () => `${BASE}/items?limit=5&offset=5`,
      location: () => `${BASE}/items/?limit=5&offset=5`,
    },
    { name: "GET the settings", method: "GET", path: () => `${BASE}/website`, location: () => `${BASE}/website/` },
    { name: "GET the categories", method: "GET", path: () => `${BASE}/categories`, location: () => `${BASE}/categories/` },
    {
      name: "GET downloads",
      method: "GET",
      path: () => `${BASE}/items/${all[0]!.uid}/download`,
      location: () => `${BASE}/items/${all[0]!.uid}/download/`,
    },
    // As in Django, the route decides, not the content: the slashed URL then answers its own 404.
    { name: "GET an unknown item", method: "GET", path: () => `${BASE}/items/no-such-item`, location: () => `${BASE}/items/no-such-item/` },
  ];

  it.each(cases)("$name → 301 to the path with the slash", async ({ method, path, location }) => {
    const reply = await call(path(), { method });
    expect({ status: reply.status, location: reply.location, text: reply.text }).toEqual({ status: 301, location: location(), text: "" });
  });

  it("followed as a client would, the slashless item URL answers the item", async () => {
    const first = await call(`${BASE}/items/${slug()}`);
    const followed = await call(new URL(first.location!, `${ORIGIN}${BASE}/items/${slug()}`).toString());
    expect(followed.status).toBe(200);
    expect(itemSchema.parse(followed.body)).toMatchObject({
      uid: all[0]!.uid,
      slug: slug(),
      content_object: { name: all[0]!.content_object.name },
    });
  });

  it("followed, the slashless list URL keeps its query", async () => {
    const first = await call(`${BASE}/items?limit=3&offset=2`);
    expect(uids((await page(first.location!)).results)).toEqual(uids(all.slice(2, 5)));
  });
});

describe("APPEND_SLASH comes first, as Django's middleware does", () => {
  const STUDIO = { host: "studio.localhost" };

  it("on a forced-login site, an anonymous slashless GET is redirected, and the redirect is then refused", async () => {
    const first = await call(`${BASE}/items?limit=1`, { headers: STUDIO });
    expect({ status: first.status, location: first.location }).toEqual({ status: 301, location: `${BASE}/items/?limit=1` });
    const followed = await call(`http://studio.localhost${first.location}`);
    expect(followed.status).toBe(401);
  });

  it("a slashless POST on a forced-login site says the slash is missing", async () => {
    const reply = await call(`${BASE}/ondemand/requests`, {
      method: "POST",
      body: "{}",
      headers: { ...STUDIO, "content-type": "application/json" },
    });
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 404,
      body: { type: "not_found", message: expect.stringMatching(/missing trailing slash/) },
    });
  });

  it("on an unknown host, a slashless GET is redirected before the site is looked up", async () => {
    const reply = await call(`${BASE}/website`, { headers: { host: "unknown.example" } });
    expect({ status: reply.status, location: reply.location }).toEqual({ status: 301, location: `${BASE}/website/` });
  });

  it("a thumbnail (a route without a slash) is served, not redirected", async () => {
    const path = new URL(all[0]!.content_object_thumbnail!, ORIGIN).pathname;
    const response = await backend.fetch(new Request(`${ORIGIN}${path}`, { headers: { host: "localhost" }, redirect: "manual" }));
    expect({ status: response.status, type: response.headers.get("content-type") }).toEqual({ status: 200, type: "image/jpeg" });
  });
});

describe("APPEND_SLASH: everything else stays a 404", () => {
  const MISSING_SLASH = { type: "not_found", message: expect.stringMatching(/missing trailing slash/) };
  const NOT_FOUND = { type: "not_found", message: "Not found." };
  const cases: Array<{ name: string; method: string; path: string; json?: unknown; body: unknown }> = [
    { name: "POST without the slash to a POST route", method: "POST", path: `${BASE}/contact`, json: {}, body: MISSING_SLASH },
    { name: "POST without the slash to sign in", method: "POST", path: `${BASE}/auth/login`, json: {}, body: MISSING_SLASH },
    { name: "a method no route takes, even with the slash", method: "DELETE", path: `${BASE}/items/x`, body: NOT_FOUND },
    { name: "PUT where only POST is routed", method: "PUT", path: `${BASE}/contact`, json: {}, body: NOT_FOUND },
    { name: "GET where only POST is routed", method: "GET", path: `${BASE}/contact`, body: NOT_FOUND },
    { name: "GET a path that does not exist with the slash either", method: "GET", path: `${BASE}/nothing-here`, body: NOT_FOUND },
    { name: "HEAD a path that does not exist with the slash either", method: "HEAD", path: `${BASE}/nothing-here`, body: null },
    { name: "GET one level too deep", method: "GET", path: `${BASE}/items/a/b`, body: NOT_FOUND },
    { name: "GET outside the API", method: "GET", path: "/no-such-page", body: NOT_FOUND },
    { name: "GET a path that already ends with a slash", method: "GET", path: `${BASE}/nothing-here/`, body: NOT_FOUND },
  ];

  it.each(cases)("$name → 404", async ({ method, path, json, body }) => {
    const init: RequestInit =
      json === undefined ? { method } : { method, body: JSON.stringify(json), headers: { "content-type": "application/json" } };
    const reply = await call(path, init);
    expect({ status: reply.status, location: reply.location, body: reply.body }).toEqual({ status: 404, location: null, body });
  });

  it("a path starting with // is never redirected (it would be a Location on another host)", async () => {
    const response = await backend.fetch(
      new Request(`${ORIGIN}//evil.example${BASE}/items`, { headers: { host: "localhost" }, redirect: "manual" }),
    );
    expect({ status: response.status, location: response.headers.get("location") }).toEqual({ status: 404, location: null });
  });
});

describe("limit and offset, read as LimitOffsetPagination reads them", () => {
  const cases: Array<{ query: string; offset: number; size: number }> = [
    { query: "", offset: 0, size: ITEMS_PAGE_DEFAULT },
    { query: `?limit=${ITEMS_PAGE_MAX}`, offset: 0, size: ITEMS_PAGE_MAX },
    { query: `?limit=${ITEMS_PAGE_MAX + 1}`, offset: 0, size: ITEMS_PAGE_MAX },
    { query: "?limit=1000", offset: 0, size: ITEMS_PAGE_MAX },
    { query: "?limit=99999999999999999999999", offset: 0, size: ITEMS_PAGE_MAX },
    { query: "?limit=+5", offset: 0, size: 5 },
    { query: "?limit=0", offset: 0, size: ITEMS_PAGE_DEFAULT },
    { query: "?limit=-1", offset: 0, size: ITEMS_PAGE_DEFAULT },
    { query: "?limit=abc", offset: 0, size: ITEMS_PAGE_DEFAULT },
    { query: "?limit=1.5", offset: 0, size: ITEMS_PAGE_DEFAULT },
    { query: "?limit=", offset: 0, size: ITEMS_PAGE_DEFAULT },
    { query: "?limit=5&offset=-5", offset: 0, size: 5 },
    { query: "?limit=5&offset=abc", offset: 0, size: 5 },
    { query: "?limit=5&offset=1e3", offset: 0, size: 5 },
    { query: "?limit=5&offset=", offset: 0, size: 5 },
    { query: "?limit=5&offset=7", offset: 7, size: 5 },
  ];

  it.each(cases)("/items/$query → $size items from $offset", async ({ query, offset, size }) => {
    const got = await page(`${BASE}/items/${query}`);
    expect({ count: got.count, uids: uids(got.results) }).toEqual({ count: all.length, uids: uids(all.slice(offset, offset + size)) });
  });

  it("?limit=1000 answers 200 with at most the maximum, and links on by the maximum", async () => {
    const got = await page(`${BASE}/items/?limit=1000`);
    expect(got.results).toHaveLength(ITEMS_PAGE_MAX);
    expect(got.next).toBe(itemsUrl(`?limit=${ITEMS_PAGE_MAX}&offset=${ITEMS_PAGE_MAX}`));
  });

  it("an offset past the end (however large) → no results, the same count, no next", async () => {
    for (const offset of [all.length, 10_000, "99999999999999999999"]) {
      const got = await page(`${BASE}/items/?limit=5&offset=${offset}`);
      expect({ count: got.count, results: got.results, next: got.next }).toEqual({ count: all.length, results: [], next: null });
    }
  });
});

describe("next and previous", () => {
  const cases: Array<{ query: string; next: string | null; previous: string | null }> = [
    { query: "", next: `?limit=${ITEMS_PAGE_DEFAULT}&offset=${ITEMS_PAGE_DEFAULT}`, previous: null },
    { query: "?limit=10", next: "?limit=10&offset=10", previous: null },
    { query: "?limit=10&offset=10", next: "?limit=10&offset=20", previous: "?limit=10" },
    { query: "?limit=10&offset=5", next: "?limit=10&offset=15", previous: "?limit=10" },
    { query: "?limit=10&offset=25", next: "?limit=10&offset=35", previous: "?limit=10&offset=15" },
    { query: "?offset=-3&limit=abc", next: `?limit=${ITEMS_PAGE_DEFAULT}&offset=${ITEMS_PAGE_DEFAULT}`, previous: null },
    // The query is kept (sorted, as DRF writes it); a parameter the list does not know too.
    {
      query: "?ordering=name&limit=10&offset=10&utm_source=x",
      next: "?limit=10&offset=20&ordering=name&utm_source=x",
      previous: "?limit=10&ordering=name&utm_source=x",
    },
  ];

  it.each(cases)("/items/$query", async ({ query, next, previous }) => {
    const got = await page(`${BASE}/items/${query}`);
    expect({ next: got.next, previous: got.previous }).toEqual({ next: next && itemsUrl(next), previous: previous && itemsUrl(previous) });
  });

  it("the last page has no next, and the one before the end links to it", async () => {
    const last = all.length - 10;
    const got = await page(`${BASE}/items/?limit=10&offset=${last}`);
    expect({ next: got.next, previous: got.previous }).toEqual({ next: null, previous: itemsUrl(`?limit=10&offset=${last - 10}`) });
    expect((await page(`${BASE}/items/?limit=10&offset=${last - 1}`)).next).toBe(itemsUrl(`?limit=10&offset=${last + 9}`));
  });

  const walks = [
    { name: "the whole list by 7", start: "?limit=7", filter: (_: Item) => true },
    { name: "the whole list by the maximum", start: "?limit=1000", filter: (_: Item) => true },
    {
      name: "a filtered list, with an unknown parameter",
      start: "?languages=fr&limit=9&utm_source=x",
      filter: (i: Item) => i.languages!.includes("fr"),
    },
  ];

  it.each(walks)("following next pages through $name, once each; previous walks back", async ({ start, filter }) => {
    const expected = uids(all.filter(filter));
    const seen: string[] = [];
    const visited: string[] = [];
    let url: string | null | undefined = itemsUrl(start);
    while (url) {
      expect(url.startsWith(`${ORIGIN}${BASE}/items/?`)).toBe(true);
      visited.push(url);
      const got = await page(url);
      expect(got.count).toBe(expected.length);
      seen.push(...uids(got.results));
      url = got.next;
      expect(visited.length).toBeLessThan(50);
    }
    expect(new Set(seen).size).toBe(seen.length);
    expect(seen).toEqual(expected);

    const back: string[] = [];
    for (let at: string | null | undefined = visited.at(-1); at; at = (await page(at)).previous) back.push(at);
    expect(back).toHaveLength(visited.length);
  });

  it.each<{ name: string; headers: Record<string, string>; origin: string }>([
    {
      name: "X-Forwarded-Host and -Proto, as the BFF and the edge send them",
      headers: { host: "upstream", "x-forwarded-host": "localhost", "x-forwarded-proto": "https" },
      origin: "https://localhost",
    },
    { name: "a Host with a port", headers: { host: "127.0.0.1:3000" }, origin: "http://127.0.0.1:3000" },
    {
      name: "the first of several forwarded hosts, normalised",
      headers: { host: "upstream", "x-forwarded-host": "LocalHost:8443, evil.example" },
      origin: "http://localhost:8443",
    },
    {
      name: "a scheme that is neither http nor https",
      headers: { host: "localhost", "x-forwarded-proto": "javascript" },
      origin: "http://localhost",
    },
  ])("links name the site's origin as the request does: $name", async ({ headers, origin }) => {
    const got = await page(`${BASE}/items/?limit=10&offset=10`, headers);
    expect({ next: got.next, previous: got.previous }).toEqual({
      next: `${origin}${BASE}/items/?limit=10&offset=20`,
      previous: `${origin}${BASE}/items/?limit=10`,
    });
  });
});

describe("query parameters", () => {
  it.each(["?page=3", "?format=json", "?utm_source=mail&fbclid=abc", "?limit=4&foo=<script>&bar=%E2%9C%93", "?unknown="])(
    "unknown ones are ignored: /items/%s",
    async (query) => {
      const limit = Number(new URLSearchParams(query).get("limit") ?? ITEMS_PAGE_DEFAULT);
      const got = await page(`${BASE}/items/${query}`);
      expect({ count: got.count, uids: uids(got.results) }).toEqual({ count: all.length, uids: uids(all.slice(0, limit)) });
    },
  );

  it.each([
    { query: "?ordering=bogus", field: "ordering" },
    { query: "?categories=nope&limit=1000&offset=-1", field: "categories" },
    { query: "?uid__in=42&limit=abc", field: "uid__in" },
  ])("validation errors keep their shape, and name only the bad field: $query", async ({ query, field }) => {
    const reply = await call(`${BASE}/items/${query}`);
    expect({ status: reply.status, body: reply.body }).toEqual({
      status: 400,
      body: { type: "validation_error", message: expect.any(String), errors: { [field]: [expect.any(String)] } },
    });
  });
});

describe("the contract client", () => {
  const client = () =>
    createApiClient({
      baseUrl: `${ORIGIN}${BASE}`,
      fetch: (r) => backend.fetch(r),
      headers: { host: "localhost" },
      schemas: SHAPE_SCHEMAS,
    });

  it("reads the links", async () => {
    const got = await getItems(client(), { limit: 5, offset: 5 });
    expect({ next: got.next, previous: got.previous }).toEqual({ next: itemsUrl("?limit=5&offset=10"), previous: itemsUrl("?limit=5") });
  });

  it("still parses an upstream that sends no links", () => {
    expect(pageOf(itemSchema).parse({ count: 0, results: [] })).toEqual({ count: 0, results: [] });
  });
});
