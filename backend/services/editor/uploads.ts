// Images members upload for their pages: JPEG or PNG judged by their bytes (never by their name or
// declared type), re-encoded with sharp (metadata such as EXIF and GPS dropped, the longest side
// capped), kept in media storage under uploads/{site uid}/ (DATA_DIR/media or the bucket) and served
// by the site at /images/uploads/{uid}.{ext} (and /images/w:{width}/uploads/{uid}.{ext}, resized
// once and kept like the thumbnails). sharp's work, here too, runs in renditions.ts's bounded jobs.
import { createHash, randomUUID } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { and, desc, eq } from "drizzle-orm";
import { UPLOAD_MAX_BYTES, type Upload } from "../../../lib/api/editor";
import { UPLOAD_TOO_LARGE_MESSAGE } from "../../../lib/http/body-limits";
import type { RequestCtx, SignedInCtx } from "../../context";
import { uploads } from "../../db/schema";
import { ApiError, notFound } from "../../http/errors";
import { audit } from "../audit";
import { getRendition, runImageJob, type Made } from "../renditions";
import { mediaStorage, readBytes, type Storage } from "../storage";

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

/** The uploaded file of a multipart body (field `file`), already within the size limit. */
export async function createUpload(ctx: SignedInCtx, file: File): Promise<Upload> {
  if (file.size > UPLOAD_MAX_BYTES) throw tooLarge();
  const bytes = new Uint8Array(await file.arrayBuffer());
  const format = sniffFormat(bytes);
  if (!format) throw refused();
  const image = await runImageJob(() => reencode(bytes, format));

  const uid = randomUUID();
  const relative = path.posix.join("uploads", ctx.site.uid, `${uid}.${EXTENSION[format]}`);
  await mediaStorage(ctx.dataDir).media.put(relative, image.data, { contentType: MIME[format] });
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

/** Where an upload at a width is kept, relative to the cache (DATA_DIR/cache, or cache/ in the bucket). */
const uploadRenditionKey = (row: Pick<UploadRow, "uid" | "mimeType">, width: number) => `uploads/${row.uid}-${width}.${extensionOf(row)}`;

function etagOf(bytes: Buffer): string {
  return `"u-${createHash("sha1").update(bytes).digest("base64url").slice(0, 22)}"`;
}

function resized(media: Storage, cache: Storage, row: UploadRow, width: number, format: Format, signal?: AbortSignal): Promise<Buffer> {
  const make = async (): Promise<Made> => {
    const pipeline = sharp(await readOriginal(media, row)).resize({ width, withoutEnlargement: true });
    const encoded = format === "png" ? pipeline.png({ compressionLevel: 9 }) : pipeline.jpeg({ quality: JPEG_QUALITY, mozjpeg: true });
    return { bytes: await encoded.toBuffer(), keep: true };
  };
  return getRendition(cache, uploadRenditionKey(row, width), row.mimeType, make, signal);
}

async function readOriginal(media: Storage, row: UploadRow): Promise<Buffer> {
  const bytes = await readBytes(media, row.path).catch(() => null);
  if (!bytes) throw notFound("Image not found.");
  return bytes;
}

/** An upload of the request's site, as stored or at `width` (never wider than stored); `signal`, the request's (see renditions.ts). */
export async function readUploadImage(
  ctx: RequestCtx,
  uid: string,
  extension: string,
  width: number | null,
  signal?: AbortSignal,
): Promise<UploadImage> {
  const [row] = await ctx.db
    .select()
    .from(uploads)
    .where(and(eq(uploads.uid, uid), eq(uploads.websiteId, ctx.site.id)))
    .limit(1);
  if (!row || extensionOf(row) !== extension) throw notFound("Image not found.");
  const format: Format = row.mimeType === MIME.png ? "png" : "jpeg";
  const { media, cache } = mediaStorage(ctx.dataDir);
  const bytes =
    width === null || width >= row.width ? await readOriginal(media, row) : await resized(media, cache, row, width, format, signal);
  return { bytes, etag: etagOf(bytes), contentType: row.mimeType };
}
