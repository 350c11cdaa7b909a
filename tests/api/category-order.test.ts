// A category's items ordered by their position there (a category's order_by "position"): the
// list of one category reads its page through that category's placements (services/items/list.ts),
// ties go to the newest then the first created, and every page continues the one before.
import { and, eq, inArray } from "drizzle-orm";
import { categories, itemCategories, items, websites } from "@/backend/db/schema";
import { refreshSearchIndex } from "@/backend/services/search-index";
import { itemSchema, pageOf } from "@/lib/api/schemas";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

const listSchema = pageOf(itemSchema.strict()).strict();

let backend: TestBackend;
/** The archive's two largest categories, by uid. */
let first: string;
let second: string;
/** Published items of each: uid → [position there, published_at, id]. */
let placed: Map<string, { position: number; publishedAt: number; id: number }>;
let published: Set<string>;

async function uidsOf(query: string): Promise<{ uids: string[]; count: number }> {
  const response = await backend.request(`/items/${query}`);
  expect(response.status).toBe(200);
  const page = listSchema.parse(await response.json());
  return { uids: page.results.map((i) => i.uid), count: page.count };
}

/** Every page of a list, `size` at a time. */
async function allPages(query: string, size: number): Promise<string[]> {
  const uids: string[] = [];
  for (let offset = 0; ; offset += size) {
    const page = await uidsOf(`${query}&limit=${size}&offset=${offset}`);
    uids.push(...page.uids);
    if (offset + size >= page.count) return uids;
  }
}

beforeAll(async () => {
  backend = await createTestBackend({ items: 70 });
  const [archive] = await backend.db.select({ id: websites.id }).from(websites).where(eq(websites.code, "archive"));
  const sizes = await backend.db
    .select({ id: categories.id, uid: categories.uid, itemId: itemCategories.itemId })
    .from(itemCategories)
    .innerJoin(categories, eq(categories.id, itemCategories.categoryId))
    .where(eq(categories.websiteId, archive!.id));
  const counts = new Map<number, { uid: string; n: number }>();
  for (const row of sizes) counts.set(row.id, { uid: row.uid, n: (counts.get(row.id)?.n ?? 0) + 1 });
  const [a, b] = [...counts.entries()].sort((x, y) => y[1].n - x[1].n);
  first = a![1].uid;
  second = b![1].uid;
  // Positions with ties (every third item shares its neighbour's), against the items' ids order.
  const members = await backend.db
    .select({ itemId: itemCategories.itemId })
    .from(itemCategories)
    .where(eq(itemCategories.categoryId, a![0]))
    .orderBy(itemCategories.itemId);
  for (const [index, member] of members.entries()) {
    await backend.db
      .update(itemCategories)
      .set({ position: Math.floor((members.length - index) / 3) })
      .where(and(eq(itemCategories.categoryId, a![0]), eq(itemCategories.itemId, member.itemId)));
  }
  // Drops the cached pages, as every change to items does.
  await refreshSearchIndex(backend.db, archive!.id);
  const rows = await backend.db
    .select({ uid: items.uid, id: items.id, publishedAt: items.publishedAt, position: itemCategories.position })
    .from(items)
    .innerJoin(itemCategories, and(eq(itemCategories.itemId, items.id), eq(itemCategories.categoryId, a![0])))
    .where(
      inArray(
        items.id,
        members.map((m) => m.itemId),
      ),
    );
  placed = new Map(rows.map((r) => [r.uid, { position: r.position, publishedAt: r.publishedAt!.getTime(), id: r.id }]));
  published = new Set(await allPages(`?categories=${first}`, 100));
  expect(published.size).toBeGreaterThan(6);
});
afterAll(() => backend?.close());

/** The first category's published items by position (descending when `sign` is -1), then newest, then id. */
function expected(sign: 1 | -1): string[] {
  return [...published].sort((x, y) => {
    const a = placed.get(x)!;
    const b = placed.get(y)!;
    return sign * (a.position - b.position) || b.publishedAt - a.publishedAt || a.id - b.id;
  });
}

it.each([
  { ordering: "position", sign: 1 as const },
  { ordering: "-position", sign: -1 as const },
])("ordering=$ordering follows the category's placements, page after page", async ({ ordering, sign }) => {
  expect(await allPages(`?categories=${first}&ordering=${ordering}`, 4)).toEqual(expected(sign));
  expect((await uidsOf(`?categories=${first}&ordering=${ordering}&limit=100`)).uids).toEqual(expected(sign));
});

it("a search in the category ordered by position gives the plain list's order", async () => {
  const searched = new Set((await uidsOf(`?categories=${first}&search=placeholder&limit=100`)).uids);
  expect(searched.size).toBeGreaterThan(2);
  expect((await uidsOf(`?categories=${first}&search=placeholder&ordering=position&limit=100`)).uids).toEqual(
    expected(1).filter((uid) => searched.has(uid)),
  );
});

it("with a second category, the first one's order comes first, then the items only in the second, newest first", async () => {
  const both = (await uidsOf(`?categories=${first},${second}&ordering=position&limit=100`)).uids;
  const firstOnes = expected(1);
  expect(both.slice(0, firstOnes.length)).toEqual(firstOnes);
  const rest = both.slice(firstOnes.length);
  expect(rest.every((uid) => !published.has(uid))).toBe(true);
  const newest = (await uidsOf(`?categories=${second}&limit=100`)).uids.filter((uid) => !published.has(uid));
  expect(rest).toEqual(newest);
});
