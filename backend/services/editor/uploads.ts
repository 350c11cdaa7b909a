// Images members upload for their pages: JPEG or PNG judged by their bytes (never by their name or
// declared type), re-encoded with sharp (metadata such as EXIF and GPS dropped, the longest side
// capped), kept under DATA_DIR/media/uploads/{site uid}/ and served at /images/uploads/{uid}.{ext}
// (and /images/w:{width}/uploads/{uid}.{ext}, resized once and cached like the thumbnails).
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { and, desc, eq } from "drizzle-orm";
import { UPLOAD_MAX_BYTES, type Upload } from "../../../lib/api/editor";
import { UPLOAD_TOO_LARGE_MESSAGE } from "../../../lib/http/body-limits";
import type { RequestCtx, SignedInCtx } from "../../context";
import { uploads } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { audit } from "../audit";

export const UPLOAD_MAX_SIDE = 2_560;
/** Decoding a picture larger than this is refused (a small file can unpack into a huge one). */
const MAX_INPUT_PIXELS = 100_000_000;
const JPEG_QUALITY = 85;

const ONLY_IMAGES = "Only JPEG and PNG images can be uploaded.";

type Format = "jpeg" | "png";
const EXTENSION: Record<Format, string> = { jpeg: "jpg", png: "png" };
const MIME: Record<Format, string> = { jpeg: "image/jpeg", png: "image/png" };

type UploadRow = typeof uploads.$inferSelect;

export const tooLarge = () => new ApiError(413, "payload_too_large", UPLOAD_TOO_LARGE_MESSAGE);
const refused = () => new ApiError(400, "validation_error", ONLY_IMAGES, { file: [ONLY_IMAGES] });

/** The format the bytes say, whatever the file is called. */
export function sniffFormat(bytes: Uint8Array): Format | null {
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= png.length && png.every((b, i) => bytes[i] === b)) return "png";
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  return null;
}

const extensionOf = (row: Pick<UploadRow, "mimeType">) => (row.mimeType === MIME.png ? EXTENSION.png : EXTENSION.jpeg);

export const uploadUrl = (row: Pick<UploadRow, "uid" | "mimeType">) => `/images/uploads/${row.uid}.${extensionOf(row)}`;

function toUpload(row: UploadRow): Upload {
  return {
    uid: row.uid,
    url: uploadUrl(row),
    width: row.width,
    height: row.height,
    name: row.name,
    created_at: row.createdAt.toISOString(),
  };
}

/** Re-encodes in the same format, upright, without metadata, at most UPLOAD_MAX_SIDE on its longest side. */
async function reencode(bytes: Uint8Array, format: Format): Promise<{ data: Buffer; width: number; height: number }> {
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS }).metadata();
    if (meta.format !== format) throw refused();
    const pipeline = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .rotate() // applies the EXIF orientation before the EXIF goes
      .resize({ width: UPLOAD_MAX_SIDE, height: UPLOAD_MAX_SIDE, fit: "inside", withoutEnlargement: true });
    const encoded =
      format === "png" ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: true, progressive: true });
    const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof ApiError) throw error;
    // Not decodable as what it claims to be (truncated, corrupt, too large to unpack).
    throw refused();
  }
}

async function writeAtomically(file: string, bytes: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
  await writeFile(temp, bytes);
  await rename(temp, file).catch(async (error: unknown) => {
    await rm(temp, { force: true });
    throw error;
  });
}

/** The uploaded file of a multipart body (field `file`), already within the size limit. */
export async function createUpload(ctx: SignedInCtx, file: File): Promise<Upload> {
  if (file.size > UPLOAD_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffFormat(bytes);
  if (!format) throw refused();
  const image = await reencode(bytes, format);

  const uid = randomUUID();
  const relative = path.posix.join("uploads", ctx.site.uid, `${uid}.${EXTENSION[format]}`);
  await writeAtomically(path.join(ctx.dataDir, "media", relative), image.data);
  const name = path.basename(file.name.replace(/\\/g, "/")).slice(0, 200) || `image.${EXTENSION[format]}`;
  const [row] = await ctx.db
    .insert(uploads)
    .values({
      uid,
      websiteId: ctx.site.id,
      path: relative,
      name,
      mimeType: MIME[format],
      width: image.width,
      height: image.height,
      bytes: image.data.length,
      createdById: ctx.viewer.user.id,
    })
    .returning();
  await audit(ctx.db, {
    websiteId: ctx.site.id,
    actorUserId: ctx.viewer.user.id,
    action: "upload.create",
    targetType: "upload",
    targetId: uid,
    data: { name, bytes: image.data.length, width: image.width, height: image.height, received_bytes: bytes.length },
  });
  return toUpload(row!);
}

export async function listUploads(ctx: SignedInCtx): Promise<Upload[]> {
  const rows = await ctx.db
    .select()
    .from(uploads)
    .where(eq(uploads.websiteId, ctx.site.id))
    .orderBy(desc(uploads.createdAt), desc(uploads.id));
  return rows.map(toUpload);
}

export type UploadImage = { bytes: Buffer; etag: string; contentType: string };

function etagOf(bytes: Buffer): string {
  return `"u-${createHash("sha1").update(bytes).digest("base64url").slice(0, 22)}"`;
}

const pending = new Map<string, Promise<Buffer>>();

async function resized(source: string, cacheFile: string, width: number, format: Format): Promise<Buffer> {
  const cached = await readFile(cacheFile).catch(() => null);
  if (cached && cached.length > 0) return cached;
  const running = pending.get(cacheFile);
  if (running) return running;
  const job = (async () => {
    const pipeline = sharp(source).resize({ width, withoutEnlargement: true });
    const bytes = await (
      format === "png" ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: true })
    ).toBuffer();
    // A read-only or full disk still gets its picture, just not cached.
    await writeAtomically(cacheFile, bytes).catch((error: unknown) => console.warn("[uploads] could not cache", cacheFile, error));
    return bytes;
  })().finally(() => pending.delete(cacheFile));
  pending.set(cacheFile, job);
  return job;
}

/** An upload of the request's site, as stored or at `width` (never wider than stored). */
export async function readUploadImage(ctx: RequestCtx, uid: string, extension: string, width: number | null): Promise<UploadImage> {
  const [row] = await ctx.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.uid, uid), eq(uploads.websiteId, ctx.site.id)))
    .limit(1);
  if (!row || extensionOf(row) !== extension) throw notFound("Image not found.");
  const format: Format = row.mimeType === MIME.png ? "png" : "jpeg";
  const source = path.join(ctx.dataDir, "media", row.path);
  const bytes =
    width === null || width >= row.width
      ? await readFile(source).catch(() => {
          throw notFound("Image not found.");
        })
      : await resized(source, path.join(ctx.dataDir, "cache", "uploads", `${row.uid}-${width}.${extensionOf(row)}`), width, format);
  return { bytes, etag: etagOf(bytes), contentType: row.mimeType };
}
