// Thumbnails of spec §7 (/images/w:{width}/{media|playlist}:uid:{uid}/thumbnail.jpg): rendered once
// per uid, width and format with sharp — from the media's (or playlist's) frame when its
// `thumbnail` column names one in media storage (the demo clips' frames: `demo/clip-01.jpg`), else
// drawn from the uid (thumbnail-art.ts) — by one bounded job (renditions.ts), then served from the
// cache (DATA_DIR/cache/thumbnails, or cache/thumbnails/ in the bucket), always through the site.
// The URL keeps its `.jpg` name; the bytes are AVIF or WebP for browsers that say they accept them
// (a third to a half of the JPEG's weight), JPEG for everyone else.
import { createHash } from "node:crypto";
import path from "node:path";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import type { RequestCtx } from "../context";
import { medias, playlists } from "../db/schema";
import { getRendition, type Made } from "./renditions";
import { isSafeKey, mediaStorage, readBytes, type Storage } from "./storage";
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

/** The picture a thumbnail is made from: a frame's key in media storage, or null (drawn from the uid). */
type ThumbnailOwner = { frame: string | null };

/**
 * The media (or playlist) `uid` of the site and the frame its thumbnails are made from, or null when
 * the site has none: the images of one site are not served by another.
 */
export async function findThumbnailOwner({ db, site }: RequestCtx, kind: ThumbnailKind, uid: string): Promise<ThumbnailOwner | null> {
  const table = kind === "media" ? medias : playlists;
  const [row] = await db
    .select({ thumbnail: table.thumbnail })
    .from(table)
    .where(and(eq(table.uid, uid), eq(table.websiteId, site.id)))
    .limit(1);
  if (!row) return null;
  // Older rows hold the picture's own URL (`/images/…`): no frame, the picture is drawn.
  const frame = row.thumbnail && isSafeKey(row.thumbnail) ? row.thumbnail : null;
  return { frame };
}

/** A thumbnail from a frame's bytes (cropped to 16:9), or drawn from the uid without one. */
export function renderThumbnail(
  uid: string,
  width: number,
  kind: ThumbnailKind,
  format: ThumbnailFormat = "jpeg",
  frame: Buffer | null = null,
): Promise<Buffer> {
  const height = Math.round((width * 9) / 16);
  const source = frame ?? Buffer.from(thumbnailSvg(uid, width, kind));
  const image = sharp(source).resize(width, height, { fit: "cover" });
  // AVIF at a low effort: drawn once per picture, but on the request that first asks for it.
  if (format === "avif") return image.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === "webp") return image.webp({ quality: 72 }).toBuffer();
  return image.jpeg({ quality: THUMBNAIL_QUALITY, mozjpeg: true, progressive: true }).toBuffer();
}

function etagOf(bytes: Buffer): string {
  return `"t${THUMBNAIL_ART_VERSION}-${createHash("sha1").update(bytes).digest("base64url").slice(0, 22)}"`;
}

const EXTENSIONS: Record<ThumbnailFormat, string> = { avif: "avif", webp: "webp", jpeg: "jpg" };

/**
 * Where a picture is kept, relative to the cache (DATA_DIR/cache, or cache/ in the bucket). The
 * version is in the name, so pictures drawn before a change are not served after it; so is the
 * frame's key, so a media given another frame gets pictures of the new one.
 */
export function thumbnailCacheKey(uid: string, width: number, format: ThumbnailFormat = "jpeg", frame: string | null = null): string {
  const source = frame ? `-${createHash("sha1").update(frame).digest("hex").slice(0, 8)}` : "";
  return `thumbnails/${uid}-${width}-v${THUMBNAIL_ART_VERSION}${source}.${EXTENSIONS[format]}`;
}

/** The kept picture's file without S3_BUCKET. */
export function thumbnailCachePath(
  dataDir: string,
  uid: string,
  width: number,
  format: ThumbnailFormat = "jpeg",
  frame: string | null = null,
): string {
  return path.join(dataDir, "cache", ...thumbnailCacheKey(uid, width, format, frame).split("/"));
}

/** The picture as a job makes it: from the frame, or drawn (and then not kept when a frame was named). */
async function makeThumbnail(
  media: Storage,
  uid: string,
  width: number,
  kind: ThumbnailKind,
  format: ThumbnailFormat,
  frameKey: string | null,
): Promise<Made> {
  const frame = frameKey
    ? await readBytes(media, frameKey).catch((error: unknown) => {
        console.warn("[thumbnails] could not read the frame", frameKey, error);
        return null;
      })
    : null;
  const fromFrame = frame
    ? await renderThumbnail(uid, width, kind, format, frame).catch((error: unknown) => {
        console.warn("[thumbnails] could not read the frame as an image", frameKey, error);
        return null;
      })
    : null;
  if (fromFrame) return { bytes: fromFrame, keep: true };
  // A frame not written yet (the demo files are copied after seeding) or unreadable: the drawn
  // picture stands in, not kept, so the frame is used once it is there.
  return { bytes: await renderThumbnail(uid, width, kind, format), keep: !frameKey };
}

/**
 * The picture for a uid (already known to be the site's) at one of the allowed widths; `frame` as
 * findThumbnailOwner gives it; `signal`, the request's (see renditions.ts).
 */
export async function getThumbnail(
  dataDir: string,
  uid: string,
  width: number,
  kind: ThumbnailKind,
  format: ThumbnailFormat = "jpeg",
  frame: string | null = null,
  signal?: AbortSignal,
): Promise<Thumbnail> {
  const { media, cache } = mediaStorage(dataDir);
  // Media and playlist uids are distinct UUIDs, so the uid (with the frame) names the file.
  const key = thumbnailCacheKey(uid, width, format, frame);
  const make = () => makeThumbnail(media, uid, width, kind, format, frame);
  const bytes = await getRendition(cache, key, THUMBNAIL_CONTENT_TYPES[format], make, signal);
  return { bytes, etag: etagOf(bytes) };
}

/** If-None-Match holds this ETag (weak or strong), or `*`. */
export function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header
    .split(",")
    .map((tag) => tag.trim().replace(/^W\//, ""))
    .some((tag) => tag === "*" || tag === etag);
}
