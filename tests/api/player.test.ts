// GET /player/items/{uid}/ and GET /medias/{uid}/ – what the embedded player plays: medias in
// order, and signed, viewer-bound file links only for a viewer with access (spec §4, §7).
import { and, eq, isNotNull, lte, sql } from "drizzle-orm";
import { accessGrants, files, items, medias, playlistMedias, users, websites } from "@/backend/db/schema";
import { mediaRoutes } from "@/backend/routes/medias";
import { playerRoutes } from "@/backend/routes/player";
import { DEMO_ACCOUNTS } from "@/backend/seed";
import { mediaDetailSchema, playerItemSchema } from "@/lib/api/player-schemas";
import { API_BASE_PATH } from "@/lib/api/request";
import { mountExtraRoutes, sessionFor, type ExtraApp } from "./helpers/extra-routes";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
let app: ExtraApp;
type ItemPick = { uid: string; slug: string; mediaId: number | null; playlistId: number | null };
const picked: Record<string, ItemPick> = {};
let researcherToken = "";
let grantedUid = "";

async function pick(site: string, where: Parameters<typeof and>) {
  const [row] = await backend.db
    .select({ uid: items.uid, slug: items.slug, mediaId: items.mediaId, playlistId: items.playlistId })
    .from(items)
    .innerJoin(websites, eq(websites.id, items.websiteId))
    .where(and(eq(websites.code, site), lte(items.publishedAt, new Date()), ...where))
    .orderBy(items.id)
    .limit(1);
  if (!row) throw new Error(`no item for ${site}`);
  return row;
}

beforeAll(async () => {
  backend = await createTestBackend();
  app = mountExtraRoutes(backend, { api: [playerRoutes, mediaRoutes] });
  picked.public = await pick("archive", [eq(items.visibilityType, "public"), isNotNull(items.mediaId)]);
  // A media that no playlist shows too: its only holder is the private item.
  const alone = sql`not exists (select 1 from ${playlistMedias} where ${playlistMedias.mediaId} = ${items.mediaId})`;
  picked.private = await pick("archive", [eq(items.visibilityType, "private"), isNotNull(items.mediaId), alone]);
  picked.onDemand = await pick("archive", [eq(items.visibilityType, "on_demand")]);
  picked.playlist = await pick("archive", [isNotNull(items.playlistId), eq(items.visibilityType, "public")]);
  picked.studio = await pick("studio", [eq(items.monetizationEnabled, true)]);
  const [researcher] = await backend.db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_ACCOUNTS.researcher.email));
  researcherToken = await sessionFor(backend, "archive", researcher?.id ?? null);
  const [grant] = await backend.db
    .select({ uid: items.uid })
    .from(accessGrants)
    .innerJoin(items, eq(items.id, accessGrants.itemId))
    .where(and(eq(accessGrants.userId, researcher?.id ?? 0), isNotNull(accessGrants.endsAt)))
    .orderBy(accessGrants.id);
  grantedUid = grant?.uid ?? "";
});
afterAll(() => backend?.close());

const auth = (token: string) => ({ authorization: `website-token ${token}` });

async function playerItem(uid: string, headers: Record<string, string> = {}) {
  const response = await app.request(`/player/items/${uid}/`, { headers });
  return { status: response.status, body: (await response.json()) as unknown, cache: response.headers.get("cache-control") };
}

describe("GET /player/items/{uid}/", () => {
  it("gives a public media's files, hd first, signed for the caller", async () => {
    const { status, body, cache } = await playerItem(picked.public!.uid);
    expect(status).toBe(200);
    expect(cache).toBe("private, no-store");
    const data = playerItemSchema.parse(body);
    expect(data.item).toMatchObject({ uid: picked.public!.uid, slug: picked.public!.slug, has_access: true, visibility_type: "public" });
    expect(data.medias).toHaveLength(1);
    const slugs = data.medias[0]!.files.map((f) => f.slug);
    expect(slugs.slice(0, 2)).toEqual(["hd", "source"]);
    expect(slugs).not.toContain("extra");
    for (const file of data.medias[0]!.files)
      expect(file.file).toMatch(new RegExp(`^${API_BASE_PATH}/files/[0-9a-f-]{36}/\\?exp=\\d+&sig=`));
  });

  it("plays those links for the same caller (the file route honours them)", async () => {
    const data = playerItemSchema.parse((await playerItem(picked.public!.uid)).body);
    const hd = data.medias[0]!.files[0]!;
    const response = await backend.fetch(new Request(`http://localhost${hd.file}`, { headers: { host: "localhost", range: "bytes=0-9" } }));
    expect(response.status).toBe(206);
  });

  it.each([
    ["private, anonymous", "private", false],
    ["on demand, anonymous", "onDemand", false],
    ["monetized studio item, anonymous", "studio", false],
  ] as const)("%s → no access, no file links", async (_label, key, expected) => {
    const host = { host: key === "studio" ? "studio.localhost" : "localhost" };
    const { status, body } = await playerItem(picked[key]!.uid, host);
    expect(status).toBe(200);
    const data = playerItemSchema.parse(body);
    expect(data.item.has_access).toBe(expected);
    expect(data.medias.length).toBeGreaterThan(0);
    expect(data.medias.every((m) => m.files.length === 0)).toBe(true);
    expect(JSON.stringify(body)).not.toMatch(/\/files\/|demo\/clip/);
  });

  it("a signed-in user plays a private item", async () => {
    const data = playerItemSchema.parse((await playerItem(picked.private!.uid, auth(researcherToken))).body);
    expect(data.item.has_access).toBe(true);
    expect(data.medias[0]!.files.length).toBeGreaterThan(0);
  });

  it("a user with a live on-demand grant plays that item", async () => {
    expect(grantedUid).not.toBe("");
    const data = playerItemSchema.parse((await playerItem(grantedUid, auth(researcherToken))).body);
    expect(data.item).toMatchObject({ has_access: true, visibility_type: "on_demand" });
    expect(data.medias[0]!.files.length).toBeGreaterThan(0);
  });

  it("a playlist lists its medias in order, each with its own files", async () => {
    const data = playerItemSchema.parse((await playerItem(picked.playlist!.uid)).body);
    expect(data.item.thumbnail).toMatch(/^\/images\/playlist\/uid\//);
    expect(data.medias.length).toBeGreaterThanOrEqual(2);
    for (const media of data.medias) {
      expect(media.thumbnail).toBe(`/images/media/uid/${media.uid}/thumbnail.jpg`);
      expect(media.files.length).toBeGreaterThan(0);
    }
  });

  it("answers in French with Accept-Language fr", async () => {
    const data = playerItemSchema.parse((await playerItem(picked.public!.uid, { "accept-language": "fr" })).body);
    expect(data.item.name).toMatch(/exemple/);
  });

  const missing: Array<[string, () => string, Record<string, string>]> = [
    ["an unknown uid", () => "00000000-0000-4000-8000-000000000000", {}],
    ["not a uid", () => "not-a-uid", {}],
    ["another site's item", () => picked.studio?.uid ?? "", {}],
    ["an archive item asked on the studio", () => picked.public?.uid ?? "", { host: "studio.localhost" }],
  ];
  it.each(missing)("%s → 404", async (_label, uid, headers) => {
    const { status, body } = await playerItem(uid(), headers);
    expect({ status, body }).toEqual({ status: 404, body: { type: "not_found", message: "Item not found." } });
  });
});

async function mediaOf(pickedItem: ItemPick) {
  const [row] = await backend.db
    .select({ uid: medias.uid })
    .from(medias)
    .where(eq(medias.id, pickedItem.mediaId ?? 0));
  return row?.uid ?? "";
}

describe("GET /medias/{uid}/", () => {
  it("a public media: its fields and signed files", async () => {
    const uid = await mediaOf(picked.public!);
    const response = await app.request(`/medias/${uid}/`);
    expect(response.status).toBe(200);
    const data = mediaDetailSchema.parse(await response.json());
    expect(data).toMatchObject({
      uid,
      has_access: true,
      item_slug: picked.public!.slug,
      thumbnail: `/images/media/uid/${uid}/thumbnail.jpg`,
    });
    expect(data.duration).toBeGreaterThan(0);
    expect(data.files.map((f) => f.slug)).toContain("hd");
  });

  it("a private media, anonymous: no links; signed in: links", async () => {
    const uid = await mediaOf(picked.private!);
    const anonymous = mediaDetailSchema.parse(await (await app.request(`/medias/${uid}/`)).json());
    expect({ has_access: anonymous.has_access, files: anonymous.files }).toEqual({ has_access: false, files: [] });
    const signedIn = mediaDetailSchema.parse(await (await app.request(`/medias/${uid}/`, { headers: auth(researcherToken) })).json());
    expect(signedIn.has_access).toBe(true);
    expect(signedIn.files.length).toBeGreaterThan(0);
  });

  it("captions carry their language", async () => {
    const [caption] = await backend.db
      .select({ mediaUid: medias.uid })
      .from(files)
      .innerJoin(medias, eq(medias.id, files.mediaId))
      .innerJoin(items, eq(items.mediaId, medias.id))
      .where(and(eq(files.slug, "captions"), eq(items.visibilityType, "public"), lte(items.publishedAt, new Date())))
      .limit(1);
    if (!caption) return;
    const data = mediaDetailSchema.parse(await (await app.request(`/medias/${caption.mediaUid}/`)).json());
    const track = data.files.find((f) => f.slug === "captions");
    expect(track?.language).toMatch(/^[a-z]{2}$/);
  });

  it.each([
    ["unknown", "00000000-0000-4000-8000-000000000000"],
    ["not a uid", "abc"],
  ])("%s → 404", async (_label, uid) => {
    const response = await app.request(`/medias/${uid}/`);
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 404,
      body: { type: "not_found", message: "Media not found." },
    });
  });

  it("another site's media → 404", async () => {
    const [studioMedia] = await backend.db
      .select({ uid: medias.uid })
      .from(medias)
      .innerJoin(websites, eq(websites.id, medias.websiteId))
      .where(eq(websites.code, "studio"))
      .limit(1);
    const response = await app.request(`/medias/${studioMedia?.uid ?? ""}/`);
    expect(response.status).toBe(404);
  });
});
