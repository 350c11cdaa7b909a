// Thumbnails of spec §7 (/images/w:{width}/{media|playlist}:uid:{uid}/thumbnail.jpg): rendered once
// per uid and width with sharp, then served from DATA_DIR/cache/thumbnails.
import { createHash, randomBytes } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { and, eq } from "drizzle-orm";
import type { RequestCtx } from "../context";
import { medias, playlists } from "../db/schema";
import { THUMBNAIL_ART_VERSION, thumbnailSvg } from "./thumbnail-art";

export type ThumbnailKind = "media" | "playlist";
export type Thumbnail = { bytes: Buffer; etag: string };

export const THUMBNAIL_QUALITY = 78;

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

export function renderThumbnail(uid: string, width: number, kind: ThumbnailKind): Promise<Buffer> {
  const height = Math.round((width * 9) / 16);
  return sharp(Buffer.from(thumbnailSvg(uid, width, kind)))
    .resize(width, height, { fit: "cover" })
    .jpeg({ quality: THUMBNAIL_QUALITY, mozjpeg: true, progressive: true })
    .toBuffer();
}

function etagOf(bytes: Buffer): string {
  return `"t${THUMBNAIL_ART_VERSION}-${createHash("sha1").update(bytes).digest("base64url").slice(0, 22)}"`;
}

export function thumbnailCachePath(dataDir: string, uid: string, width: number): string {
  return path.join(dataDir, "cache", "thumbnails", `${uid}-${width}.jpg`);
}

// Requests for the same picture while it is being drawn share one rendering.
const pending = new Map<string, Promise<Thumbnail>>();

async function renderToCache(file: string, uid: string, width: number, kind: ThumbnailKind): Promise<Thumbnail> {
  const bytes = await renderThumbnail(uid, width, kind);
  try {
    await mkdir(path.dirname(file), { recursive: true });
    // Write then rename, so a reader never sees half a file.
    const temp = `${file}.${randomBytes(6).toString("hex")}.tmp`;
    await writeFile(temp, bytes);
    await rename(temp, file).catch(async (error: unknown) => {
      await rm(temp, { force: true });
      throw error;
    });
  } catch (error) {
    // A read-only or full disk still gets its picture, just not cached.
    console.warn("[thumbnails] could not cache", file, error);
  }
  return { bytes, etag: etagOf(bytes) };
}

/** The JPEG for a uid (already known to be the site's) at one of the allowed widths. */
export async function getThumbnail(dataDir: string, uid: string, width: number, kind: ThumbnailKind): Promise<Thumbnail> {
  // Media and playlist uids are distinct UUIDs, so the uid alone names the file.
  const file = thumbnailCachePath(dataDir, uid, width);
  const cached = await readFile(file).catch(() => null);
  if (cached && cached.length > 0) return { bytes: cached, etag: etagOf(cached) };
  const running = pending.get(file);
  if (running) return running;
  const job = renderToCache(file, uid, width, kind).finally(() => pending.delete(file));
  pending.set(file, job);
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
