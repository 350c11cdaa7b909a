// Media in an S3-compatible bucket (S3_BUCKET): the storage round trip, keys kept inside their
// prefix, media files handed out as presigned URLs after the same access check as on disk, and
// thumbnails, uploads and the demo files kept in the bucket but served through the site.
// Runs against s3rver in this process; lib/env reads S3_* once, so the backend is imported after.
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { GetObjectCommand, HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { and, eq, sql } from "drizzle-orm";
import sharp from "sharp";
import { accessGrants, files, items, medias, playlistMedias, users, websites } from "@/backend/db/schema";
import { itemSchema } from "@/lib/api/schemas";
import { uploadSchema } from "@/lib/api/editor";
import type { MediaStorage } from "@/backend/services/storage";
import { S3RVER_KEY, startS3, useS3Env, type TestS3 } from "./helpers/s3";
import type * as TestBackendHelpers from "./helpers/test-backend";

const PREFIX = "site-a";
let s3: TestS3;
let raw: S3Client;
let backend: TestBackendHelpers.TestBackend;
let storage: MediaStorage;
let helpers: typeof TestBackendHelpers;
const savedEnv = { ...process.env };

/** The object's bytes as the bucket holds them (full key, prefix included), or null. */
async function objectBytes(key: string): Promise<Buffer | null> {
  try {
    const out = await raw.send(new GetObjectCommand({ Bucket: s3.bucket, Key: key }));
    return Buffer.from(await out.Body!.transformToByteArray());
  } catch {
    return null;
  }
}

const text = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer()).toString();

/** Fetches a path of the site (a link as the API gave it, or an image URL). */
const site = (link: string, headers: Record<string, string> = {}) =>
  backend.fetch(new Request(`http://localhost${link}`, { headers: { host: "localhost", ...headers } }));

beforeAll(async () => {
  s3 = await startS3();
  useS3Env(s3, PREFIX);
  raw = new S3Client({
    region: "us-east-1",
    endpoint: s3.endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: S3RVER_KEY, secretAccessKey: S3RVER_KEY },
  });
  helpers = await import("./helpers/test-backend");
  backend = await helpers.createTestBackend({ items: 20 });
  storage = (await import("@/backend/services/storage")).mediaStorage(backend.dataDir);
});

afterAll(async () => {
  await backend?.close();
  raw?.destroy();
  await s3?.close();
  process.env = savedEnv;
});

describe("S3 storage", () => {
  it("is chosen from the environment", () => {
    expect([storage.media.kind, storage.cache.kind]).toEqual(["s3", "s3"]);
  });

  it("puts, reads whole or a range, heads and deletes an object, under the prefix", async () => {
    const key = "tests/round-trip.txt";
    await storage.media.put(key, Buffer.from("0123456789"), { contentType: "text/plain" });
    expect((await objectBytes(`${PREFIX}/${key}`))?.toString()).toBe("0123456789");

    expect(await storage.media.head(key)).toEqual({ size: 10, contentType: "text/plain" });
    const whole = await storage.media.get(key);
    expect({ size: whole?.size, body: await text(whole!.body) }).toEqual({ size: 10, body: "0123456789" });
    const range = await storage.media.get(key, { start: 2, end: 5 });
    expect({ size: range?.size, body: await text(range!.body) }).toEqual({ size: 10, body: "2345" });
    const past = await storage.media.get(key, { start: 8, end: 99 });
    expect(await text(past!.body)).toBe("89");

    await storage.media.delete(key);
    expect(await storage.media.head(key)).toBeNull();
    expect(await storage.media.get(key)).toBeNull();
    await expect(storage.media.delete(key)).resolves.toBeUndefined();
  });

  it("signs a URL that answers the bytes with the asked-for type and disposition", async () => {
    await storage.media.put("tests/signed.txt", Buffer.from("signed bytes"), { contentType: "application/octet-stream" });
    const url = await storage.media.signedUrl("tests/signed.txt", {
      expiresIn: 60,
      filename: "résumé.txt",
      attachment: true,
      contentType: "text/plain",
    });
    const response = await fetch(url!);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/plain");
    expect(response.headers.get("content-disposition")).toBe(`attachment; filename="r_sum_.txt"; filename*=UTF-8''r%C3%A9sum%C3%A9.txt`);
    expect(await response.text()).toBe("signed bytes");
  });

  it.each(["../escape.txt", "/absolute.txt", "a\\b.txt", "a/../../b.txt", "a//b.txt", "./a.txt", "", "a/\u0000.txt"])(
    "refuses the key %j",
    async (key) => {
      const { StorageKeyError } = await import("@/backend/services/storage");
      await expect(storage.media.put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.media.get(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.cache.head(key)).rejects.toBeInstanceOf(StorageKeyError);
      await expect(storage.media.signedUrl(key, { expiresIn: 60 })).rejects.toBeInstanceOf(StorageKeyError);
    },
  );
});

describe("the seed", () => {
  it("put the demo files in the bucket, and never overwrites them", async () => {
    const clip = await readFile(path.join(process.cwd(), "backend", "seed", "assets", "demo", "clip-01.mp4"));
    expect((await objectBytes(`${PREFIX}/demo/clip-01.mp4`))?.equals(clip)).toBe(true);
    expect((await objectBytes(`${PREFIX}/demo/transcript.pdf`))?.subarray(0, 5).toString()).toBe("%PDF-");
    expect((await objectBytes(`${PREFIX}/demo/clip-02.en.vtt`))?.toString()).toMatch(/^WEBVTT/);
    expect((await objectBytes(`${PREFIX}/demo/clip-02.fr.vtt`))?.toString()).toMatch(/^WEBVTT/);
    const head = await raw.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/demo/clip-12.mp4` }));
    expect(head.ContentType).toBe("video/mp4");
    const frame = await raw.send(new HeadObjectCommand({ Bucket: s3.bucket, Key: `${PREFIX}/demo/clip-12.jpg` }));
    expect(frame.ContentType).toBe("image/jpeg");

    await storage.media.put("demo/clip-03.fr.vtt", Buffer.from("edited"), { contentType: "text/vtt" });
    const { writeDemoMediaFiles } = await import("@/backend/seed/media-files");
    await writeDemoMediaFiles(backend.dataDir);
    expect((await objectBytes(`${PREFIX}/demo/clip-03.fr.vtt`))?.toString()).toBe("edited");
  });
});

describe("media files", () => {
  /** A public item's hd file, as the anonymous visitor is given it. */
  async function publicFile(download = false) {
    const list = (await (await backend.request("/items/?limit=100")).json()) as {
      results: { uid: string; slug: string; visibility_type: string; content_object_type: string; is_content_downloadable: boolean }[];
    };
    const item = list.results.find(
      (i) => i.visibility_type === "public" && i.content_object_type === "media" && (!download || i.is_content_downloadable),
    )!;
    if (download) {
      const links = (await (await backend.request(`/items/${item.uid}/download/`)).json()) as { uid: string; file: string }[];
      return links[0]!;
    }
    const detail = itemSchema.parse(await (await backend.request(`/items/${item.slug}/`)).json());
    return detail.content_object.files!.find((f) => f.slug === "hd")!;
  }

  async function storedBytes(fileUid: string): Promise<Buffer> {
    const [row] = await backend.db.select().from(files).where(eq(files.uid, fileUid));
    return (await objectBytes(`${PREFIX}/${row!.path}`))!;
  }

  it("a public file answers 302 to a presigned URL of the bucket that serves its bytes", async () => {
    const video = await publicFile();
    const response = await site(video.file, { range: "bytes=0-99" });
    expect(response.status).toBe(302);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const location = new URL(response.headers.get("location")!);
    expect(location.origin).toBe(s3.endpoint);
    expect(location.searchParams.get("X-Amz-Expires")).toBe("300");

    const whole = await fetch(location);
    expect(whole.status).toBe(200);
    expect(whole.headers.get("content-type")).toBe("video/mp4");
    expect(whole.headers.get("content-disposition")).toMatch(/^inline; filename="clip-\d\d\.mp4"$/);
    expect(Buffer.from(await whole.arrayBuffer()).equals(await storedBytes(video.uid))).toBe(true);
    // The browser seeks against the bucket itself.
    const part = await fetch(location, { headers: { range: "bytes=10-19" } });
    expect(part.status).toBe(206);
    expect(Buffer.from(await part.arrayBuffer()).equals((await storedBytes(video.uid)).subarray(10, 20))).toBe(true);
  });

  it("a download link's URL answers as an attachment", async () => {
    const link = await publicFile(true);
    const response = await site(link.file);
    expect(response.status).toBe(302);
    const download = await fetch(response.headers.get("location")!);
    expect(download.status).toBe(200);
    expect(download.headers.get("content-disposition")).toMatch(/^attachment; filename="/);
    await download.arrayBuffer();
  });

  it("a caption track is served by the site itself (a <track> from the bucket would need CORS)", async () => {
    const list = (await (await backend.request("/items/?limit=100")).json()) as {
      results: { slug: string; visibility_type: string; content_object_type: string }[];
    };
    const item = list.results.find((i) => i.visibility_type === "public" && i.content_object_type === "media")!;
    const detail = itemSchema.parse(await (await backend.request(`/items/${item.slug}/`)).json());
    const track = detail.content_object.files!.find((f) => f.slug === "captions")!;
    const response = await site(track.file);
    expect(response.status).toBe(200);
    expect(response.headers.get("location")).toBeNull();
    expect(Buffer.from(await response.arrayBuffer()).equals(await storedBytes(track.uid))).toBe(true);
    const part = await site(track.file, { range: "bytes=0-5" });
    expect({ status: part.status, body: await part.text() }).toEqual({ status: 206, body: "WEBVTT" });
  });

  it("a restricted file without access is refused as on disk, with no URL", async () => {
    const { signedFileUrl } = await import("@/backend/services/media-urls");
    const [row] = await backend.db
      .select({ uid: files.uid })
      .from(files)
      .innerJoin(items, eq(items.mediaId, files.mediaId))
      .where(
        and(
          eq(items.visibilityType, "on_demand"),
          sql`${files.mediaId} not in (select ${playlistMedias.mediaId} from ${playlistMedias})`,
          sql`${items.id} not in (select ${accessGrants.itemId} from ${accessGrants})`,
        ),
      )
      .limit(1);
    // Correctly signed for the anonymous visitor: only the access check stands in the way.
    const response = await site(signedFileUrl(helpers.TEST_SECRET, row!.uid, null));
    expect(response.headers.get("location")).toBeNull();
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 403,
      body: { type: "permission_denied", message: expect.any(String) },
    });
  });
});

describe("images served through the site", () => {
  it("a thumbnail is drawn once, kept in the bucket, and answered 200 by the site", async () => {
    const [media] = await backend.db
      .select({ uid: medias.uid, frame: medias.thumbnail })
      .from(medias)
      .innerJoin(websites, eq(websites.id, medias.websiteId))
      .where(eq(websites.code, "archive"))
      .limit(1);
    const url = `/images/w:480/media:uid:${media!.uid}/thumbnail.jpg`;
    const first = await site(url, { accept: "image/webp,*/*" });
    expect(first.status).toBe(200);
    expect(first.headers.get("content-type")).toBe("image/webp");
    const bytes = Buffer.from(await first.arrayBuffer());
    const { thumbnailCacheKey, thumbnailCachePath } = await import("@/backend/services/thumbnails");
    const cached = `${PREFIX}/cache/${thumbnailCacheKey(media!.uid, 480, "webp", media!.frame)}`;
    expect(cached).toMatch(new RegExp(`^${PREFIX}/cache/thumbnails/${media!.uid}-480-v\\d+-[0-9a-f]{8}\\.webp$`));
    expect((await objectBytes(cached))?.equals(bytes)).toBe(true);
    expect(existsSync(thumbnailCachePath(backend.dataDir, media!.uid, 480, "webp", media!.frame))).toBe(false);

    const again = await site(url, { accept: "image/webp,*/*" });
    expect({ status: again.status, etag: again.headers.get("etag") }).toEqual({ status: 200, etag: first.headers.get("etag") });
    expect(Buffer.from(await again.arrayBuffer()).equals(bytes)).toBe(true);
  });

  it("an upload lands in the bucket and is served at its /images/uploads/ URL, resized too", async () => {
    const { createSession } = await import("@/backend/services/sessions");
    const { DEMO_ACCOUNTS } = await import("@/backend/seed/demo-accounts");
    const [archive] = await backend.db.select().from(websites).where(eq(websites.code, "archive"));
    const [member] = await backend.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.member.email));
    const token = await createSession(backend.db, archive!.id, member!.id);

    const form = new FormData();
    const png = await sharp({ create: { width: 800, height: 400, channels: 3, background: "#336699" } })
      .png()
      .toBuffer();
    form.append("file", new File([new Uint8Array(png)], "photo.png", { type: "image/png" }));
    const answer = await backend.request("/admin/uploads/", {
      method: "POST",
      headers: { authorization: `website-token ${token}` },
      body: form,
    });
    expect(answer.status).toBe(201);
    const stored = uploadSchema.parse(await answer.json());

    const key = `${PREFIX}/uploads/${archive!.uid}/${stored.uid}.png`;
    const inBucket = await objectBytes(key);
    expect(inBucket).not.toBeNull();
    const served = await site(stored.url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(Buffer.from(await served.arrayBuffer()).equals(inBucket!)).toBe(true);

    const small = await site(`/images/w:480/uploads/${stored.uid}.png`);
    expect(small.status).toBe(200);
    expect((await sharp(Buffer.from(await small.arrayBuffer())).metadata()).width).toBe(480);
    expect(await objectBytes(`${PREFIX}/cache/uploads/${stored.uid}-480.png`)).not.toBeNull();
  });
});
