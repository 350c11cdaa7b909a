// GET /sitemap/items/ and GET /sitemap/categories/ – what the sitemaps list, per site; and the
// client's fallback to /items/ and /categories/ for an upstream without these calls.
import { and, eq, gt, isNull, lte, or } from "drizzle-orm";
import { items, websites } from "@/backend/db/schema";
import { sitemapRoutes } from "@/backend/routes/sitemap";
import { getSitemapCategories, getSitemapItems, SITEMAP_CHUNK_SIZE, sitemapCategorySchema, sitemapItemSchema } from "@/lib/api/sitemap";
import { API_BASE_PATH, createApiClient, type FetchLike } from "@/lib/api/request";
import { pageOf, type Category } from "@/lib/api/schemas";
import { SHAPE_SCHEMAS } from "@/lib/api/shape-schemas";
import { mountExtraRoutes, type ExtraApp } from "./helpers/extra-routes";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

const pageSchema = pageOf(sitemapItemSchema.strict()).strict();
const STUDIO = { host: "studio.localhost" };

let backend: TestBackend;
let app: ExtraApp;

async function get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await app.request(path, { headers });
  return { status: response.status, body: await response.json() };
}

/** Slugs of a site's items inside their publication window, straight from the database. */
async function publishedSlugs(code: string): Promise<string[]> {
  const [site] = await backend.db.select().from(websites).where(eq(websites.code, code));
  const now = new Date();
  const rows = await backend.db
    .select({ slug: items.slug })
    .from(items)
    .where(and(eq(items.websiteId, site!.id), lte(items.publishedAt, now), or(isNull(items.expiredAt), gt(items.expiredAt, now))));
  return rows.map((row) => row.slug).sort();
}

beforeAll(async () => {
  // 70 items: the seed schedules items 17 and 67 for later and has item 61 expired.
  backend = await createTestBackend({ items: 70 });
  app = mountExtraRoutes(backend, { api: [sitemapRoutes] });
});
afterAll(() => backend?.close());

describe("GET /sitemap/items/", () => {
  it("lists every published item of the site (slug, published_at), oldest first", async () => {
    const { status, body } = await get("/sitemap/items/");
    expect(status).toBe(200);
    const page = pageSchema.parse(body);
    const expected = await publishedSlugs("archive");
    expect(page.count).toBe(expected.length);
    expect(page.count).toBeLessThan(70);
    expect(page.results.map((item) => item.slug).sort()).toEqual(expected);
    const dates = page.results.map((item) => Date.parse(item.published_at!));
    expect(dates.every((date, i) => i === 0 || dates[i - 1]! <= date)).toBe(true);
    expect(dates.every((date) => date <= Date.now())).toBe(true);
  });

  it("pages with offset and limit", async () => {
    const all = pageSchema.parse((await get("/sitemap/items/")).body);
    const page = pageSchema.parse((await get("/sitemap/items/?offset=5&limit=10")).body);
    const base = `http://localhost${API_BASE_PATH}/sitemap/items/`;
    expect(page).toEqual({
      count: all.count,
      next: `${base}?limit=10&offset=15`,
      previous: `${base}?limit=10`,
      results: all.results.slice(5, 15),
    });
    expect(pageSchema.parse((await get(`/sitemap/items/?offset=${all.count}`)).body)).toMatchObject({
      count: all.count,
      next: null,
      results: [],
    });
  });

  it("keeps the sites apart", async () => {
    const studio = pageSchema.parse((await get("/sitemap/items/", STUDIO)).body);
    expect(studio.results.map((item) => item.slug).sort()).toEqual(await publishedSlugs("studio"));
    const archive = new Set(pageSchema.parse((await get("/sitemap/items/")).body).results.map((item) => item.slug));
    expect(studio.results.filter((item) => archive.has(item.slug))).toEqual([]);
  });

  // Lenient paging, as Django REST framework's: a limit out of range is clamped or defaulted, a bad
  // offset is 0 (the chunk size is the maximum and the default).
  it.each([
    { query: "?limit=0", count: SITEMAP_CHUNK_SIZE, offset: 0 },
    { query: "?limit=5001", count: SITEMAP_CHUNK_SIZE, offset: 0 },
    { query: "?limit=ten", count: SITEMAP_CHUNK_SIZE, offset: 0 },
    { query: "?limit=3&offset=-1", count: 3, offset: 0 },
    { query: "?limit=3&offset=x", count: 3, offset: 0 },
  ])("$query → 200, the page that DRF would answer", async ({ query, count, offset }) => {
    const all = pageSchema.parse((await get("/sitemap/items/")).body);
    const { status, body } = await get(`/sitemap/items/${query}`);
    expect(status).toBe(200);
    expect(pageSchema.parse(body).results).toEqual(all.results.slice(offset, offset + count));
  });
});

describe("GET /sitemap/categories/", () => {
  it("lists the slug of every category of the site, in position order", async () => {
    const { status, body } = await get("/sitemap/categories/");
    expect(status).toBe(200);
    const list = sitemapCategorySchema.strict().array().parse(body);
    const categories = (await (await backend.request("/categories/")).json()) as { results: Category[] };
    expect(list).toEqual(categories.results.map(({ slug }) => ({ slug })));
    const studio = sitemapCategorySchema.array().parse((await get("/sitemap/categories/", STUDIO)).body);
    expect(studio.length).toBeGreaterThan(0);
    expect(studio.some(({ slug }) => slug === list[0]!.slug)).toBe(false);
  });
});

describe("the sitemap client", () => {
  const through =
    (fetchPath: (path: string, init: RequestInit) => Promise<Response>): FetchLike =>
    (request) => {
      const url = new URL(request.url);
      return fetchPath(url.pathname + url.search, { headers: request.headers });
    };
  const clientWith = (fetch: FetchLike) =>
    createApiClient({ baseUrl: `http://localhost${API_BASE_PATH}`, fetch, headers: { host: "localhost" }, schemas: SHAPE_SCHEMAS });

  it("reads the sitemap calls", async () => {
    const client = clientWith(through(app.fetchPath));
    const page = await getSitemapItems(client, { offset: 0, limit: 5000 });
    expect(page.count).toBe((await publishedSlugs("archive")).length);
    expect((await getSitemapCategories(client)).length).toBeGreaterThan(10);
  });

  it("falls back to /items/ and /categories/ on an upstream without them, with the same answers", async () => {
    const withSitemap = clientWith(through(app.fetchPath));
    // A Django-style upstream: its 404 body is not our error shape.
    const without = clientWith((request) =>
      new URL(request.url).pathname.includes("/sitemap/")
        ? Promise.resolve(Response.json({ detail: "Not found." }, { status: 404 }))
        : backend.fetch(request),
    );
    for (const page of [
      { offset: 0, limit: 5000 },
      { offset: 3, limit: 150 },
      { offset: 60, limit: 7 },
    ]) {
      expect(await getSitemapItems(without, page)).toEqual(await getSitemapItems(withSitemap, page));
    }
    expect(await getSitemapCategories(without)).toEqual(await getSitemapCategories(withSitemap));
  });
});
