// Lists and searches ordered by name read the sortable names the search index keeps
// (items.sort_name_*, services/search-index.ts): they follow a rename once the index is refreshed,
// in each locale, and a search gives the order its items have in the plain list.
import { and, eq, isNotNull } from "drizzle-orm";
import { items, medias, websites } from "@/backend/db/schema";
import { refreshSearchIndex } from "@/backend/services/search-index";
import { itemSchema, pageOf } from "@/lib/api/schemas";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

const listSchema = pageOf(itemSchema.strict()).strict();

let backend: TestBackend;

async function uidsOf(query: string, locale = "en"): Promise<string[]> {
  const response = await backend.request(`/items/${query}`, { headers: { "accept-language": locale } });
  expect(response.status).toBe(200);
  return listSchema.parse(await response.json()).results.map((i) => i.uid);
}

beforeAll(async () => {
  backend = await createTestBackend();
});
afterAll(() => backend?.close());

it("a search ordered by name sorts like the plain list, and both follow a rename once the index is refreshed", async () => {
  for (const locale of ["en", "fr"]) {
    for (const ordering of ["name", "-name"]) {
      const listed = await uidsOf(`?limit=100&ordering=${ordering}`, locale);
      const searched = new Set(await uidsOf("?search=placeholder&limit=100", locale));
      expect(searched.size).toBeGreaterThan(2);
      expect(await uidsOf(`?search=placeholder&limit=100&ordering=${ordering}`, locale)).toEqual(listed.filter((uid) => searched.has(uid)));
    }
  }

  const [archive] = await backend.db.select({ id: websites.id }).from(websites).where(eq(websites.code, "archive"));
  const [last] = await backend.db
    .select({ uid: items.uid, mediaId: items.mediaId })
    .from(items)
    .where(and(eq(items.websiteId, archive!.id), isNotNull(items.mediaId), isNotNull(items.publishedAt)))
    .orderBy(items.id)
    .limit(1);
  // An accented capital sorts as its letter: "Ä…" comes before every other name, in both locales.
  await backend.db.update(medias).set({ name: "Äaa placeholder", i18n: {} }).where(eq(medias.id, last!.mediaId!));
  await refreshSearchIndex(backend.db, archive!.id);
  for (const locale of ["en", "fr"]) {
    expect((await uidsOf("?limit=5&ordering=name", locale))[0]).toBe(last!.uid);
    expect((await uidsOf("?search=placeholder&limit=100&ordering=name", locale))[0]).toBe(last!.uid);
    expect((await uidsOf("?search=placeholder&limit=100&ordering=-name", locale)).at(-1)).toBe(last!.uid);
  }
});
