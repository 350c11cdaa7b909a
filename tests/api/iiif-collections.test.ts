// The IIIF collections (app/iiif/collection/) on the archive, with enough items for two pages:
// the site's and a category's, parsed with @iiif/parser, their pages chained and bounded.
import type { Backend } from "@/backend/instance";
import { GET as collectionRoute } from "@/app/iiif/collection/[category]/route";
import { publishedItems } from "./helpers/catalogue";
import { manifest, ORIGIN, params, parsed, PRESENTATION, request, siteId, type Init, type Json } from "./helpers/iiif";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

// The pages' cached reads are plain calls here: no framework around them to keep anything.
jest.mock("next/cache", () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
// This process's backend (what lib/server/upstream.ts and data.ts open) is the test's.
let mockBackend: Promise<Pick<Backend, "app" | "deps">> | undefined;
jest.mock("@/backend/instance-holder", () => ({ processBackend: () => mockBackend }));

let backend: TestBackend;
let publicSlug: string;

beforeAll(async () => {
  backend = await createTestBackend({ items: 120 });
  mockBackend = Promise.resolve({ app: backend.app, deps: backend.deps });
  publicSlug = (await publishedItems(backend.db, await siteId(backend.db, "archive"), "public"))[0]!.slug;
}, 120_000);
afterAll(() => backend?.close());

describe("collections", () => {
  async function collection(category: string, query = "", init: Init = {}) {
    const response = await collectionRoute(request(`/iiif/collection/${category}${query}`, init), params({ category }));
    return { status: response.status, headers: response.headers, body: (await response.json()) as Json };
  }

  it("the site's: its top categories, then its items' manifests, in pages of 100 chained by a next reference", async () => {
    const first = await collection("top");
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe(`application/ld+json;profile="${PRESENTATION}"`);
    expect(first.body).toMatchObject({ "@context": PRESENTATION, id: `${ORIGIN}/iiif/collection/top`, type: "Collection" });
    const refs = first.body.items as Json[];
    expect(refs.some((r) => r.type === "Collection" && String(r.id).startsWith(`${ORIGIN}/iiif/collection/`))).toBe(true);
    expect(refs.filter((r) => r.type === "Manifest").length).toBe(100);
    expect(refs[refs.length - 1]).toMatchObject({
      id: `${ORIGIN}/iiif/collection/top?page=2`,
      type: "Collection",
      label: { en: ["Next page"], fr: ["Page suivante"] },
    });
    expect(Object.keys(parsed(first.body).Manifest).length).toBe(100);

    const second = await collection("top", "?page=2");
    expect(second.status).toBe(200);
    expect(second.body.partOf).toEqual([expect.objectContaining({ id: `${ORIGIN}/iiif/collection/top`, type: "Collection" })]);
    expect((second.body.items as Json[]).every((r) => r.type === "Manifest")).toBe(true);
    expect((await collection("top", "?page=99")).status).toBe(404);
    for (const page of ["0", "-1", "abc", "1.5", "100000"]) expect((await collection("top", `?page=${page}`)).status).toBe(400);
  });

  it("a category's: its sub-categories and items, each manifest naming the category back in partOf", async () => {
    const { body: manifestBody } = await manifest(publicSlug);
    const partOf = (manifestBody.partOf as Json[])[0]!;
    const slug = String(partOf.id).split("/").pop()!;
    const { status, body } = await collection(slug);
    expect(status).toBe(200);
    expect(body.label).toEqual(partOf.label);
    expect((body.items as Json[]).some((r) => r.id === `${ORIGIN}/iiif/${publicSlug}/manifest`)).toBe(true);
    expect((await collection("no-such-category")).status).toBe(404);
  });
});
