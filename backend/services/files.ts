// The one owner of media files: which files a viewer with access is given (item detail, downloads,
// the player), each as a link signed for that viewer's session, and, when a link comes back,
// whether it still opens the file. Callers decide access first; without it no link leaves.
import path from "node:path";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { PlayerFile } from "../../lib/api/player";
import type { RequestCtx } from "../context";
import { files } from "../db/schema";
import { ApiError, notFound } from "../http/errors";
import { computeAccess } from "./items/access";
import { itemsShowingMedia } from "./items/content";
import { signedFileUrl, verifyFileUrl, type LinkHolder } from "./media-urls";
import { isSafeKey, mediaStorage, type ByteRange } from "./storage";

/** What the player plays: hd before source (the `<source>` order), caption tracks after. */
export const PLAYABLE_SLUGS = ["hd", "source", "captions"] as const;
/** What a download offers. */
export const DOWNLOAD_SLUGS = ["hd", "source", "extra"] as const;

type FileRow = typeof files.$inferSelect;

/** Links are bound to the session and to the buyer it holds: access is the buyer's (services/billing/purchaser.ts). */
const holderOf = ({ viewer, buyer }: RequestCtx): LinkHolder | null =>
  viewer ? { sessionId: viewer.sessionId, buyerSessionId: buyer?.sessionId ?? null } : null;

function toLink(ctx: RequestCtx, f: FileRow, download: boolean): PlayerFile {
  return {
    uid: f.uid,
    display_name: f.displayName,
    size: f.size,
    width: f.width,
    height: f.height,
    file: signedFileUrl(ctx.secret, f.uid, holderOf(ctx), { download }),
    slug: f.slug,
    ...(f.language ? { language: f.language } : {}),
  };
}

async function fileRows(ctx: RequestCtx, mediaIds: number[], slugs: readonly string[]): Promise<FileRow[]> {
  if (mediaIds.length === 0) return [];
  return ctx.db
    .select()
    .from(files)
    .where(and(inArray(files.mediaId, mediaIds), inArray(files.slug, [...slugs])))
    .orderBy(asc(files.id));
}

/**
 * The files of some medias, in one list: the item detail's sources and captions, or its downloads
 * (`downloads`: the slugs a purchase includes, when it limits them).
 */
export async function fileLinks(
  ctx: RequestCtx,
  mediaIds: number[],
  purpose: "play" | "download",
  downloads: readonly string[] = DOWNLOAD_SLUGS,
): Promise<PlayerFile[]> {
  const rows = await fileRows(ctx, mediaIds, purpose === "play" ? PLAYABLE_SLUGS : downloads);
  return rows.map((f) => toLink(ctx, f, purpose === "download"));
}

/** The languages of each media's caption tracks, in their order (no links: these are public). */
export async function captionLanguages(ctx: RequestCtx, mediaIds: number[]): Promise<Map<number, string[]>> {
  const byMedia = new Map<number, string[]>();
  for (const f of await fileRows(ctx, mediaIds, ["captions"])) {
    if (f.language && !byMedia.get(f.mediaId)?.includes(f.language))
      byMedia.set(f.mediaId, [...(byMedia.get(f.mediaId) ?? []), f.language]);
  }
  return byMedia;
}

/** The playable files of each media, in the player's order. */
export async function playerFileLinks(ctx: RequestCtx, mediaIds: number[]): Promise<Map<number, PlayerFile[]>> {
  const rank = (slug: string) => (PLAYABLE_SLUGS as readonly string[]).indexOf(slug);
  const rows = (await fileRows(ctx, mediaIds, PLAYABLE_SLUGS)).sort((a, b) => rank(a.slug) - rank(b.slug));
  const byMedia = new Map<number, PlayerFile[]>();
  for (const f of rows) byMedia.set(f.mediaId, [...(byMedia.get(f.mediaId) ?? []), toLink(ctx, f, false)]);
  return byMedia;
}

export type SignedQuery = { exp: number; sig: string; download: boolean };

/** How long a bucket's presigned URL stays valid: enough to start (and seek) a file, not to share it. */
const PRESIGNED_URL_SECONDS = 5 * 60;

type OpenedFile =
  | { file: FileRow; redirect: string }
  | { file: FileRow; redirect?: undefined; size: number; read: (range: ByteRange) => Promise<ReadableStream<Uint8Array>> };

/**
 * The file behind a link that came back: a presigned URL of the bucket to send the browser to, or
 * (on disk, and for captions) its size and how to read it. The signature proves the link was issued to this session;
 * access is checked again, so an expired grant stops the bytes too, not only the page.
 */
export async function openSignedFile(ctx: RequestCtx, fileUid: string, query: SignedQuery): Promise<OpenedFile> {
  if (!verifyFileUrl(ctx.secret, fileUid, holderOf(ctx), query)) {
    throw new ApiError(403, "invalid_signature", "This link is invalid or has expired.");
  }
  const denied = new ApiError(403, "permission_denied", "You do not have access to this content.");
  const [file] = await ctx.db.select().from(files).where(eq(files.uid, fileUid)).limit(1);
  if (!file) throw denied;
  const holders = await itemsShowingMedia(ctx, file.mediaId);
  const access = await computeAccess(ctx, holders);
  if (!holders.some((h) => access.get(h.id)?.hasAccess)) throw denied;

  if (!isSafeKey(file.path)) throw notFound("File not found.");
  const { media } = mediaStorage(ctx.dataDir);
  // No HEAD first: a missing object answers 404 from the bucket, without a round trip per request.
  // Caption tracks stay on the site: a <track> from another origin needs CORS, and they are small.
  const redirect =
    file.slug === "captions"
      ? null
      : await media.signedUrl(file.path, {
          expiresIn: PRESIGNED_URL_SECONDS,
          filename: path.basename(file.path),
          attachment: query.download,
          contentType: file.mimeType,
        });
  if (redirect) return { file, redirect };
  const info = await media.head(file.path);
  if (!info) throw notFound("File not found.");
  const read = async (range: ByteRange) => {
    const object = await media.get(file.path, range);
    if (!object) throw notFound("File not found.");
    return object.body;
  };
  return { file, size: info.size, read };
}
