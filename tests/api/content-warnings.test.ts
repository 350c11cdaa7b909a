// Content warnings (issue 14): an item's own, else the first of its categories' (in the order of its
// `categories`), else null — in the request's language — on the item detail, in lists, and on
// categories. The demo seed sets a few; this file adds a case of its own before any request (the list
// cache would otherwise keep the first answer).
import { asc, eq } from "drizzle-orm";
import { categories, itemCategories, items, medias, playlistMedias, websites } from "@/backend/db/schema";
import { mediaDetailSchema } from "@/lib/api/player-schemas";
import { categorySchema, itemSchema, pageOf } from "@/lib/api/schemas";
import { createTestBackend, studioSession, type TestBackend } from "./helpers/test-backend";

const FR = { "accept-language": "fr" };
const STUDIO: Record<string, string> = { host: "studio.localhost" };

/** The seed's texts (backend/seed/content-warnings.ts). */
const SEEDED = {
  item: { en: "This testimony describes violence and death in detail.", fr: "Ce témoignage décrit en détail des violences et des morts." },
  category: {
    en: "Testimonies in this category describe places where people were killed and buried.",
    fr: "Les témoignages de cette catégorie décrivent des lieux où des personnes ont été tuées et enterrées.",
  },
  studio: {
    en: "Some documentaries in this category show scenes of conflict and its victims.",
    fr: "Certains documentaires de cette catégorie montrent des scènes de conflit et leurs victimes.",
  },
};
/** This file's own: two warned categories on one item, the first of which wins. */
const FIRST = { en: "First category's warning.", fr: "Avertissement de la première catégorie." };
const SECOND = { en: "Second category's warning.", fr: "Avertissement de la seconde catégorie." };

let backend: TestBackend;
/** Slugs of archive items by case. */
const slugs = { own: "", inherited: "", twoCategories: "", blankOwn: "", untranslated: "", none: "" };

async function get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await backend.request(path, { headers });
  return { status: response.status, body: await response.json() };
}

/** An item's warning as its detail and its list entry answer it (they must agree). */
async function warningOf(slug: string, headers?: Record<string, string>): Promise<string | null | undefined> {
  const detail = await get(`/items/${slug}/`, headers);
  expect(detail.status).toBe(200);
  const item = itemSchema.strict().parse(detail.body);
  const listed = await get(`/items/?uid__in=${item.uid}`, headers);
  expect(listed.status).toBe(200);
  expect(
    pageOf(itemSchema.strict())
      .parse(listed.body)
      .results.map((i) => i.content_warning),
  ).toEqual([item.content_warning]);
  return item.content_warning;
}

beforeAll(async () => {
  backend = await createTestBackend();
  Object.assign(STUDIO, await studioSession(backend));
  const { db } = backend;
  const [site] = await db.select().from(websites).where(eq(websites.code, "archive"));
  const siteItems = await db.select().from(items).where(eq(items.websiteId, site!.id)).orderBy(asc(items.id));
  const published = siteItems.filter((i) => i.publishedAt! <= new Date() && !i.expiredAt);
  const links = await db
    .select({ itemId: itemCategories.itemId, categoryId: categories.id, slug: categories.slug, warning: categories.contentWarning })
    .from(itemCategories)
    .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
    .orderBy(asc(itemCategories.position), asc(categories.id));
  const categoriesOf = (id: number) => links.filter((l) => l.itemId === id);
  const unwarned = published.filter((i) => !i.contentWarning && categoriesOf(i.id).every((c) => !c.warning));

  // Two categories, neither warned yet: both get one here.
  const pair = unwarned.find((i) => categoriesOf(i.id).length >= 2)!;
  const [first, second] = categoriesOf(pair.id);
  const outsidePair = (id: number) =>
    categoriesOf(id).every((c) => c.categoryId !== first!.categoryId && c.categoryId !== second!.categoryId);
  slugs.twoCategories = pair.slug;
  slugs.own = published.find((i) => i.contentWarning === SEEDED.item.en)!.slug;
  slugs.inherited = published.find(
    (i) => !i.contentWarning && outsidePair(i.id) && categoriesOf(i.id).some((c) => c.slug === "sites-surveyed-in-region-a"),
  )!.slug;
  await db
    .update(categories)
    .set({ contentWarning: SECOND.en, i18n: { fr: { name: "Seconde", content_warning: SECOND.fr } } })
    .where(eq(categories.id, second!.categoryId));
  await db
    .update(categories)
    .set({ contentWarning: FIRST.en, i18n: { fr: { name: "Première", content_warning: FIRST.fr } } })
    .where(eq(categories.id, first!.categoryId));
  // A blank own warning is none; an untranslated one falls back to English.
  const rest = unwarned.filter((i) => outsidePair(i.id));
  slugs.blankOwn = rest[0]!.slug;
  await db
    .update(items)
    .set({ contentWarning: "   ", i18n: { fr: { content_warning: " " } } })
    .where(eq(items.id, rest[0]!.id));
  slugs.none = rest[1]!.slug;
  slugs.untranslated = rest[2]!.slug;
  await db.update(items).set({ contentWarning: "Untranslated warning." }).where(eq(items.id, rest[2]!.id));
});
afterAll(() => backend?.close());

describe("GET /items/{slug}/ and GET /items/ – content_warning", () => {
  const cases: Array<{ name: string; slug: () => string; en: string | null; fr: string | null }> = [
    { name: "an item with its own warning", slug: () => slugs.own, ...SEEDED.item },
    { name: "an item without one takes its category's", slug: () => slugs.inherited, ...SEEDED.category },
    { name: "of two warned categories, the first of the item's categories wins", slug: () => slugs.twoCategories, ...FIRST },
    { name: "a blank own warning is none", slug: () => slugs.blankOwn, en: null, fr: null },
    { name: "an item and categories without any: null", slug: () => slugs.none, en: null, fr: null },
    {
      name: "an untranslated warning shows in English on the French site",
      slug: () => slugs.untranslated,
      en: "Untranslated warning.",
      fr: "Untranslated warning.",
    },
  ];
  it.each(cases)("$name", async ({ slug, en, fr }) => {
    expect(await warningOf(slug())).toBe(en);
    expect(await warningOf(slug(), FR)).toBe(fr);
  });

  it("the item's categories are listed in the order the inheritance follows", async () => {
    const { body } = await get(`/items/${slugs.twoCategories}/`, FR);
    const names = itemSchema.parse(body).categories.map((c) => c.name);
    expect(names.slice(0, 2)).toEqual(["Première", "Seconde"]);
  });

  it("the studio's items take their category's warning too", async () => {
    const { status, body } = await get("/items/?limit=100", STUDIO);
    expect(status).toBe(200);
    const page = pageOf(itemSchema.strict()).parse(body);
    const filed = page.results.filter((i) => i.categories[0]?.slug === "feature-documentaries");
    expect(filed.length).toBeGreaterThan(0);
    // Its own warning, if the seed gave it one, comes first; otherwise the category's.
    const own = new Map(
      (await backend.db.select({ uid: items.uid, warning: items.contentWarning }).from(items)).map((row) => [row.uid, row.warning]),
    );
    expect(filed.map((i) => i.content_warning)).toEqual(filed.map((i) => own.get(i.uid) ?? SEEDED.studio.en));
  });
});

describe("GET /categories/ and GET /categories/{slug}/ – content_warning", () => {
  it.each([
    { locale: "en", headers: undefined, text: SEEDED.category.en },
    { locale: "fr", headers: FR, text: SEEDED.category.fr },
  ])("a warned category carries its text ($locale)", async ({ headers, text }) => {
    const { status, body } = await get("/categories/sites-surveyed-in-region-a/", headers);
    expect(status).toBe(200);
    expect(categorySchema.strict().parse(body).content_warning).toBe(text);
  });

  it("a category without one answers null, and the list holds exactly the warned ones", async () => {
    const { status, body } = await get("/categories/region-a/");
    expect({ status, warning: (body as { content_warning?: unknown }).content_warning }).toEqual({ status: 200, warning: null });
    const listed = pageOf(categorySchema.strict()).parse((await get("/categories/")).body).results;
    const warned = listed.filter((c) => c.content_warning !== null).map((c) => c.content_warning);
    expect(warned.sort()).toEqual([FIRST.en, SECOND.en, SEEDED.category.en].sort());
  });

  it("the studio's warned category, in French", async () => {
    const { status, body } = await get("/categories/feature-documentaries/", { ...STUDIO, ...FR });
    expect({ status, warning: categorySchema.parse(body).content_warning }).toEqual({ status: 200, warning: SEEDED.studio.fr });
  });
});

describe("GET /medias/{uid}/ – the warning of an item showing the media (its own, else a playlist's)", () => {
  it("a media of a playlist that is warned, itself shown by an unwarned item or none, carries the playlist's warning", async () => {
    const { db } = backend;
    // A playlist item with a warning of its own, and one of its medias.
    const [playlist] = await db
      .select({ id: items.id, uid: items.uid, playlistId: items.playlistId })
      .from(items)
      .where(eq(items.contentObjectType, "playlist"))
      .orderBy(asc(items.id))
      .limit(1);
    const [member] = await db.select().from(playlistMedias).where(eq(playlistMedias.playlistId, playlist!.playlistId!)).limit(1);
    const [media] = await db.select({ uid: medias.uid }).from(medias).where(eq(medias.id, member!.mediaId));
    const before = await get(`/medias/${media!.uid}/`);
    expect(before.status).toBe(200);
    const text = "A playlist's own warning.";
    await db
      .update(items)
      .set({ contentWarning: text, i18n: { fr: { content_warning: "L'avertissement de la série." } } })
      .where(eq(items.id, playlist!.id));
    // Items shown alone without any warning of their own or their categories' would answer null before.
    const own = mediaDetailSchema.parse(before.body).content_warning;
    const after = mediaDetailSchema.parse((await get(`/medias/${media!.uid}/`)).body).content_warning;
    expect(after).toEqual(own ?? { item_uid: playlist!.uid, text });
    if (!own) {
      expect(mediaDetailSchema.parse((await get(`/medias/${media!.uid}/`, FR)).body).content_warning).toEqual({
        item_uid: playlist!.uid,
        text: "L'avertissement de la série.",
      });
    }
  });

  it("a media no warned item shows answers null", async () => {
    const detail = await get(`/items/${slugs.none}/`);
    const item = itemSchema.parse(detail.body);
    expect(item.content_object_type).toBe("media");
    const media = mediaDetailSchema.parse((await get(`/medias/${item.content_object_id}/`)).body);
    expect(media.content_warning ?? null).toBeNull();
  });
});
