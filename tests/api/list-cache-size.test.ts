// The page cache weighs each page by its characters as JSON (services/items/list-cache.ts), walked
// rather than serialised: the walk must stay close to what serialising would say.
import { sizeOf, type CachedPage } from "@/backend/services/items/list-cache";
import type { ItemRow } from "@/backend/services/items/content";

function row(id: number, description: string): ItemRow {
  return {
    id,
    uid: `0b6c1f9e-3d5a-4c1e-9a7f-${String(id).padStart(12, "0")}`,
    slug: `testimony-${id}-village-memories`,
    websiteId: 1,
    contentObjectType: "media",
    visibilityType: "public",
    monetizationEnabled: false,
    isContentDownloadable: true,
    publishedAt: new Date("2026-01-02T03:04:05Z"),
    expiredAt: null,
    languages: ["en", "uk"],
    mediaId: id,
    playlistId: null,
    contentWarning: null,
    itemI18n: {},
    objectUid: `7d1e2f3a-4b5c-4d6e-8f70-${String(id).padStart(12, "0")}`,
    name: `Testimony ${id} – Village memories`,
    excerpt: description.slice(0, 120),
    excerptIsCustom: false,
    description,
    i18n: { fr: { name: `Témoignage ${id}`, description: description.toUpperCase() } },
    tags: ["childhood", "après-guerre", "letters"],
    type: "video",
    duration: 1800 + id,
    mediasCount: 0,
    customFields: { place: "Kyiv", year: 1943, witnesses: ["A", "B"] },
  };
}

function page(description: string): CachedPage {
  const rows = Array.from({ length: 30 }, (_, i) => row(i + 1, description));
  return {
    count: 1097,
    rows,
    relations: {
      categories: new Map(rows.map((r) => [r.id, [{ uid: "c1", slug: "recent-additions", name: "Recent additions" }]])),
      warnings: new Map([[3, "Descriptions of violence."]]),
      prices: new Map(),
      plans: new Map(),
    },
    hits: new Map(rows.slice(0, 10).map((r) => [r.id, [{ start: 12.5, end: 15, text: "the village where we lived" }]])),
  };
}

function serialisedLength(p: CachedPage): number {
  const { categories, prices, plans, warnings } = p.relations;
  return JSON.stringify([p.rows, [...categories], [...prices], [...plans], [...warnings], [...(p.hits ?? [])]]).length;
}

it.each([
  ["short descriptions", "Placeholder."],
  ["long descriptions", "Recalls the square, the church and the road to the market. ".repeat(40)],
])("a page of 30 items with %s weighs within 10%% of its JSON", (_, description) => {
  const p = page(description);
  const expected = serialisedLength(p);
  expect(Math.abs(sizeOf(p) - expected) / expected).toBeLessThan(0.1);
});
