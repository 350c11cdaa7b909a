// The one owner of media files: which files a viewer with access is given (item detail, downloads,
// the player), each as a link signed for that viewer's session, and, when a link comes back,
// whether it still opens the file. Callers decide access first; without it no link leaves.
import { stat } from "node:fs/promises";
import path from "node:path";
import { and, asc, eq, inArray } from "drizzle-orm";
import type { PlayerFile } from "../../lib/api/player";
import type { RequestCtx } from "../context";
import { files } from "../db/schema";
import { ApiError, notFound } from "../http/errors";
import { computeAccess } from "./items/access";
import { itemsShowingMedia } from "./items/content";
import { signedFileUrl, verifyFileUrl } from "./media-urls";

/** What the player plays: hd before source (the `<source>` order), caption tracks after. */
export const PLAYABLE_SLUGS = ["hd", "source", "captions"] as const;
/** What a download offers. */
export const DOWNLOAD_SLUGS = ["hd", "source", "extra"] as const;

type FileRow = typeof files.$inferSelect;

function toLink(ctx: RequestCtx, f: FileRow, download: boolean): PlayerFile {
  return {
    uid: f.uid,
    display_name: f.displayName,
    size: f.size,
    width: f.width,
    height: f.height,
    file: signedFileUrl(ctx.secret, f.uid, ctx.viewer, { download }),
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

/** The playable files of each media, in the player's order. */
export async function playerFileLinks(ctx: RequestCtx, mediaIds: number[]): Promise<Map<number, PlayerFile[]>> {
  const rank = (slug: string) => (PLAYABLE_SLUGS as readonly string[]).indexOf(slug);
  const rows = (await fileRows(ctx, mediaIds, PLAYABLE_SLUGS)).sort((a, b) => rank(a.slug) - rank(b.slug));
  const byMedia = new Map<number, PlayerFile[]>();
  for (const f of rows) byMedia.set(f.mediaId, [...(byMedia.get(f.mediaId) ?? []), toLink(ctx, f, false)]);
  return byMedia;
}

export type SignedQuery = { exp: number; sig: string; download: boolean };

/**
 * The file behind a link that came back, with its place on disk and size. The signature proves the
 * link was issued to this session; access is checked again, so an expired grant stops the bytes
 * too, not only the page.
 */
export async function openSignedFile(ctx: RequestCtx, fileUid: string, query: SignedQuery) {
  if (!verifyFileUrl(ctx.secret, fileUid, ctx.viewer, query)) {
    throw new ApiError(403, "invalid_signature", "This link is invalid or has expired.");
  }
  const denied = new ApiError(403, "permission_denied", "You do not have access to this content.");
  const [file] = await ctx.db.select().from(files).where(eq(files.uid, fileUid)).limit(1);
  if (!file) throw denied;
  const holders = await itemsShowingMedia(ctx, file.mediaId);
  const access = await computeAccess(ctx, holders);
  if (!holders.some((h) => access.get(h.id)?.hasAccess)) throw denied;

  const root = path.resolve(ctx.dataDir, "media");
  const fullPath = path.resolve(root, file.path);
  if (!fullPath.startsWith(root + path.sep)) throw notFound("File not found.");
  const info = await stat(fullPath).catch(() => null);
  if (!info?.isFile()) throw notFound("File not found.");
  return { file, fullPath, size: info.size };
}
