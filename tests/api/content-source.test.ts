// The pages' content source (lib/content/source.ts) has two implementations: the built-in
// backend's services called in this process, and an existing backend over HTTP. Both must give the
// same answers and the same errors for every call, here against the demo archive.
import { ServerError } from "@/lib/api/errors";
import { httpContentSource } from "@/lib/content/http";
import { inProcessContentSource } from "@/lib/content/in-process";
import type { ContentScope, ContentSource } from "@/lib/content/source";
import { DEMO_SITES } from "@/backend/seed/demo-accounts";
import { publishedItems } from "./helpers/catalogue";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
let inProcess: ContentSource;
let overHttp: ContentSource;
beforeAll(async () => {
  backend = await createTestBackend();
  inProcess = inProcessContentSource(async () => backend.deps);
  // As an existing backend answers over the network: a request, a JSON answer, the schemas.
  overHttp = httpContentSource("http://content.internal", (request) => backend.fetch(request));
});
afterAll(() => backend?.close());

const archive: ContentScope = { site: DEMO_SITES.archive.host, locale: "en" };
const archiveFr: ContentScope = { ...archive, locale: "fr" };

/** Both implementations' outcome of one call, as data: the answer as JSON, or the error's fields. */
async function both<T>(call: (source: ContentSource) => Promise<T>): Promise<[unknown, unknown]> {
  const settle = async (source: ContentSource) => {
    try {
      // A file link is signed until a moment counted in seconds: two calls may fall on either side
      // of one. Both must sign; what they sign is compared without its moment.
      const json = JSON.stringify(await call(source)).replace(/\?exp=\d+&sig=[\w-]+/g, "?exp=…&sig=…");
      return { answer: JSON.parse(json) as unknown };
    } catch (error) {
      if (!(error instanceof ServerError)) throw error;
      return { error: { status: error.status, type: error.type, message: error.message, errors: error.errors } };
    }
  };
  return [await settle(inProcess), await settle(overHttp)];
}

async function expectSame<T>(call: (source: ContentSource) => Promise<T>): Promise<unknown> {
  const [local, remote] = await both(call);
  expect(local).toEqual(remote);
  return local;
}

async function itemSlugs(visibility: string): Promise<string[]> {
  const [site] = await backend.db.query.websites.findMany({ where: (w, { eq }) => eq(w.code, "archive") });
  return (await publishedItems(backend.db, site!.id, visibility)).map((row) => row.slug);
}

describe("the two content sources answer alike", () => {
  it("settings, in each language", async () => {
    expect(await expectSame((s) => s.getSettings(archive))).toMatchObject({ answer: { name: "Testimony Archive" } });
    expect(await expectSame((s) => s.getSettings(archiveFr))).toMatchObject({ answer: { name: "Archives des témoignages" } });
  });

  it("an unknown site is the same 404", async () => {
    expect(await expectSame((s) => s.getSettings({ site: "nowhere.example", locale: "en" }))).toMatchObject({
      error: { status: 404, type: "site_not_found" },
    });
  });

  it("categories, one category, and an unknown one", async () => {
    const listed = (await expectSame((s) => s.listCategories(archive))) as { answer: Array<{ slug: string }> };
    expect(listed.answer.length).toBeGreaterThan(0);
    await expectSame((s) => s.getCategory(archiveFr, listed.answer[0]!.slug));
    expect(await expectSame((s) => s.getCategory(archive, "no-such-category"))).toMatchObject({ error: { status: 404 } });
    expect(await expectSame((s) => s.getCategory(archive, "x".repeat(500)))).toMatchObject({ error: { status: 404 } });
  });

  it("items: paged, ordered, filtered, searched", async () => {
    const page = (await expectSame((s) => s.listItems(archive, { limit: 5, offset: 2, ordering: "-published_at" }))) as {
      answer: { count: number; results: unknown[] };
    };
    expect(page.answer.results).toHaveLength(5);
    expect(page.answer.count).toBeGreaterThan(5);
    const categories = await inProcess.listCategories(archive);
    await expectSame((s) => s.listItems(archiveFr, { categories: [categories[0]!.uid], limit: 3 }));
    await expectSame((s) => s.listItems(archive, { search: "testimony", limit: 4 }));
    await expectSame((s) => s.listItems(archive, { languages: ["fr"], limit: 2 }));
  });

  it("a bad item query is the same 400", async () => {
    expect(await expectSame((s) => s.listItems(archive, { ordering: "nonsense" }))).toMatchObject({
      error: { status: 400, type: "validation_error", errors: { ordering: expect.any(Array) } },
    });
    expect(await expectSame((s) => s.listItems(archive, { categories: ["not-a-uid"] }))).toMatchObject({ error: { status: 400 } });
  });

  it("one item, public and sold, as an anonymous visitor sees it", async () => {
    const [publicSlug] = await itemSlugs("public");
    const [soldSlug] = await itemSlugs("on_demand");
    expect(await expectSame((s) => s.getItem(archive, publicSlug!))).toMatchObject({ answer: { slug: publicSlug, has_access: true } });
    expect(await expectSame((s) => s.getItem(archiveFr, soldSlug!))).toMatchObject({
      answer: { slug: soldSlug, has_access: false },
    });
    expect(await expectSame((s) => s.getItem(archive, "no-such-item"))).toMatchObject({ error: { status: 404 } });
    expect(await expectSame((s) => s.getItem(archive, "y".repeat(400)))).toMatchObject({ error: { status: 404 } });
  });

  it("a page of blocks, and pages that are not there", async () => {
    const settings = await inProcess.getSettings(archive);
    const home = settings.home_page as number;
    expect(await expectSame((s) => s.getPage(archiveFr, home))).toMatchObject({ answer: { id: home } });
    expect(await expectSame((s) => s.getPage(archive, 999_999))).toMatchObject({ error: { status: 404 } });
  });

  it("the legal notice", async () => {
    expect(await expectSame((s) => s.getLegal(archiveFr))).toMatchObject({ answer: expect.any(String) });
  });

  it("the sitemaps' slugs", async () => {
    const items = (await expectSame((s) => s.listSitemapItems(archive.site, { offset: 3, limit: 10 }))) as {
      answer: { results: unknown[] };
    };
    expect(items.answer.results).toHaveLength(10);
    await expectSame((s) => s.listSitemapCategories(archive.site));
  });

  it("the OAI-PMH harvest calls: a page after a record, one record, a missing one, the repository", async () => {
    const first = (await expectSame((s) => s.listOaiRecords(archive.site, { limit: 5 }))) as {
      answer: { count: number; results: Array<{ uid: string; datestamp: string }> };
    };
    expect(first.answer.results).toHaveLength(5);
    const last = first.answer.results[4]!;
    await expectSame((s) => s.listOaiRecords(archive.site, { limit: 5, after: last, from: "2000-01-01T00:00:00Z" }));
    await expectSame((s) => s.getOaiRecord(archive.site, last.uid));
    expect(await expectSame((s) => s.getOaiRecord(archive.site, "00000000-0000-4000-8000-000000000000"))).toMatchObject({
      error: { status: 404 },
    });
    expect(await expectSame((s) => s.getOaiRepository(archive.site))).toMatchObject({
      answer: { admin_email: "contact@archive.example.org" },
    });
  });
});
