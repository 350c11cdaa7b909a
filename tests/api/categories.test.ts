// GET /categories/ and GET /categories/{slug}/ – filters, ordering, errors (spec §3, §7).
import { and, asc, eq } from "drizzle-orm";
import { categories, websites } from "@/backend/db/schema";
import { categorySchema, pageOf, type Category } from "@/lib/api/schemas";
import { createTestBackend, studioSession, type TestBackend } from "./helpers/test-backend";

const listSchema = pageOf(categorySchema.strict()).strict();
/** The studio forces sign-in (spec §2): its reads carry a session, signed in before all. */
const STUDIO: Record<string, string> = { host: "studio.localhost" };

let backend: TestBackend;
let all: Category[];
let studioAll: Category[];

async function list(query = "", headers?: Record<string, string>): Promise<{ status: number; body: unknown }> {
  const response = await backend.request(`/categories/${query}`, { headers });
  return { status: response.status, body: await response.json() };
}

async function results(query = "", headers?: Record<string, string>): Promise<Category[]> {
  const { status, body } = await list(query, headers);
  expect(status).toBe(200);
  const page = listSchema.parse(body);
  expect(page.count).toBe(page.results.length);
  return page.results;
}

beforeAll(async () => {
  backend = await createTestBackend();
  Object.assign(STUDIO, await studioSession(backend));
  all = await results();
  studioAll = await results("", STUDIO);
});
afterAll(() => backend?.close());

const uids = (list: Category[]) => list.map((c) => c.uid);
const collator = new Intl.Collator("en", { sensitivity: "base", ignorePunctuation: true });

describe("GET /categories/ – results", () => {
  it("lists every category of the site, each in exactly the contract's shape", async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(listSchema.safeParse(body).success).toBe(true);
    expect(all.length).toBeGreaterThanOrEqual(10);
    expect(new Set(uids(all)).size).toBe(all.length);
    for (const category of all) expect(categorySchema.strict().parse(category)).toEqual(category);
  });

  it("orders by position by default (then by creation)", async () => {
    const [site] = await backend.db.select().from(websites).where(eq(websites.code, "archive"));
    const rows = await backend.db
      .select({ uid: categories.uid })
      .from(categories)
      .where(and(eq(categories.websiteId, site!.id)))
      .orderBy(asc(categories.position), asc(categories.id));
    expect(uids(all)).toEqual(rows.map((r) => r.uid));
    expect(uids(await results("?ordering=position"))).toEqual(uids(all));
  });

  it("orders by name, and by -name in reverse", async () => {
    const byName = await results("?ordering=name");
    const names = byName.map((c) => c.name);
    for (let i = 1; i < names.length; i++) expect(collator.compare(names[i - 1]!, names[i]!)).toBeLessThanOrEqual(0);
    expect(new Set(uids(byName))).toEqual(new Set(uids(all)));
    const byNameDesc = await results("?ordering=-name");
    expect(byNameDesc.map((c) => c.name)).toEqual([...names].reverse());
  });

  it("keeps the sites apart", async () => {
    expect(studioAll.length).toBeGreaterThan(0);
    const archiveUids = new Set(uids(all));
    expect(studioAll.filter((c) => archiveUids.has(c.uid))).toEqual([]);
  });

  it("translates names with Accept-Language fr", async () => {
    const french = await results("", { "accept-language": "fr" });
    expect(uids(french)).toEqual(uids(all));
    expect(french.find((c) => c.slug === all[0]!.slug)?.name).toBe("Région A");
    expect(french.filter((c, i) => c.name !== all[i]!.name).length).toBeGreaterThan(all.length / 2);
  });

  it("uid__in with two uids answers exactly those", async () => {
    const picked = [all[1]!.uid, all[all.length - 1]!.uid];
    const found = await results(`?uid__in=${picked.join(",")}`);
    expect(found).toHaveLength(2);
    expect(new Set(uids(found))).toEqual(new Set(picked));
  });

  it("uid__in with another site's uid finds nothing", async () => {
    expect(await results(`?uid__in=${studioAll[0]!.uid}`)).toEqual([]);
  });

  it("parent_id answers only that category's children", async () => {
    const parent = all.find((p) => all.filter((c) => c.parent_id === p.uid).length >= 2)!;
    const expected = all.filter((c) => c.parent_id === parent.uid);
    const children = await results(`?parent_id=${parent.uid}`);
    expect(new Set(uids(children))).toEqual(new Set(uids(expected)));
    for (const child of children) expect(child.parent_id).toBe(parent.uid);
  });

  it("parent_id of a leaf answers an empty page", async () => {
    const leaf = all.find((p) => !all.some((c) => c.parent_id === p.uid))!;
    expect(await list(`?parent_id=${leaf.uid}`)).toEqual({ status: 200, body: { count: 0, results: [] } });
  });

  it.each([
    { query: "?parent_id__isnull=true", topLevel: true },
    { query: "?parent_id__isnull=1", topLevel: true },
    { query: "?parent_id__isnull=false", topLevel: false },
    { query: "?parent_id__isnull=0", topLevel: false },
  ])("$query", async ({ query, topLevel }) => {
    const found = await results(query);
    const expected = all.filter((c) => (c.parent_id === null) === topLevel);
    expect(uids(found)).toEqual(uids(expected));
  });

  it("combines filters with ordering", async () => {
    const top = await results("?parent_id__isnull=true&ordering=-name");
    const expected = all
      .filter((c) => c.parent_id === null)
      .map((c) => c.name)
      .sort(collator.compare)
      .reverse();
    expect(top.map((c) => c.name)).toEqual(expected);
  });
});

describe("GET /categories/ – bad input is a 400 with field errors", () => {
  const cases: Array<{ query: string; field: string }> = [
    { query: "?ordering=bogus", field: "ordering" },
    { query: "?ordering=published_at", field: "ordering" },
    { query: "?uid__in=not-a-uid", field: "uid__in" },
    { query: "?uid__in=7e5c1a2b-3d4e-4f60-8a1b-2c3d4e5f6a7b,nope", field: "uid__in" },
    { query: "?parent_id=42", field: "parent_id" },
    { query: "?parent_id__isnull=maybe", field: "parent_id__isnull" },
  ];

  it.each(cases)("$query → errors.$field", async ({ query, field }) => {
    expect(await list(query)).toEqual({
      status: 400,
      body: { type: "validation_error", message: expect.any(String), errors: { [field]: [expect.any(String)] } },
    });
  });
});

describe("GET /categories/{slug}/", () => {
  it("answers the category, as in the list", async () => {
    for (const category of [all[0]!, all[all.length - 1]!]) {
      const response = await backend.request(`/categories/${category.slug}/`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual(category);
    }
  });

  it("answers in French with Accept-Language fr", async () => {
    const response = await backend.request(`/categories/${all[0]!.slug}/`, { headers: { "accept-language": "fr" } });
    expect(await response.json()).toMatchObject({ uid: all[0]!.uid, name: "Région A" });
  });

  const missing: Array<{ name: string; slug: () => string; headers?: Record<string, string> }> = [
    { name: "unknown slug", slug: () => "no-such-category" },
    { name: "another site's slug", slug: () => studioAll.find((s) => !all.some((a) => a.slug === s.slug))!.slug },
    {
      name: "the archive's slug on the studio",
      slug: () => all.find((a) => !studioAll.some((s) => s.slug === a.slug))!.slug,
      headers: STUDIO,
    },
    { name: "a uid instead of a slug", slug: () => all[0]!.uid },
    { name: "a very long slug", slug: () => "x".repeat(500) },
  ];

  it.each(missing)("404 for $name", async ({ slug, headers }) => {
    const response = await backend.request(`/categories/${slug()}/`, { headers });
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 404,
      body: { type: "not_found", message: expect.any(String) },
    });
  });
});
