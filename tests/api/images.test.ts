// GET /images/… – generated 16:9 JPEG thumbnails, per site, cached on disk and by browsers (spec §7).
import { existsSync, statSync } from "node:fs";
import { eq, ne } from "drizzle-orm";
import sharp from "sharp";
import { medias, playlists, websites } from "@/backend/db/schema";
import { imageRoutes } from "@/backend/routes/images";
import { imageJobStats, runImageJob, setImageJobLimits } from "@/backend/services/renditions";
import { thumbnailCachePath, type ThumbnailFormat } from "@/backend/services/thumbnails";
import { thumbnailUrl, THUMBNAIL_WIDTHS } from "@/lib/images";
import { mountExtraRoutes, type ExtraApp } from "./helpers/extra-routes";
import { createTestBackend, type TestBackend } from "./helpers/test-backend";

let backend: TestBackend;
let app: ExtraApp;
const uids = { media: "", media2: "", playlist: "", studioMedia: "" };
/** More of the archive's media, one per test below: each asks for renditions no test made before. */
const fresh: string[] = [];
/** Each media's frame (its `thumbnail` column), which names its kept pictures too. */
const frames = new Map<string, string | null>();

/** The file a media's (or playlist's) picture is kept in. */
const keptFile = (uid: string, width: number, format: ThumbnailFormat = "jpeg") =>
  thumbnailCachePath(backend.dataDir, uid, width, format, frames.get(uid) ?? null);

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
  for (let offset = 2; offset < 8; offset += 1) fresh.push(await firstOf(medias, "archive", offset));
  for (const table of [medias, playlists])
    for (const row of await backend.db.select({ uid: table.uid, frame: table.thumbnail }).from(table)) frames.set(row.uid, row.frame);
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
    expect(existsSync(keptFile(uids.media2, 320, format as ThumbnailFormat))).toBe(true);
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
    expect(existsSync(keptFile(uids.media, 640))).toBe(true);
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

/** Waits until `check` holds (a job started, or waiting), polling. */
async function until(check: () => boolean): Promise<void> {
  for (let waited = 0; !check(); waited += 10) {
    if (waited > 10_000) throw new Error("never happened");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Holds the one job slot until `release()`. */
function holdTheSlot(): { release: () => void; done: Promise<void> } {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const done = runImageJob(() => held);
  return { release, done };
}

describe("made once, one job per picture, a bounded number at a time", () => {
  // One job at a time, whatever the machine's CPUs, so a held slot holds them all.
  beforeEach(() => setImageJobLimits({ jobs: 1, queue: 16 }));

  it("a rendition is made once: asked again, it is read from the store (no job, file untouched)", async () => {
    const uid = fresh[0]!;
    const before = imageJobStats().started;
    const first = await get(thumbnailUrl("media", uid, 480));
    expect(first.response.status).toBe(200);
    expect(imageJobStats().started).toBe(before + 1);
    const file = keptFile(uid, 480);
    const written = statSync(file).mtimeMs;

    const again = await get(thumbnailUrl("media", uid, 480));
    expect({ status: again.response.status, same: again.bytes.equals(first.bytes) }).toEqual({ status: 200, same: true });
    expect(imageJobStats().started).toBe(before + 1);
    expect(statSync(file).mtimeMs).toBe(written);
  });

  it("a media given another frame gets pictures of the new one", async () => {
    const uid = fresh[5]!;
    const before = await get(thumbnailUrl("media", uid, 320));
    expect(existsSync(keptFile(uid, 320))).toBe(true);
    const [other] = await backend.db
      .select({ frame: medias.thumbnail })
      .from(medias)
      .where(ne(medias.thumbnail, frames.get(uid) ?? ""))
      .limit(1);
    await backend.db.update(medias).set({ thumbnail: other!.frame }).where(eq(medias.uid, uid));
    frames.set(uid, other!.frame);

    const after = await get(thumbnailUrl("media", uid, 320));
    expect(after.response.status).toBe(200);
    expect(after.bytes.equals(before.bytes)).toBe(false);
    expect(existsSync(keptFile(uid, 320))).toBe(true);
  });

  it("eight requests at once for one rendition share one job", async () => {
    const uid = fresh[1]!;
    const before = imageJobStats().started;
    const results = await Promise.all(Array.from({ length: 8 }, () => get(thumbnailUrl("media", uid, 640), { accept: "image/webp" })));
    expect(results.map((r) => r.response.status)).toEqual(Array(8).fill(200));
    expect(new Set(results.map((r) => r.response.headers.get("etag"))).size).toBe(1);
    expect(imageJobStats().started).toBe(before + 1);
  });

  it("beyond the jobs running and waiting, a 503 with Retry-After that no one caches; the waiting one is made after", async () => {
    setImageJobLimits({ jobs: 1, queue: 1 });
    const slot = holdTheSlot();
    const waiting = get(thumbnailUrl("media", fresh[2]!, 320));
    await until(() => imageJobStats().waiting === 1);

    const { response, bytes } = await get(thumbnailUrl("media", fresh[2]!, 960));
    expect({ status: response.status, body: JSON.parse(bytes.toString()) as unknown }).toEqual({
      status: 503,
      body: { type: "service_unavailable", message: "Too many images are being made right now; please try again in a few seconds." },
    });
    expect(response.headers.get("retry-after")).toMatch(/^[1-9]\d*$/);
    expect(response.headers.get("cache-control")).toBe("no-store");

    slot.release();
    await slot.done;
    expect((await waiting).response.status).toBe(200);
    expect(existsSync(keptFile(fresh[2]!, 960))).toBe(false);
  });

  it("a job whose request was aborted once it started still finishes and keeps its file", async () => {
    const uid = fresh[3]!;
    const client = new AbortController();
    const before = imageJobStats().started;
    const request = app.fetchPath(thumbnailUrl("media", uid, 1280), { signal: client.signal });
    await until(() => imageJobStats().started > before);
    client.abort();
    await request.catch(() => null);
    await until(() => imageJobStats().running === 0);
    expect(existsSync(keptFile(uid, 1280))).toBe(true);
  });

  it("a job still waiting when its only request is aborted is not started", async () => {
    const uid = fresh[4]!;
    const slot = holdTheSlot();
    const client = new AbortController();
    const request = app.fetchPath(thumbnailUrl("media", uid, 320), { signal: client.signal });
    await until(() => imageJobStats().waiting === 1);
    client.abort();
    const started = imageJobStats().started;
    slot.release();
    await slot.done;
    await request.catch(() => null);
    expect(imageJobStats()).toMatchObject({ started, running: 0, waiting: 0 });
    expect(existsSync(keptFile(uid, 320))).toBe(false);
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
