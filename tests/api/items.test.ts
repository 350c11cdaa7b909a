// GET /items/ and GET /items/{slug}/ – filters, paging, ordering, publication window, detail (spec §3, §7).
import { and, asc, eq, gt, isNotNull, lte, or } from "drizzle-orm";
import { items, medias, playlistMedias, websites } from "@/backend/db/schema";
import { itemSchema, pageOf, type Item } from "@/lib/api/schemas";
import { createTestBackend, studioSession, type TestBackend } from "./helpers/test-backend";

const listSchema = pageOf(itemSchema.strict()).strict();
const FR = { "accept-language": "fr" };
/** The studio forces sign-in (spec §2): its reads carry a session, signed in before all. */
const STUDIO: Record<string, string> = { host: "studio.localhost" };

let backend: TestBackend;
/** Every published archive item, newest first (the default ordering). */
let all: Item[];
/** Archive items outside their publication window, straight from the database. */
let hidden: { uid: string; slug: string; why: string }[];

async function get(path: string, headers?: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await backend.request(path, { headers });
  return { status: response.status, body: await response.json() };
}

async function list(query = "", headers?: Record<string, string>) {
  const { status, body } = await get(`/items/${query}`, headers);
  expect({ status, type: (body as { type?: string }).type }).toEqual({ status: 200, type: undefined });
  return listSchema.parse(body);
}

const uids = (page: Item[]) => page.map((i) => i.uid);
const sorted = (values: string[]) => [...values].sort();

beforeAll(async () => {
  // 70 items: the seed unpublishes item 61 (expired_at in the past) and schedules items 17 and 67.
  backend = await createTestBackend({ items: 70 });
  Object.assign(STUDIO, await studioSession(backend));
  const first = await list("?limit=100");
  all = first.results;
  const [site] = await backend.db.select().from(websites).where(eq(websites.code, "archive"));
  const now = new Date();
  const rows = await backend.db
    .select({ uid: items.uid, slug: items.slug, publishedAt: items.publishedAt, expiredAt: items.expiredAt })
    .from(items)
    .where(and(eq(items.websiteId, site!.id), or(gt(items.publishedAt, now), and(isNotNull(items.expiredAt), lte(items.expiredAt, now)))));
  hidden = rows.map((r) => ({ uid: r.uid, slug: r.slug, why: r.publishedAt! > now ? "future published_at" : "past expired_at" }));
});
afterAll(() => backend?.close());

describe("GET /items/ – only published items", () => {
  it("lists every published item once, in the contract's shape, count = total", async () => {
    expect(all.length).toBe(67);
    expect(new Set(uids(all)).size).toBe(all.length);
    expect((await list("?limit=1")).count).toBe(67);
  });

  it("the seed holds both kinds of unpublished item", () => {
    expect(hidden.map((h) => h.why).sort()).toEqual(["future published_at", "future published_at", "past expired_at"]);
  });

  it("never lists an item before published_at or after expired_at, even when asked for it by uid", async () => {
    const shown = new Set(uids(all));
    for (const item of hidden) expect(shown.has(item.uid)).toBe(false);
    const asked = await list(`?uid__in=${hidden.map((h) => h.uid).join(",")}`);
    expect(asked).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it("every listed item has published_at in the past and no past expired_at", () => {
    const now = Date.now();
    for (const item of all) {
      expect(Date.parse(item.published_at!)).toBeLessThanOrEqual(now);
      if (item.expired_at) expect(Date.parse(item.expired_at)).toBeGreaterThan(now);
    }
  });

  it("keeps the sites apart", async () => {
    const studio = await list("?limit=100", STUDIO);
    expect(studio.count).toBeGreaterThan(0);
    const archive = new Set(uids(all));
    expect(studio.results.filter((i) => archive.has(i.uid))).toEqual([]);
  });
});

describe("GET /items/ – filters", () => {
  const categoryWith = (min: number) => {
    const counts = new Map<string, number>();
    for (const item of all) for (const c of item.categories) counts.set(c.uid, (counts.get(c.uid) ?? 0) + 1);
    return [...counts].filter(([, n]) => n >= min).map(([uid]) => uid);
  };
  const inCategory = (uid: string) => all.filter((i) => i.categories.some((c) => c.uid === uid));

  it("categories=one → exactly the items linked to it", async () => {
    for (const category of categoryWith(2).slice(0, 4)) {
      const page = await list(`?categories=${category}&limit=100`);
      expect(sorted(uids(page.results))).toEqual(sorted(uids(inCategory(category))));
      expect(page.count).toBe(page.results.length);
    }
  });

  it("categories=a,b → the items of either (any-of)", async () => {
    const [a, b] = categoryWith(2);
    const page = await list(`?categories=${a},${b}&limit=100`);
    const expected = new Set([...uids(inCategory(a!)), ...uids(inCategory(b!))]);
    expect(sorted(uids(page.results))).toEqual(sorted([...expected]));
  });

  it("uid__in → exactly those; uid__exclude → all but those", async () => {
    const picked = [all[3]!.uid, all[10]!.uid, all[20]!.uid];
    expect(sorted(uids((await list(`?uid__in=${picked.join(",")}`)).results))).toEqual(sorted(picked));
    const rest = await list(`?uid__exclude=${picked.join(",")}&limit=100`);
    expect(rest.count).toBe(all.length - 3);
    expect(uids(rest.results)).toEqual(uids(all).filter((uid) => !picked.includes(uid)));
  });

  it("languages=one → items in that language; languages=a,b → in either", async () => {
    for (const query of ["fr", "uk", "fr,lv", "pl,ru,ro"]) {
      const wanted = query.split(",");
      const page = await list(`?languages=${query}&limit=100`);
      const expected = all.filter((i) => i.languages!.some((l) => wanted.includes(l)));
      expect(expected.length).toBeGreaterThan(0);
      expect(uids(page.results)).toEqual(uids(expected));
    }
  });

  it("combines filters with AND", async () => {
    const [category] = categoryWith(4);
    const members = inCategory(category!);
    const excluded = members[0]!.uid;
    const page = await list(`?categories=${category}&uid__exclude=${excluded}&languages=fr,en,uk&limit=100`);
    const expected = members.filter((i) => i.uid !== excluded && i.languages!.some((l) => ["fr", "en", "uk"].includes(l)));
    expect(uids(page.results)).toEqual(uids(expected));
    const both = await list(`?uid__in=${all[0]!.uid},${all[1]!.uid}&uid__exclude=${all[1]!.uid}`);
    expect(uids(both.results)).toEqual([all[0]!.uid]);
  });

  it.each([
    { name: "an unknown category", query: "?categories=00000000-0000-4000-8000-000000000000" },
    { name: "an unknown uid", query: "?uid__in=00000000-0000-4000-8000-000000000000" },
  ])("$name → an empty page", async ({ query }) => {
    expect(await get(`/items/${query}`)).toEqual({ status: 200, body: { count: 0, next: null, previous: null, results: [] } });
  });

  it("another site's category or item uid finds nothing", async () => {
    const studio = (await list("?limit=5", STUDIO)).results;
    expect(await get(`/items/?categories=${studio[0]!.categories[0]!.uid}`)).toEqual({
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    });
    expect(await get(`/items/?uid__in=${studio[0]!.uid}`)).toEqual({
      status: 200,
      body: { count: 0, next: null, previous: null, results: [] },
    });
  });
});

describe("GET /items/ – paging", () => {
  it("pages of 7 put together give the whole list, count stays the total", async () => {
    const seen: string[] = [];
    for (let offset = 0; offset < all.length; offset += 7) {
      const page = await list(`?limit=7&offset=${offset}`);
      expect(page.count).toBe(all.length);
      expect(page.results.length).toBe(Math.min(7, all.length - offset));
      seen.push(...uids(page.results));
    }
    expect(seen).toEqual(uids(all));
  });

  it("defaults to 30 items", async () => {
    expect((await list()).results).toHaveLength(30);
  });

  it("an offset past the end → empty results, same count", async () => {
    expect(await get("/items/?offset=500")).toEqual({
      status: 200,
      body: { count: all.length, next: null, previous: expect.stringMatching(/\?limit=30&offset=470$/), results: [] },
    });
  });

  it("count of a filtered list is the filtered total", async () => {
    const page = await list("?languages=fr&limit=2");
    expect(page.count).toBe(all.filter((i) => i.languages!.includes("fr")).length);
    expect(page.results).toHaveLength(2);
  });
});

describe("GET /items/ – ordering", () => {
  const collators = { en: new Intl.Collator("en", { sensitivity: "base" }), fr: new Intl.Collator("fr", { sensitivity: "base" }) };
  const expectSorted = (names: string[], locale: "en" | "fr") => {
    for (let i = 1; i < names.length; i++) expect(collators[locale].compare(names[i - 1]!, names[i]!)).toBeLessThanOrEqual(0);
  };

  it.each([
    { ordering: "name", locale: "en" as const, headers: undefined },
    { ordering: "name", locale: "fr" as const, headers: FR },
  ])("ordering=$ordering in $locale is alphabetical by the localized name; -name is its reverse", async ({ ordering, locale, headers }) => {
    const up = (await list(`?ordering=${ordering}&limit=100`, headers)).results;
    expectSorted(
      up.map((i) => i.content_object.name),
      locale,
    );
    expect(sorted(uids(up))).toEqual(sorted(uids(all)));
    const down = (await list(`?ordering=-${ordering}&limit=100`, headers)).results;
    expect(down.map((i) => i.content_object.name)).toEqual(up.map((i) => i.content_object.name).reverse());
  });

  it("French names are the French ones", async () => {
    const french = (await list("?ordering=name&limit=100", FR)).results;
    expect(french.every((i) => /^(Témoignage|Série) \d{4} – .* \(exemple\)$/.test(i.content_object.name))).toBe(true);
  });

  it.each([
    { ordering: "published_at", sign: 1 },
    { ordering: "-published_at", sign: -1 },
  ])("ordering=$ordering", async ({ ordering, sign }) => {
    const dates = (await list(`?ordering=${ordering}&limit=100`)).results.map((i) => Date.parse(i.published_at!));
    for (let i = 1; i < dates.length; i++) expect(sign * (dates[i]! - dates[i - 1]!)).toBeGreaterThanOrEqual(0);
  });

  it("default is -published_at", async () => {
    expect(uids((await list("?ordering=-published_at&limit=100")).results)).toEqual(uids(all));
  });
});

describe("GET /items/ – limit and offset never make a 400 (as in Django REST framework)", () => {
  // These were 400s; now a too-large limit is clamped, anything else unusable falls back (tests/api/drf.test.ts).
  const cases: Array<{ query: string; size: number }> = [
    { query: "?limit=101", size: 67 },
    { query: "?limit=1000", size: 67 },
    { query: "?limit=0", size: 30 },
    { query: "?limit=-1", size: 30 },
    { query: "?limit=NaN", size: 30 },
    { query: "?limit=1.5", size: 30 },
    { query: "?limit=", size: 30 },
    { query: "?offset=-1", size: 30 },
    { query: "?offset=NaN", size: 30 },
    { query: "?offset=1e3", size: 30 },
  ];

  it.each(cases)("$query → the first $size items", async ({ query, size }) => {
    expect(uids((await list(query)).results)).toEqual(uids(all).slice(0, size));
  });
});

describe("GET /items/ – bad input is a 400 with field errors", () => {
  const cases: Array<{ query: string; field: string }> = [
    { query: "?ordering=bogus", field: "ordering" },
    { query: "?ordering=--name", field: "ordering" },
    { query: "?ordering=name,published_at", field: "ordering" },
    { query: "?categories=nope", field: "categories" },
    { query: "?uid__in=00000000-0000-4000-8000-000000000000,nope", field: "uid__in" },
    { query: "?uid__exclude=42", field: "uid__exclude" },
    { query: "?languages=xx", field: "languages" },
    { query: "?languages=fr,de", field: "languages" },
    { query: `?search=${"a".repeat(201)}`, field: "search" },
  ];

  it.each(cases)("$query → errors.$field", async ({ query, field }) => {
    expect(await get(`/items/${query}`)).toEqual({
      status: 400,
      body: { type: "validation_error", message: expect.any(String), errors: { [field]: [expect.any(String)] } },
    });
  });
});

describe("GET /items/{slug}/", () => {
  const detail = async (slug: string, headers?: Record<string, string>) => {
    const { status, body } = await get(`/items/${slug}/`, headers);
    expect(status).toBe(200);
    return itemSchema.strict().parse(body);
  };

  it("answers the list's item, plus the detail-only fields", async () => {
    for (const item of [all[0]!, all.find((i) => i.content_object_type === "playlist")!]) {
      const found = await detail(item.slug);
      // A card needs a playlist's count and duration, so the list carries them too; only files and medias are detail-only.
      const { files, medias: mediaList, ...content } = found.content_object;
      expect(Array.isArray(files)).toBe(true);
      expect(mediaList?.length).toBe(content.medias_count);
      expect({ ...found, content_object: content }).toEqual(item);
    }
  });

  it("a playlist lists its medias in order, with count and total duration", async () => {
    const playlists = all.filter((i) => i.content_object_type === "playlist");
    expect(playlists.length).toBeGreaterThan(3);
    for (const item of playlists) {
      const found = await detail(item.slug);
      const list = found.content_object.medias!;
      expect(list.length).toBeGreaterThanOrEqual(2);
      expect(found.content_object.medias_count).toBe(list.length);
      expect(found.content_object.medias_duration).toBe(list.reduce((sum, m) => sum + m.duration, 0));
      expect(found.content_object.duration).toBe(found.content_object.medias_duration);
      // The position order of playlist_medias, as the seed wrote it.
      const ordered = await backend.db
        .select({ uid: medias.uid })
        .from(playlistMedias)
        .innerJoin(medias, eq(medias.id, playlistMedias.mediaId))
        .innerJoin(items, eq(items.playlistId, playlistMedias.playlistId))
        .where(eq(items.uid, item.uid))
        .orderBy(asc(playlistMedias.position));
      expect(list.map((m) => m.uid)).toEqual(ordered.map((r) => r.uid));
    }
  });

  it("a media has no playlist fields", async () => {
    const media = all.find((i) => i.content_object_type === "media")!;
    const found = await detail(media.slug);
    expect(found.content_object).not.toHaveProperty("medias");
    expect(found.content_object).not.toHaveProperty("medias_count");
  });

  it("answers in French with Accept-Language fr", async () => {
    const found = await detail(all[0]!.slug, FR);
    expect(found.content_object.name).toMatch(/^(Témoignage|Série) \d{4} – .* \(exemple\)$/);
    expect(found.content_object.description).toMatch(/^Description fictive\./);
  });

  const missing = [
    { name: "an unknown slug", slug: () => "no-such-item" },
    { name: "a uid instead of the slug", slug: () => all[0]!.uid },
    { name: "a very long slug", slug: () => "a".repeat(400) },
    { name: "an unpublished item (future published_at)", slug: () => hidden.find((h) => h.why === "future published_at")!.slug },
    { name: "an unpublished item (past expired_at)", slug: () => hidden.find((h) => h.why === "past expired_at")!.slug },
  ];
  it.each(missing)("$name → 404", async ({ slug }) => {
    expect(await get(`/items/${encodeURIComponent(slug())}/`)).toEqual({
      status: 404,
      body: { type: "not_found", message: expect.any(String) },
    });
  });

  it("another site's item → 404", async () => {
    const studio = (await list("?limit=1", STUDIO)).results[0]!;
    expect(await get(`/items/${studio.slug}/`)).toEqual({ status: 404, body: { type: "not_found", message: expect.any(String) } });
  });
});

describe("GET /items/ – garbage never makes a 5xx", () => {
  const garbage = [
    "",
    "-",
    "null",
    "[]",
    "%C0%AF",
    "%E0%A4%A",
    "%",
    "' OR 1=1 --",
    "<script>",
    "😀",
    "x½",
    "ʼ",
    "a:*|!b",
    "\\",
    "''",
    ",,,",
  ];
  const params = ["limit", "offset", "ordering", "categories", "uid__in", "uid__exclude", "search", "languages", "unknown"];
  const cases = params.flatMap((param) => garbage.map((value) => ({ param, value })));

  it.each(cases)("$param=$value", async ({ param, value }) => {
    const response = await backend.request(`/items/?${param}=${value.includes("%") ? value : encodeURIComponent(value)}`);
    expect(response.status).toBeLessThan(500);
    const body = (await response.json()) as { type?: string };
    if (response.status >= 400) expect(body).toEqual({ type: "validation_error", message: expect.any(String), errors: expect.any(Object) });
  });
});
