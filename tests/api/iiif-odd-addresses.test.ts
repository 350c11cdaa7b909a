// Addresses no IIIF resource has, on every service (app/iiif/): each is a 4xx, never a 5xx, whatever
// the content API makes of the value passed on.
import type { Backend } from "@/backend/instance";
import { GET as accessRoute } from "@/app/iiif/auth/access/[slug]/route";
import { GET as probeRoute } from "@/app/iiif/auth/probe/[uid]/route";
import { GET as tokenRoute } from "@/app/iiif/auth/token/route";
import { GET as captionsRoute } from "@/app/iiif/media/[uid]/captions/[lang]/route";
import { GET as mediaRoute } from "@/app/iiif/media/[uid]/route";
import { GET as itemCollectionRoute } from "@/app/iiif/collection/manifest/route";
import { GET as itemMediaRoute } from "@/app/iiif/media/manifest/route";
import { categories, items } from "@/backend/db/schema";
import { and, eq, isNull } from "drizzle-orm";
import { publishedItems } from "./helpers/catalogue";
import { params, request, siteId, tokenOf, type Json } from "./helpers/iiif";
import { archiveAccounts, createTestBackend, type TestBackend } from "./helpers/test-backend";

// The pages' cached reads are plain calls here: no framework around them to keep anything.
jest.mock("next/cache", () => ({ cacheLife: () => undefined, cacheTag: () => undefined }));
// This process's backend (what lib/server/upstream.ts, data.ts and the IIIF secret open) is the test's.
let mockBackend: Promise<Pick<Backend, "app" | "deps">> | undefined;
jest.mock("@/backend/instance-holder", () => ({ processBackend: () => mockBackend }));

let backend: TestBackend;
let session: string;

beforeAll(async () => {
  backend = await createTestBackend({ items: 8 });
  mockBackend = Promise.resolve({ app: backend.app, deps: backend.deps });
  const accounts = await archiveAccounts(backend.db);
  session = tokenOf((await accounts.session(accounts.idOf("member"))).authorization);
}, 120_000);
afterAll(() => backend?.close());

describe("odd addresses", () => {
  const odd = ["abc", "..", "a b", "ü", "<script>", "%00", "00000000-0000-4000-8000-00000000000Z", "-".repeat(64)];

  it("answer 4xx, never 5xx, on every IIIF service", async () => {
    const statuses: Array<[string, number]> = [];
    for (const value of odd) {
      statuses.push([`media ${value}`, (await mediaRoute(request("/iiif/media/x"), params({ uid: value }))).status]);
      statuses.push([
        `captions ${value}`,
        (await captionsRoute(request("/iiif/media/x/captions/x"), params({ uid: value, lang: value }))).status,
      ]);
      statuses.push([
        `ticket ${value}`,
        (await mediaRoute(request(`/iiif/media/x?ticket=${encodeURIComponent(value)}`), params({ uid: value }))).status,
      ]);
      statuses.push([
        `probe ${value}`,
        (await probeRoute(request("/iiif/auth/probe/x", { headers: { authorization: `Bearer ${value}` } }), params({ uid: value }))).status,
      ]);
      statuses.push([
        `access ${value}`,
        (await accessRoute(request("/iiif/auth/access/x", { cookie: session }), params({ slug: value }))).status,
      ]);
      const query = new URLSearchParams({ messageId: value, origin: value });
      statuses.push([`token ${value}`, (await tokenRoute(request(`/iiif/auth/token?${query}`))).status]);
    }
    expect(statuses.filter(([, status]) => status >= 500)).toEqual([]);
  });
});

describe("slugs alike with the services' segments", () => {
  it("an item slugged `media` or `collection` has its manifest; with no item `collection`, a category `manifest` its collection", async () => {
    const archive = await siteId(backend.db, "archive");
    const [first, second] = await publishedItems(backend.db, archive, "public");
    const [category] = await backend.db
      .select()
      .from(categories)
      .where(and(eq(categories.websiteId, archive), isNull(categories.parentUid)))
      .limit(1);
    const rename = (uid: string, slug: string) => backend.db.update(items).set({ slug }).where(eq(items.uid, uid));
    await rename(first!.uid, "media");
    await rename(second!.uid, "collection");
    await backend.db.update(categories).set({ slug: "manifest" }).where(eq(categories.id, category!.id));
    try {
      const media = await itemMediaRoute(request("/iiif/media/manifest"));
      expect(media.status).toBe(200);
      expect(((await media.json()) as Json).id).toBe("http://localhost:3000/iiif/media/manifest");
      const item = await itemCollectionRoute(request("/iiif/collection/manifest"));
      expect(((await item.json()) as Json).type).toBe("Manifest");
      await rename(second!.uid, second!.slug);
      const collection = await itemCollectionRoute(request("/iiif/collection/manifest"));
      expect(collection.status).toBe(200);
      expect(((await collection.json()) as Json).type).toBe("Collection");
    } finally {
      await rename(first!.uid, first!.slug);
      await rename(second!.uid, second!.slug);
      await backend.db.update(categories).set({ slug: category!.slug }).where(eq(categories.id, category!.id));
    }
  });
});
