// Media storage on disk (no S3_BUCKET): today's layout under DATA_DIR, keys kept inside it, no
// signed URLs; and how the S3_* environment is read.
import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { readEnv } from "@/lib/env";
import { createMediaStorage, readBytes, s3ConfigFromEnv, StorageKeyError, type MediaStorage } from "@/backend/services/storage";

let dataDir: string;
let storage: MediaStorage;
const text = async (body: ReadableStream<Uint8Array>) => Buffer.from(await new Response(body).arrayBuffer()).toString();

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "storage-test-"));
  storage = createMediaStorage(dataDir, undefined);
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe("disk storage", () => {
  it("keeps media under DATA_DIR/media and generated images under DATA_DIR/cache", async () => {
    await storage.media.put("uploads/site/a.png", Buffer.from("media"), { contentType: "image/png" });
    await storage.cache.put("thumbnails/b-480.jpg", Buffer.from("cache"), { contentType: "image/jpeg" });
    expect(await readFile(path.join(dataDir, "media", "uploads", "site", "a.png"), "utf8")).toBe("media");
    expect(await readFile(path.join(dataDir, "cache", "thumbnails", "b-480.jpg"), "utf8")).toBe("cache");
    expect([storage.media.kind, storage.cache.kind]).toEqual(["disk", "disk"]);
  });

  it("puts bytes or a stream, reads whole or a range, heads and deletes", async () => {
    await storage.media.put("a/stream.txt", Readable.from([Buffer.from("01234"), Buffer.from("56789")]), { contentType: "text/plain" });
    expect(await storage.media.head("a/stream.txt")).toEqual({ size: 10 });
    expect(await text((await storage.media.get("a/stream.txt"))!.body)).toBe("0123456789");
    const range = await storage.media.get("a/stream.txt", { start: 3, end: 6 });
    expect({ size: range?.size, body: await text(range!.body) }).toEqual({ size: 10, body: "3456" });
    expect(await text((await storage.media.get("a/stream.txt", { start: 8, end: 99 }))!.body)).toBe("89");
    expect((await readBytes(storage.media, "a/stream.txt"))?.toString()).toBe("0123456789");

    await storage.media.delete("a/stream.txt");
    expect(await storage.media.head("a/stream.txt")).toBeNull();
    expect(await storage.media.get("a/stream.txt")).toBeNull();
    expect(await readBytes(storage.media, "a/stream.txt")).toBeNull();
    await expect(storage.media.delete("a/stream.txt")).resolves.toBeUndefined();
  });

  it("overwrites whole, leaving no temporary file behind", async () => {
    await storage.media.put("b/file.txt", Buffer.from("first version"), { contentType: "text/plain" });
    await storage.media.put("b/file.txt", Buffer.from("second"), { contentType: "text/plain" });
    expect((await readBytes(storage.media, "b/file.txt"))?.toString()).toBe("second");
    expect(existsSync(path.join(dataDir, "media", "b"))).toBe(true);
    const { readdir } = await import("node:fs/promises");
    expect(await readdir(path.join(dataDir, "media", "b"))).toEqual(["file.txt"]);
  });

  it("has no signed URLs: the site streams the file itself", async () => {
    expect(await storage.media.signedUrl("b/file.txt", { expiresIn: 300, filename: "file.txt" })).toBeNull();
  });

  it("treats a directory as no object", async () => {
    expect(await storage.media.head("b")).toBeNull();
  });

  it.each(["../secret.txt", "/etc/passwd", "a\\..\\..\\b", "a/../../b", "a//b", ".", "", "C:/x"])("refuses the key %j", async (key) => {
    await writeFile(path.join(dataDir, "secret.txt"), "secret");
    await expect(storage.media.get(key)).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.media.head(key)).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.media.put(key, Buffer.from("x"), { contentType: "text/plain" })).rejects.toBeInstanceOf(StorageKeyError);
    await expect(storage.media.delete(key)).rejects.toBeInstanceOf(StorageKeyError);
    expect(await readFile(path.join(dataDir, "secret.txt"), "utf8")).toBe("secret");
  });
});

describe("S3 settings from the environment", () => {
  const keys = { S3_ACCESS_KEY_ID: "id", S3_SECRET_ACCESS_KEY: "secret" };
  const envOf = (vars: Record<string, string>) => readEnv({ NODE_ENV: "test", ...vars });

  it("without S3_BUCKET: disk", () => {
    expect(s3ConfigFromEnv(envOf({}))).toBeUndefined();
  });

  it("with an endpoint: path style by default, the prefix ends with a slash", () => {
    const config = s3ConfigFromEnv(envOf({ S3_BUCKET: "media", S3_ENDPOINT: "http://minio:9000", S3_PREFIX: "/site-a/", ...keys }));
    expect(config).toEqual({
      bucket: "media",
      region: "us-east-1",
      endpoint: "http://minio:9000",
      forcePathStyle: true,
      credentials: { accessKeyId: "id", secretAccessKey: "secret" },
      prefix: "site-a/",
    });
  });

  it("on AWS: virtual-hosted style and the default credential chain, unless told otherwise", () => {
    expect(s3ConfigFromEnv(envOf({ S3_BUCKET: "media", S3_REGION: "eu-west-3" }))).toMatchObject({
      region: "eu-west-3",
      forcePathStyle: false,
      credentials: undefined,
      prefix: "",
    });
    expect(s3ConfigFromEnv(envOf({ S3_BUCKET: "media", S3_FORCE_PATH_STYLE: "1" }))?.forcePathStyle).toBe(true);
    expect(s3ConfigFromEnv(envOf({ S3_BUCKET: "m", S3_ENDPOINT: "http://x", S3_FORCE_PATH_STYLE: "false", ...keys }))?.forcePathStyle).toBe(
      false,
    );
  });

  it("signs media links for the public address when the service is reached privately", async () => {
    const config = s3ConfigFromEnv(
      envOf({ S3_BUCKET: "media", S3_ENDPOINT: "http://minio:9000", S3_PUBLIC_URL: "https://media.example.org", ...keys }),
    );
    const { media } = createMediaStorage("/nowhere", config);
    const url = new URL((await media.signedUrl("demo/a.mp4", { expiresIn: 300 })) ?? "");
    expect(url.origin).toBe("https://media.example.org");
    expect(url.pathname).toBe("/media/demo/a.mp4");
    expect(url.searchParams.get("X-Amz-Expires")).toBe("300");
  });

  it.each([
    [{ S3_BUCKET: "media", S3_ENDPOINT: "http://minio:9000" }, "S3_ACCESS_KEY_ID"],
    [{ S3_BUCKET: "media", S3_ACCESS_KEY_ID: "id" }, "S3_SECRET_ACCESS_KEY"],
    [{ S3_BUCKET: "media", S3_ENDPOINT: "not a url", ...keys }, "S3_ENDPOINT"],
    [{ S3_BUCKET: "media", S3_FORCE_PATH_STYLE: "yes" }, "S3_FORCE_PATH_STYLE"],
    [{ S3_BUCKET: "media", S3_PREFIX: "a/../b" }, "S3_PREFIX"],
  ])("refuses %j, naming %s", (source, name) => {
    expect(() => envOf(source)).toThrow(new RegExp(`${name}: `));
  });
});
