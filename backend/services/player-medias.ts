// The medias a player shows, each with its playable files (hd, source, captions) signed for the
// viewer. Callers decide access first: without it they pass `withFiles: false` and no link leaves.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { PlayerFile, PlayerMedia } from "../../lib/api/player";
import type { BackendDeps, Website } from "../context";
import { files, medias, playlistMedias, type I18nText } from "../db/schema";
import { localized, type Locale } from "./i18n";
import { thumbnailPath } from "./items/serialize";
import { signedFileUrl } from "./media-urls";
import type { Viewer } from "./sessions";

export type PlayerCtx = { deps: BackendDeps; site: Website; viewer: Viewer | null; locale: Locale };

/** hd before source (the `<source>` order), captions after. */
const PLAYABLE = ["hd", "source", "captions"] as const;

export type MediaRecord = {
  id: number;
  uid: string;
  name: string;
  i18n: I18nText;
  duration: number;
  description: string | null;
};

const mediaColumns = {
  id: medias.id,
  uid: medias.uid,
  name: medias.name,
  i18n: medias.i18n,
  duration: medias.duration,
  description: medias.description,
};

export async function findSiteMedia(ctx: PlayerCtx, uid: string): Promise<MediaRecord | undefined> {
  const [row] = await ctx.deps.db
    .select(mediaColumns)
    .from(medias)
    .where(and(eq(medias.uid, uid), eq(medias.websiteId, ctx.site.id)))
    .limit(1);
  return row;
}

export async function mediaRecordsOf(ctx: PlayerCtx, ref: { mediaId: number | null; playlistId: number | null }): Promise<MediaRecord[]> {
  if (ref.mediaId) {
    const rows = await ctx.deps.db.select(mediaColumns).from(medias).where(eq(medias.id, ref.mediaId)).limit(1);
    return rows;
  }
  if (!ref.playlistId) return [];
  const rows = await ctx.deps.db
    .select(mediaColumns)
    .from(playlistMedias)
    .innerJoin(medias, eq(medias.id, playlistMedias.mediaId))
    .where(eq(playlistMedias.playlistId, ref.playlistId))
    .orderBy(asc(playlistMedias.position), asc(medias.id));
  return rows;
}

async function signedFilesOf(ctx: PlayerCtx, mediaIds: number[]): Promise<Map<number, PlayerFile[]>> {
  const byMedia = new Map<number, PlayerFile[]>();
  if (mediaIds.length === 0) return byMedia;
  const rows = await ctx.deps.db
    .select()
    .from(files)
    .where(and(inArray(files.mediaId, mediaIds), inArray(files.slug, [...PLAYABLE])))
    .orderBy(asc(files.id));
  rows.sort((a, b) => PLAYABLE.indexOf(a.slug as (typeof PLAYABLE)[number]) - PLAYABLE.indexOf(b.slug as (typeof PLAYABLE)[number]));
  for (const f of rows) {
    const file: PlayerFile = {
      uid: f.uid,
      display_name: f.displayName,
      size: f.size,
      width: f.width,
      height: f.height,
      file: signedFileUrl(ctx.deps.secret, f.uid, ctx.viewer),
      slug: f.slug,
      ...(f.language ? { language: f.language } : {}),
    };
    const list = byMedia.get(f.mediaId);
    if (list) list.push(file);
    else byMedia.set(f.mediaId, [file]);
  }
  return byMedia;
}

/** The medias in the player's shape; file links only when `withFiles` (the viewer has access). */
export async function toPlayerMedias(ctx: PlayerCtx, records: MediaRecord[], withFiles: boolean): Promise<PlayerMedia[]> {
  const filesByMedia = withFiles
    ? await signedFilesOf(
        ctx,
        records.map((m) => m.id),
      )
    : new Map<number, PlayerFile[]>();
  return records.map((m) => ({
    uid: m.uid,
    name: localized(m.i18n, ctx.locale, "name", m.name),
    thumbnail: thumbnailPath("media", m.uid),
    duration: m.duration,
    description: localized(m.i18n, ctx.locale, "description", m.description),
    files: filesByMedia.get(m.id) ?? [],
  }));
}
