// Thumbnails of spec §7 (/images/w:{width}/{media|playlist}:uid:{uid}/thumbnail.jpg): rendered once
// per uid, width and format with sharp, then served from the cache (DATA_DIR/cache/thumbnails, or
// cache/thumbnails/ in the bucket), always through the site. The URL keeps its
// `.jpg` name; the bytes are AVIF or WebP for browsers that say they accept them (a third to a half
// of the JPEG's weight), JPEG for everyone else.
import { createHash } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import type { RequestCtx } from "../context";
import { medias, playlists } from "../db/schema";
import { mediaStorage, readBytes, type Storage } from "./storage";
import { THUMBNAIL_ART_VERSION, thumbnailSvg } from "./thumbnail-art";

export type ThumbnailKind = "media" | "playlist";
export type ThumbnailFormat = "avif" | "webp" | "jpeg";
export type Thumbnail = { bytes: Buffer; etag: string };

export const THUMBNAIL_QUALITY = 78;

export const THUMBNAIL_CONTENT_TYPES: Record<ThumbnailFormat, string> = { avif: "image/avif", webp: "image/webp", jpeg: "image/jpeg" };

/**
 * The best format an Accept header allows: AVIF, then WebP, then JPEG (always acceptable: it is the
 * URL's own type). A type refused with q=0 is not chosen; wildcards alone keep JPEG, since older
 * browsers send them for every image.
 */
export function negotiateThumbnailFormat(accept: string | undefined): ThumbnailFormat {
  const accepted = new Set<string>();
  for (const part of (accept ?? "").toLowerCase().split(",")) {
    const [type = "", ...params] = part.split(";").map((piece) => piece.trim());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (type && !refused) accepted.add(type);
  }
  if (accepted.has("image/avif")) return "avif";
  if (accepted.has("image/webp")) return "webp";
  return "jpeg";
}

/** Whether `uid` is a media (or playlist) of the site: the images of one site are not served by another. */
export async function thumbnailOwnerExists({ db, site }: RequestCtx, kind: ThumbnailKind, uid: string): Promise<boolean> {
  const table = kind === "media" ? medias : playlists;
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.uid, uid), eq(table.websiteId, site.id)))
    .limit(1);
  return rows.length > 0;
}

export function renderThumbnail(uid: string, width: number, kind: ThumbnailKind, format: ThumbnailFormat = "jpeg"): Promise<Buffer> {
  const height = Math.round((width * 9) / 16);
  const image = sharp(Buffer.from(thumbnailSvg(uid, width, kind))).resize(width, height, { fit: "cover" });
  // AVIF at a low effort: drawn once per picture, but on the request that first asks for it.
  if (format === "avif") return image.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === "webp") return image.webp({ quality: 72 }).toBuffer();
  return image.jpeg({ quality: THUMBNAIL_QUALITY, mozjpeg: true, progressive: true }).toBuffer();
}

function etagOf(bytes: Buffer): string {
  return `"t${THUMBNAIL_ART_VERSION}-${createHash("sha1").update(bytes).digest("base64url").slice(0, 22)}"`;
}

const EXTENSIONS: Record<ThumbnailFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/** Where a picture is cached, relative to the cache (DATA_DIR/cache, or cache/ in the bucket). */
function thumbnailCacheKey(uid: string, width: number, format: ThumbnailFormat = "jpeg"): string {
  return `thumbnails/${uid}-${width}.${EXTENSIONS[format]}`;
}

/** The cached picture's file without S3_BUCKET. */
export function thumbnailCachePath(dataDir: string, uid: string, width: number, format: ThumbnailFormat = "jpeg"): string {
  return path.join(dataDir, "cache", ...thumbnailCacheKey(uid, width, format).split("/"));
}

// Requests for the same picture while it is being drawn share one rendering.
const pending = new Map<string, Promise<Thumbnail>>();

async function renderToCache(
  cache: Storage,
  key: string,
  uid: string,
  width: number,
  kind: ThumbnailKind,
  format: ThumbnailFormat,
): Promise<Thumbnail> {
  const bytes = await renderThumbnail(uid, width, kind, format);
  // A read-only or full disk, or a bucket that is away, still gets its picture, just not cached.
  await cache.put(key, bytes, { contentType: THUMBNAIL_CONTENT_TYPES[format] }).catch((error: unknown) => {
    console.warn("[thumbnails] could not cache", key, error);
  });
  return { bytes, etag: etagOf(bytes) };
}

/** The picture for a uid (already known to be the site's) at one of the allowed widths. */
export async function getThumbnail(
  dataDir: string,
  uid: string,
  width: number,
  kind: ThumbnailKind,
  format: ThumbnailFormat = "jpeg",
): Promise<Thumbnail> {
  const { cache } = mediaStorage(dataDir);
  // Media and playlist uids are distinct UUIDs, so the uid alone names the file.
  const key = thumbnailCacheKey(uid, width, format);
  const cached = await readBytes(cache, key).catch((error: unknown) => {
    console.warn("[thumbnails] could not read the cache", key, error);
    return null;
  });
  if (cached && cached.length > 0) return { bytes: cached, etag: etagOf(cached) };
  const pendingKey = `${dataDir}\0${key}`;
  const running = pending.get(pendingKey);
  if (running) return running;
  const job = renderToCache(cache, key, uid, width, kind, format).finally(() => pending.delete(pendingKey));
  pending.set(pendingKey, job);
  return job;
}

/** If-None-Match holds this ETag (weak or strong), or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}
