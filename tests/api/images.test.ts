// GET /images/… – generated 16:9 JPEG thumbnails, per site, cached on disk and by browsers (spec §7).
import { existsSync } from "node:fs";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { medias, playlists, websites } from "@/backend/db/schema";
import { imageRoutes } from "@/backend/routes/images";
import { thumbnailCachePath, type ThumbnailFormat } from "@/backend/services/thumbnails";
import { thumbnailUrl, THUMBNAIL_WIDTHS } from "@/lib/images";
import { mountExtraRoutes, type ExtraApp } from "./helpers/extra-routes";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
let app: ExtraApp;
const uids = { media: "", media2: "", playlist: "", studioMedia: "" };

async function firstOf(table: typeof medias | typeof playlists, site: string, offset = 0) {
  const [row] = await backend.db
    .select({ uid: table.uid })
    .from(table)
    .innerJoin(websites, eq(websites.id, table.websiteId))
    .where(eq(websites.code, site))
    .orderBy(table.id)
    .limit(1)
    .offset(offset);
  return row?.uid ?? "";
}

beforeAll(async () => {
  backend = await createTestBackend({ items: 12 });
  app = mountExtraRoutes(backend, { root: [imageRoutes] });
  uids.media = await firstOf(medias, "archive");
  uids.media2 = await firstOf(medias, "archive", 1);
  uids.playlist = await firstOf(playlists, "archive");
  uids.studioMedia = await firstOf(medias, "studio");
});
afterAll(() => backend?.close());

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await app.fetchPath(path, { headers });
  const bytes = Buffer.from(await response.arrayBuffer());
  return { response, bytes };
}

describe("thumbnails", () => {
  it.each(THUMBNAIL_WIDTHS)("w:%i → a 16:9 JPEG of that width", async (width) => {
    const { response, bytes } = await get(thumbnailUrl("media", uids.media, width));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: "jpeg",
      width,
      height: Math.round((width * 9) / 16),
    });
  });

  it.each([
    ["image/avif,image/webp,image/apng,image/*,*/*;q=0.8", "avif"],
    ["image/webp,*/*", "webp"],
    ["image/avif;q=0, image/webp", "webp"],
    ["image/*,*/*;q=0.8", "jpeg"],
  ])("Accept: %s → %s (the URL stays .jpg; Vary: Accept)", async (accept, format) => {
    const { response, bytes } = await get(thumbnailUrl("media", uids.media2, 320), { accept });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(`image/${format}`);
    expect(response.headers.get("vary")?.split(/,\s*/)).toContain("Accept");
    const meta = await sharp(bytes).metadata();
    expect({ format: meta.format === "heif" ? "avif" : meta.format, width: meta.width }).toEqual({ format, width: 320 });
    expect(existsSync(thumbnailCachePath(backend.dataDir, uids.media2, 320, format as ThumbnailFormat))).toBe(true);
  });

  it("the cart path answers the default width (480)", async () => {
    const { response, bytes } = await get(`/images/media/uid/${uids.media}/thumbnail.jpg`);
    expect(response.status).toBe(200);
    expect((await sharp(bytes).metadata()).width).toBe(480);
    const playlist = await get(`/images/playlist/uid/${uids.playlist}/thumbnail.jpg`);
    expect(playlist.response.status).toBe(200);
  });

  it("caches: public for a day, an ETag, and a file under DATA_DIR/cache/thumbnails", async () => {
    const { response } = await get(thumbnailUrl("media", uids.media, 640));
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400, stale-while-revalidate=604800");
    expect(response.headers.get("etag")).toMatch(/^"[^"]+"$/);
    expect(existsSync(thumbnailCachePath(backend.dataDir, uids.media, 640))).toBe(true);
  });

  it("answers 304 to a matching If-None-Match (strong, weak or in a list)", async () => {
    const etag = (await get(thumbnailUrl("media", uids.media, 320))).response.headers.get("etag") ?? "";
    for (const header of [etag, `W/${etag}`, `"other", ${etag}`]) {
      const { response, bytes } = await get(thumbnailUrl("media", uids.media, 320), { "if-none-match": header });
      expect({ status: response.status, length: bytes.length, etag: response.headers.get("etag") }).toEqual({
        status: 304,
        length: 0,
        etag,
      });
    }
    expect((await get(thumbnailUrl("media", uids.media, 320), { "if-none-match": '"stale"' })).response.status).toBe(200);
  });

  it("is deterministic per uid and differs between uids", async () => {
    const a = await get(thumbnailUrl("media", uids.media2, 960));
    const cachedAgain = await get(thumbnailUrl("media", uids.media2, 960));
    expect(cachedAgain.bytes.equals(a.bytes)).toBe(true);
    const other = await get(thumbnailUrl("media", uids.media, 960));
    expect(other.bytes.equals(a.bytes)).toBe(false);
  });

  it("concurrent first requests share one rendering and agree", async () => {
    const results = await Promise.all([1, 2, 3].map(() => get(thumbnailUrl("playlist", uids.playlist, 1280))));
    const tags = new Set(results.map((r) => r.response.headers.get("etag")));
    expect(results.every((r) => r.response.status === 200)).toBe(true);
    expect(tags.size).toBe(1);
  });
});

describe("refusals", () => {
  it.each([100, 481, 4000, 0])("w:%i → 400 JSON", async (width) => {
    const { response, bytes } = await get(`/images/w:${width}/media:uid:${uids.media}/thumbnail.jpg`);
    expect({ status: response.status, body: JSON.parse(bytes.toString()) as unknown }).toEqual({
      status: 400,
      body: { type: "validation_error", message: "Unsupported image width.", errors: { width: [expect.any(String)] } },
    });
  });

  it.each([
    ["an unknown uid", () => thumbnailUrl("media", "00000000-0000-4000-8000-000000000000")],
    ["not a uid", () => "/images/w:480/media:uid:../../etc/thumbnail.jpg"],
    ["a media asked as a playlist", () => thumbnailUrl("playlist", uids.media)],
    ["a playlist asked as a media", () => `/images/media/uid/${uids.playlist}/thumbnail.jpg`],
    ["another site's media", () => thumbnailUrl("media", uids.studioMedia)],
    ["another file name", () => `/images/w:480/media:uid:${uids.media}/poster.png`],
    ["an unknown kind", () => `/images/w:480/category:uid:${uids.media}/thumbnail.jpg`],
  ])("%s → 404 JSON", async (_label, path) => {
    const { response, bytes } = await get(path());
    expect({ status: response.status, body: JSON.parse(bytes.toString()) as unknown }).toEqual({
      status: 404,
      body: { type: "not_found", message: expect.any(String) },
    });
  });

  it("the studio serves its own media", async () => {
    const { response } = await get(thumbnailUrl("media", uids.studioMedia), { host: "studio.localhost" });
    expect(response.status).toBe(200);
  });
});
