// has_access, expire_at and file links per viewer (spec §4 "Item access", §6; ARCHITECTURE "Access is
// enforced on the server"): anonymous, any session, the researcher's grants, the member, the paid studio.
import { and, eq, gt, inArray } from "drizzle-orm";
import { accessGrants, files, items, ondemandRequestItems, users, websites } from "@/backend/db/schema";
import { DEMO_ACCOUNTS } from "@/backend/seed";
import { createSession } from "@/backend/services/sessions";
import { fileSchema, itemSchema, pageOf, type Item } from "@/lib/api/schemas";
import { createTestBackend, studioSession, type CallOptions, type TestBackend } from "./helpers/test-backend";

const listSchema = pageOf(itemSchema.strict()).strict();
const STUDIO_HOST = "studio.localhost";
type ViewerName = "anonymous" | "student" | "researcher" | "member";

let backend: TestBackend;
const auth: Record<ViewerName, Record<string, string>> = { anonymous: {}, student: {}, researcher: {}, member: {} };
/** Every published archive item as the member sees it (all of them, with access). */
let all: Item[];
let grants: { approved: { uid: string; endsAt: Date }; expired: { uid: string; endsAt: Date }; refused: string; pending: string[] };

async function get(path: string, headers: Record<string, string> = {}, options?: CallOptions) {
  const response = await backend.request(path, { headers }, options);
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as unknown };
}

async function listAs(viewer: ViewerName, query = "?limit=100"): Promise<{ text: string; items: Item[] }> {
  const { status, text, body } = await get(`/items/${query}`, auth[viewer]);
  expect(status).toBe(200);
  return { text, items: listSchema.parse(body).results };
}

async function detailAs(
  viewer: ViewerName | Record<string, string>,
  slug: string,
  options?: CallOptions,
): Promise<{ text: string; item: Item }> {
  const { status, text, body } = await get(`/items/${slug}/`, typeof viewer === "string" ? auth[viewer] : viewer, options);
  expect(status).toBe(200);
  return { text, item: itemSchema.strict().parse(body) };
}

const token = (value: string) => ({ authorization: `website-token ${value}` });

beforeAll(async () => {
  backend = await createTestBackend();
  const db = backend.db;
  const [archive] = await db.select().from(websites).where(eq(websites.code, "archive"));
  const people = await db.select().from(users).where(eq(users.websiteId, archive!.id));
  const idOf = (name: Exclude<ViewerName, "anonymous">) => people.find((u) => u.email === DEMO_ACCOUNTS[name].email)!.id;
  for (const name of ["student", "researcher", "member"] as const) auth[name] = token(await createSession(db, archive!.id, idOf(name)));

  const grantRows = await db
    .select({ uid: items.uid, endsAt: accessGrants.endsAt })
    .from(accessGrants)
    .innerJoin(items, eq(items.id, accessGrants.itemId))
    .where(eq(accessGrants.userId, idOf("researcher")));
  const now = Date.now();
  const decisions = await db
    .select({ uid: items.uid, status: ondemandRequestItems.status })
    .from(ondemandRequestItems)
    .innerJoin(items, eq(items.id, ondemandRequestItems.itemId));
  const approved = grantRows.filter((g) => g.endsAt!.getTime() > now);
  const expired = grantRows.filter((g) => g.endsAt!.getTime() <= now);
  expect({ approved: approved.length, expired: expired.length }).toEqual({ approved: 1, expired: 1 });
  grants = {
    approved: { uid: approved[0]!.uid, endsAt: approved[0]!.endsAt! },
    expired: { uid: expired[0]!.uid, endsAt: expired[0]!.endsAt! },
    refused: decisions.find((d) => d.status === "refused")!.uid,
    pending: decisions.filter((d) => d.status === "pending").map((d) => d.uid),
  };
  all = (await listAs("member")).items;
});
afterAll(() => backend?.close());

const byUid = (uid: string) => all.find((i) => i.uid === uid)!;
const ofVisibility = (v: Item["visibility_type"]) => all.filter((i) => i.visibility_type === v);

describe("has_access per viewer (archive: no monetization)", () => {
  const cases: Array<{ viewer: ViewerName; expected: Record<Item["visibility_type"], boolean> }> = [
    { viewer: "anonymous", expected: { public: true, private: false, on_demand: false } },
    { viewer: "student", expected: { public: true, private: true, on_demand: false } },
    { viewer: "member", expected: { public: true, private: true, on_demand: true } },
  ];

  it.each(cases)(
    "$viewer: public $expected.public, private $expected.private, on_demand $expected.on_demand",
    async ({ viewer, expected }) => {
      const { items: seen } = await listAs(viewer);
      expect(seen.map((i) => i.uid)).toEqual(all.map((i) => i.uid));
      for (const visibility of ["public", "private", "on_demand"] as const) {
        const group = seen.filter((i) => i.visibility_type === visibility);
        expect(group.length).toBeGreaterThan(0);
        expect(group.map((i) => [i.slug, i.has_access, i.expire_at])).toEqual(group.map((i) => [i.slug, expected[visibility], null]));
      }
    },
  );

  it("the researcher: public and private yes; on_demand only the approved one, until the grant's end", async () => {
    const { items: seen } = await listAs("researcher");
    const access = Object.fromEntries(seen.map((i) => [i.uid, [i.has_access, i.expire_at]]));
    const expected = Object.fromEntries(
      all.map((i) => {
        if (i.visibility_type !== "on_demand") return [i.uid, [true, null]];
        if (i.uid === grants.approved.uid) return [i.uid, [true, grants.approved.endsAt.toISOString()]];
        if (i.uid === grants.expired.uid) return [i.uid, [false, grants.expired.endsAt.toISOString()]];
        return [i.uid, [false, null]];
      }),
    );
    expect(access).toEqual(expected);
  });

  it.each([
    { name: "approved grant", pick: () => grants.approved.uid, hasAccess: true, expireAt: () => grants.approved.endsAt },
    { name: "expired grant", pick: () => grants.expired.uid, hasAccess: false, expireAt: () => grants.expired.endsAt },
    { name: "refused request", pick: () => grants.refused, hasAccess: false, expireAt: () => null },
    { name: "pending request", pick: () => grants.pending[0]!, hasAccess: false, expireAt: () => null },
  ])("researcher, item detail of the $name", async ({ pick, hasAccess, expireAt }) => {
    const { item } = await detailAs("researcher", byUid(pick()).slug);
    expect(item.visibility_type).toBe("on_demand");
    expect({ has_access: item.has_access, expire_at: item.expire_at }).toEqual({
      has_access: hasAccess,
      expire_at: expireAt()?.toISOString() ?? null,
    });
  });

  it("the approved grant ends about three months after the approval; the expired one is in the past", () => {
    const days = (grants.approved.endsAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(70);
    expect(days).toBeLessThan(93);
    expect(grants.expired.endsAt.getTime()).toBeLessThan(Date.now());
  });
});

describe("the studio (monetization on, password sessions)", () => {
  let passwordSession: Record<string, string>;
  beforeAll(async () => {
    passwordSession = await studioSession(backend);
  });

  // The studio forces sign-in: no session is left only to the app's own render ({ internal: true }).
  it.each(["anonymous (the app's render)", "password session"])(
    "%s: monetized items → no access without a purchase; free public ones → access",
    async (who) => {
      const anonymous = who !== "password session";
      const headers = anonymous ? { host: STUDIO_HOST } : passwordSession;
      const options = { internal: anonymous };
      const { status, body } = await get("/items/?limit=100", headers, options);
      expect(status).toBe(200);
      const seen = listSchema.parse(body).results;
      const monetized = seen.filter((i) => i.monetization_enabled);
      expect(monetized.length).toBeGreaterThan(10);
      expect(monetized.every((i) => !i.has_access && i.prices.length > 0)).toBe(true);
      expect(seen.filter((i) => !i.monetization_enabled).every((i) => i.has_access)).toBe(true);
      const { item, text } = await detailAs(headers, monetized[0]!.slug, options);
      expect({ has_access: item.has_access, files: item.content_object.files }).toEqual({ has_access: false, files: [] });
      expect(text).not.toContain("/files/");
    },
  );

  it("an archive session is not valid on the studio → 401", async () => {
    expect(await get("/items/", { host: STUDIO_HOST, ...auth.member })).toMatchObject({
      status: 401,
      body: { type: "authentication_failed", message: expect.any(String) },
    });
  });
});

describe("invalid credentials → 401", () => {
  it.each([
    { name: "an unknown token", header: `website-token ${"x".repeat(43)}` },
    { name: "a too short token", header: "website-token abc" },
    { name: "another scheme", header: "Bearer abcdefghijklmnopqrstuvwxyz" },
    { name: "no token", header: "website-token " },
  ])("$name", async ({ header }) => {
    for (const path of ["/items/", `/items/${all[0]!.slug}/`]) {
      expect(await get(path, { authorization: header })).toMatchObject({
        status: 401,
        body: { type: "authentication_failed", message: expect.any(String) },
      });
    }
  });
});

describe("file links only for a viewer with access", () => {
  const viewers: ViewerName[] = ["anonymous", "student", "researcher", "member"];

  it.each(viewers)("%s: no list or search response holds a file link", async (viewer) => {
    for (const query of ["?limit=100", "?limit=100&search=interview", "?limit=100&ordering=name"]) {
      const { text, items: seen } = await listAs(viewer, query);
      expect(text).not.toContain("/files/");
      expect(seen.every((i) => i.content_object.files === undefined)).toBe(true);
    }
  });

  it.each(viewers)("%s: an item detail holds file links exactly when has_access", async (viewer) => {
    for (const { slug } of all) {
      const { text, item } = await detailAs(viewer, slug);
      const files = item.content_object.files!;
      if (item.has_access) {
        expect(text).toContain("/files/");
        expect(files.length).toBeGreaterThanOrEqual(2);
        // Playing needs the videos and captions; downloads (extra files) have their own endpoint.
        expect(files.every((f) => ["hd", "source", "captions"].includes(f.slug))).toBe(true);
      } else {
        expect({ slug, text: text.includes("/files/"), files }).toEqual({ slug, text: false, files: [] });
      }
    }
  });

  it("a file's link is signed for its viewer: two viewers get two different links", async () => {
    const item = ofVisibility("public")[0]!;
    const [a, b] = await Promise.all([detailAs("anonymous", item.slug), detailAs("student", item.slug)]);
    const first = a.item.content_object.files![0]!;
    const second = b.item.content_object.files!.find((f) => f.uid === first.uid)!;
    expect(first.file).toMatch(new RegExp(`/files/${first.uid}/\\?exp=\\d+&sig=[\\w-]+$`));
    expect(second.file).not.toBe(first.file);
  });
});

describe("GET /items/{uid}/download/", () => {
  /** The download files of an item's media(s) in the database: hd, source and extra. */
  async function downloadFilesOf(uid: string) {
    const [row] = await backend.db.select().from(items).where(eq(items.uid, uid));
    expect(row!.mediaId).not.toBeNull();
    const rows = await backend.db
      .select()
      .from(files)
      .where(and(eq(files.mediaId, row!.mediaId!), inArray(files.slug, ["hd", "source", "extra"])));
    return rows.map((f) => ({ uid: f.uid, slug: f.slug }));
  }

  const denied = (type: string) => ({ status: 403, body: { type, message: expect.any(String) } });
  const download = async (uid: string, viewer: ViewerName) => {
    const { status, body } = await get(`/items/${uid}/download/`, auth[viewer]);
    return { status, body };
  };
  const downloadable = (v: Item["visibility_type"]) =>
    all.filter((i) => i.is_content_downloadable && i.visibility_type === v && i.content_object_type === "media");

  it("a downloadable item the viewer can access → its hd, source and extra files, as download links", async () => {
    const withExtra = [];
    for (const item of downloadable("public")) {
      const expected = await downloadFilesOf(item.uid);
      const { status, body } = await download(item.uid, "anonymous");
      expect(status).toBe(200);
      const list = fileSchema.array().parse(body);
      expect(list.map((f) => ({ uid: f.uid, slug: f.slug }))).toEqual(expect.arrayContaining(expected));
      expect(list).toHaveLength(expected.length);
      for (const f of list) expect(f.file).toMatch(/\/files\/[\w-]+\/\?exp=\d+&download=1&sig=[\w-]+$/);
      if (list.some((f) => f.slug === "extra")) withExtra.push(item.slug);
    }
    expect(withExtra.length).toBeGreaterThan(0);
  });

  it("the researcher downloads the approved on-demand item; others may not", async () => {
    const item = byUid(grants.approved.uid);
    expect(item.is_content_downloadable).toBe(true);
    expect((await download(item.uid, "researcher")).status).toBe(200);
    expect((await download(item.uid, "member")).status).toBe(200);
    expect(await download(item.uid, "student")).toEqual(denied("permission_denied"));
    expect(await download(item.uid, "anonymous")).toEqual(denied("permission_denied"));
  });

  it.each([
    { name: "private, anonymous", pick: () => downloadable("private")[0]!, viewer: "anonymous" as const },
    { name: "on demand, student", pick: () => downloadable("on_demand")[0]!, viewer: "student" as const },
  ])("no access ($name) → 403", async ({ pick, viewer }) => {
    expect(await download(pick().uid, viewer)).toEqual(denied("permission_denied"));
  });

  it("not downloadable → 403, even for the member", async () => {
    const item = all.find((i) => !i.is_content_downloadable && i.visibility_type === "public")!;
    expect(await download(item.uid, "member")).toEqual(denied("not_downloadable"));
    expect(await download(item.uid, "anonymous")).toEqual(denied("not_downloadable"));
  });

  it.each([
    { name: "an unknown uid", uid: async () => "00000000-0000-4000-8000-000000000000" },
    { name: "not a uid", uid: async () => "nope" },
    {
      name: "an unpublished item",
      uid: async () => (await backend.db.select({ uid: items.uid }).from(items).where(gt(items.publishedAt, new Date())))[0]!.uid,
    },
  ])("$name → 404", async ({ uid }) => {
    expect(await download(await uid(), "member")).toEqual({ status: 404, body: { type: "not_found", message: expect.any(String) } });
  });
});
