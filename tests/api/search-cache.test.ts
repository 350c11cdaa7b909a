// The cache of GET /items/ pages (backend/services/items/list-cache.ts): a page is served again until
// its site's items, categories or settings change, never across sites, and never with another
// caller's access (has_access, expire_at are computed per request).
import { createHash } from "node:crypto";
import { and, eq, isNotNull, sql } from "drizzle-orm";
import { accessGrants, categories, itemCategories, items, medias, users, websites } from "@/backend/db/schema";
import { DEMO_ACCOUNTS } from "@/backend/seed";
import { pagesChanged } from "@/backend/services/items/list-cache";
import { refreshSearchIndex } from "@/backend/services/search-index";
import { createSession } from "@/backend/services/sessions";
import { TAGS } from "@/lib/cache-tags";
import { itemSchema, pageOf } from "@/lib/api/schemas";
import { createTestBackend, studioSession, type TestBackend } from "./helpers/test-backend";

const listSchema = pageOf(itemSchema.strict()).strict();

let backend: TestBackend;
let site: { archive: number; studio: number };
let member: Record<string, string>;
let researcher: Record<string, string>;
let studio: Record<string, string>;

async function list(query: string, headers: Record<string, string> = {}) {
  const response = await backend.request(`/items/${query}`, { headers });
  const body: unknown = await response.json();
  expect({ status: response.status, error: response.ok ? undefined : body }).toEqual({ status: 200, error: undefined });
  return listSchema.parse(body);
}

const uids = (page: { results: { uid: string }[] }) => page.results.map((i) => i.uid);

/** The first published item of a site that shows a media. */
async function firstMediaItem(websiteId: number): Promise<string> {
  const [item] = await backend.db
    .select({ uid: items.uid })
    .from(items)
    .where(and(eq(items.websiteId, websiteId), isNotNull(items.mediaId), isNotNull(items.publishedAt)))
    .orderBy(items.id)
    .limit(1);
  return item!.uid;
}

/** Renames an item's media straight in the database: no cache is told. */
async function renameMedia(uid: string, name: string): Promise<void> {
  const [item] = await backend.db.select({ mediaId: items.mediaId }).from(items).where(eq(items.uid, uid));
  await backend.db.update(medias).set({ name }).where(eq(medias.id, item!.mediaId!));
}

async function nameOf(uid: string, headers: Record<string, string> = {}): Promise<string> {
  return (await list(`?uid__in=${uid}`, headers)).results[0]!.content_object.name;
}

function patchArchiveFooter(footer: string): Promise<Response> {
  return backend.request("/admin/site/", {
    method: "PATCH",
    headers: { ...member, "content-type": "application/json" },
    body: JSON.stringify({ footer }),
  });
}

beforeAll(async () => {
  backend = await createTestBackend();
  const sites = await backend.db.select({ id: websites.id, code: websites.code }).from(websites);
  site = { archive: sites.find((s) => s.code === "archive")!.id, studio: sites.find((s) => s.code === "studio")!.id };
  const people = await backend.db.select().from(users).where(eq(users.websiteId, site.archive));
  const tokenOf = async (name: "member" | "researcher") => {
    const id = people.find((u) => u.email === DEMO_ACCOUNTS[name].email)!.id;
    return { authorization: `website-token ${await createSession(backend.db, site.archive, id)}` };
  };
  member = await tokenOf("member");
  researcher = await tokenOf("researcher");
  studio = await studioSession(backend);
});
afterAll(() => backend?.close());

describe("a site's pages are refreshed when its data changes", () => {
  it("items: an answer given before a rename shows it, and a search finds it, once the search index is refreshed", async () => {
    const uid = await firstMediaItem(site.archive);
    const before = await nameOf(uid);
    expect((await list("?search=zebulon")).count).toBe(0);
    await renameMedia(uid, "Zebulon remembers");
    // Nobody said anything changed: the cached answers stand.
    expect(await nameOf(uid)).toBe(before);
    await refreshSearchIndex(backend.db, site.archive);
    expect(await nameOf(uid)).toBe("Zebulon remembers");
    expect(uids(await list("?search=zebulon"))).toEqual([uid]);
  });

  it("categories and settings: a change the backend announces (PATCH /admin/site/) drops the site's pages", async () => {
    const [link] = await backend.db
      .select({ categoryId: itemCategories.categoryId, uid: items.uid })
      .from(itemCategories)
      .innerJoin(items, eq(items.id, itemCategories.itemId))
      .where(and(eq(items.websiteId, site.archive), isNotNull(items.publishedAt)))
      .limit(1);
    const query = `?uid__in=${link!.uid}`;
    const before = (await list(query)).results[0]!.categories.map((c) => c.name);
    await backend.db.update(categories).set({ name: "Renamed category" }).where(eq(categories.id, link!.categoryId));
    expect((await list(query)).results[0]!.categories.map((c) => c.name)).toEqual(before);

    const patch = await patchArchiveFooter("Changed footer");
    expect({ status: patch.status, tags: patch.headers.get("x-revalidate-tags") }).toEqual({ status: 200, tags: "settings,categories" });
    expect((await list(query)).results[0]!.categories.map((c) => c.name)).toContain("Renamed category");
  });

  it("another site's pages are untouched by the change", async () => {
    const uid = await firstMediaItem(site.studio);
    const before = await nameOf(uid, studio);
    await renameMedia(uid, "Quetzal testimony");
    expect((await patchArchiveFooter("Another footer")).status).toBe(200);
    expect(await nameOf(uid, studio)).toBe(before);
    await refreshSearchIndex(backend.db, site.studio);
    expect(await nameOf(uid, studio)).toBe("Quetzal testimony");
  });

  it.each([
    { tag: TAGS.items, drops: true },
    { tag: TAGS.categories, drops: true },
    { tag: TAGS.settings, drops: true },
    { tag: TAGS.pages, drops: false },
    { tag: TAGS.legal, drops: false },
  ])("the revalidation tag $tag drops the pages: $drops", async ({ tag, drops }) => {
    const uid = await firstMediaItem(site.archive);
    const before = await nameOf(uid);
    await renameMedia(uid, `Renamed before ${tag}`);
    pagesChanged(site.archive, [tag]);
    expect(await nameOf(uid)).toBe(drops ? `Renamed before ${tag}` : before);
    await refreshSearchIndex(backend.db, site.archive);
  });
});

describe("a list's total is counted once for all its pages and orders", () => {
  it("another page or order of a list gives the total counted first, until a change is announced", async () => {
    const [category] = await backend.db
      .select({ uid: categories.uid, n: sql<number>`count(*)::int` })
      .from(categories)
      .innerJoin(itemCategories, eq(itemCategories.categoryId, categories.id))
      .where(eq(categories.websiteId, site.archive))
      .groupBy(categories.uid)
      .orderBy(sql`count(*) desc`)
      .limit(1);
    const query = `?categories=${category!.uid}&limit=2`;
    const first = await list(query);
    expect(first.count).toBeGreaterThan(4);
    // One of its items unpublished straight in the database: no cache is told.
    const gone = first.results[0]!.uid;
    await backend.db
      .update(items)
      .set({ expiredAt: new Date(Date.now() - 1000) })
      .where(eq(items.uid, gone));
    try {
      const other = await list(`${query}&offset=2&ordering=name`);
      expect(other.count).toBe(first.count);
      expect(uids(other)).not.toContain(gone);
      expect((await list(`${query}&ordering=-name`, { "accept-language": "fr" })).count).toBe(first.count);

      pagesChanged(site.archive, [TAGS.items]);
      expect((await list(`${query}&offset=2&ordering=name`)).count).toBe(first.count - 1);
    } finally {
      await backend.db.update(items).set({ expiredAt: null }).where(eq(items.uid, gone));
      pagesChanged(site.archive, [TAGS.items]);
    }
    expect((await list(`${query}&offset=2`)).count).toBe(first.count);
  });
});

describe("pages follow the publication schedule", () => {
  it("an item scheduled a moment ahead shows once its time has come, with no change announced", async () => {
    const [item] = await backend.db
      .select({ id: items.id, uid: items.uid })
      .from(items)
      .where(and(eq(items.websiteId, site.archive), isNotNull(items.publishedAt)))
      .orderBy(items.id)
      .limit(1);
    await backend.db
      .update(items)
      .set({ publishedAt: new Date(Date.now() + 1500) })
      .where(eq(items.id, item!.id));
    await refreshSearchIndex(backend.db, site.archive);
    const query = `?uid__in=${item!.uid}`;
    expect((await list(query)).count).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 1700));
    expect(uids(await list(query))).toEqual([item!.uid]);
  });
});

describe("access is never served from another caller's answer", () => {
  it("the researcher's granted item, asked first by the researcher, is closed to anonymous callers and open to the member", async () => {
    const grants = await backend.db
      .select({ uid: items.uid, endsAt: accessGrants.endsAt })
      .from(accessGrants)
      .innerJoin(items, eq(items.id, accessGrants.itemId))
      .innerJoin(users, eq(users.id, accessGrants.userId))
      .where(eq(users.email, DEMO_ACCOUNTS.researcher.email));
    const mine = grants.find((g) => g.endsAt && g.endsAt.getTime() > Date.now());
    const query = `?uid__in=${mine!.uid}`;
    const access = async (headers: Record<string, string>) => {
      const [item] = (await list(query, headers)).results;
      return { has_access: item!.has_access, expire_at: item!.expire_at };
    };
    const researcherSees = await access(researcher);
    expect(researcherSees).toEqual({ has_access: true, expire_at: mine!.endsAt!.toISOString() });
    expect(await access({})).toEqual({ has_access: false, expire_at: null });
    expect(await access(member)).toEqual({ has_access: true, expire_at: null });
    expect(await access(researcher)).toEqual(researcherSees);
  });

  it("a whole page asked by the member, then anonymously: the same items, each with the anonymous caller's access", async () => {
    const asMember = await list("?limit=100&search=village", member);
    const anonymous = await list("?limit=100&search=village");
    expect(uids(anonymous)).toEqual(uids(asMember));
    expect(asMember.results.every((i) => i.has_access)).toBe(true);
    expect(anonymous.results.filter((i) => i.visibility_type !== "public").map((i) => i.has_access)).not.toContain(true);
  });
});

describe("an answer written once is sent again to the callers of its kind, and to no one else", () => {
  async function raw(query: string, headers: Record<string, string> = {}) {
    const response = await backend.request(`/items/${query}`, { headers });
    expect(response.status).toBe(200);
    return { text: await response.text(), etag: response.headers.get("etag") };
  }

  it("anonymous callers get the same bytes, sent again with an ETag (their hash), as written afresh once the page is dropped", async () => {
    const query = "?limit=7&search=village&offset=7";
    const first = await raw(query);
    expect(first.etag).toBeNull();
    const again = await raw(query);
    expect(again).toEqual({ text: first.text, etag: `"${createHash("sha1").update(first.text).digest("base64url")}"` });
    expect(await raw(query)).toEqual(again);
    pagesChanged(site.archive, [TAGS.items]);
    expect(await raw(query)).toEqual(first);
    expect(await raw(query)).toEqual(again);
    expect(listSchema.parse(JSON.parse(first.text)).results).toHaveLength(7);
  });

  it("a signed-in caller's answer is their own: no ETag, and never sent to anyone else", async () => {
    const query = "?limit=100&search=village";
    await raw(query);
    const anonymous = await raw(query);
    const asMember = await raw(query, member);
    expect(asMember.etag).toBeNull();
    expect(asMember.text).not.toBe(anonymous.text);
    expect(await raw(query)).toEqual(anonymous);
  });

  it("a session without an account opens private items: its answer is not an anonymous caller's, nor theirs its", async () => {
    const visitor = { authorization: `website-token ${await createSession(backend.db, site.archive, null)}` };
    const [hidden] = await backend.db
      .select({ uid: items.uid })
      .from(items)
      .where(and(eq(items.websiteId, site.archive), eq(items.visibilityType, "private"), isNotNull(items.publishedAt)))
      .limit(1);
    const query = `?uid__in=${hidden!.uid}`;
    const opened = async (headers: Record<string, string> = {}) => (await list(query, headers)).results[0]!.has_access;
    expect(await opened()).toBe(false);
    expect(await opened(visitor)).toBe(true);
    expect(await opened()).toBe(false);
    expect(await opened(visitor)).toBe(true);
  });

  it("the links name the origin each caller asked by, not the first caller's", async () => {
    const query = "?limit=2&search=village";
    const next = async (headers: Record<string, string>) => (await list(query, headers)).next;
    expect(await next({})).toMatch(/^http:\/\/localhost\//);
    expect(await next({ "x-forwarded-proto": "https" })).toMatch(/^https:\/\/localhost\//);
    expect(await next({})).toMatch(/^http:\/\/localhost\//);
  });
});

describe("a search's later pages are slices of its ranking, kept like its pages", () => {
  it.each(["", "&ordering=name", "&ordering=-published_at"])(
    "pages of 4 read in turn are the order ranked in one page%s",
    async (order) => {
      const whole = await list(`?limit=100&search=village${order}`);
      expect(whole.count).toBeGreaterThan(12);
      const walked: string[] = [];
      for (let offset = 0; offset < whole.count; offset += 4) {
        const page = await list(`?limit=4&offset=${offset}&search=village${order}`);
        expect(page.count).toBe(whole.count);
        walked.push(...uids(page));
      }
      expect(walked).toEqual(uids(whole));
    },
  );

  it("an item unpublished drops the ranking with the pages: a later page counts and lists without it", async () => {
    const query = "?limit=3&offset=3&search=village";
    const before = await list(query);
    const [gone] = uids(await list("?limit=1&search=village"));
    const [row] = await backend.db.select({ publishedAt: items.publishedAt }).from(items).where(eq(items.uid, gone!));
    await backend.db.update(items).set({ publishedAt: null }).where(eq(items.uid, gone!));
    try {
      pagesChanged(site.archive, [TAGS.items]);
      const after = await list(query);
      expect(after.count).toBe(before.count - 1);
      expect(uids(after)[0]).toBe(uids(before)[1]);
    } finally {
      await backend.db.update(items).set({ publishedAt: row!.publishedAt }).where(eq(items.uid, gone!));
      pagesChanged(site.archive, [TAGS.items]);
    }
  });

  it("past the kept ranking, a page is ranked on its own", async () => {
    const page = await list("?limit=30&offset=990&search=village");
    expect(page.results).toEqual([]);
    expect(page.count).toBe((await list("?limit=1&search=village")).count);
  });
});
