// GET /items/{slug}/, /items/{uid}/download/, /medias/{uid}/ – one item, with what only a viewer
// with access may see: file links are signed for that viewer, or left out.
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Item, MediaFile, PlaylistMedia } from "../../../lib/api/schemas";
import type { BackendDeps, Website } from "../../context";
import { files, items, medias, playlistMedias, playlists } from "../../db/schema";
import { localized, type Locale } from "../i18n";
import { signedFileUrl } from "../media-urls";
import type { Viewer } from "../sessions";
import { computeAccess } from "./access";
import { loadRelations } from "./related";
import { itemColumns, publishedFilter, type ItemRow } from "./rows";
import { thumbnailPath, toItem } from "./serialize";

type Ctx = { deps: BackendDeps; site: Website; viewer: Viewer | null; locale: Locale };

export async function findItemRow(ctx: Ctx, by: { slug: string } | { uid: string }): Promise<ItemRow | undefined> {
  const match = "slug" in by ? eq(items.slug, by.slug) : eq(items.uid, by.uid);
  const [row] = await ctx.deps.db
    .select(itemColumns)
    .from(items)
    .leftJoin(medias, eq(medias.id, items.mediaId))
    .leftJoin(playlists, eq(playlists.id, items.playlistId))
    .where(and(publishedFilter(ctx.site.id, new Date()), match))
    .limit(1);
  return row;
}

/** The medias of an item: itself, or a playlist's in order. */
export async function mediaIdsOf(ctx: Ctx, row: ItemRow): Promise<number[]> {
  if (row.mediaId) return [row.mediaId];
  if (!row.playlistId) return [];
  const list = await ctx.deps.db
    .select({ id: playlistMedias.mediaId })
    .from(playlistMedias)
    .where(eq(playlistMedias.playlistId, row.playlistId))
    .orderBy(asc(playlistMedias.position));
  return list.map((m) => m.id);
}

export async function filesOf(ctx: Ctx, mediaIds: number[], options: { download?: boolean; slugs?: string[] } = {}): Promise<MediaFile[]> {
  if (mediaIds.length === 0) return [];
  const rows = await ctx.deps.db.select().from(files).where(inArray(files.mediaId, mediaIds)).orderBy(asc(files.id));
  return rows
    .filter((f) => !options.slugs || options.slugs.includes(f.slug))
    .map((f) => ({
      uid: f.uid,
      display_name: f.displayName,
      size: f.size,
      width: f.width,
      height: f.height,
      file: signedFileUrl(ctx.deps.secret, f.uid, ctx.viewer, { download: options.download }),
      slug: f.slug,
      ...(f.language ? { language: f.language } : {}),
    }));
}

async function playlistMediasOf(ctx: Ctx, playlistId: number): Promise<PlaylistMedia[]> {
  const rows = await ctx.deps.db
    .select({ uid: medias.uid, name: medias.name, i18n: medias.i18n, duration: medias.duration, description: medias.description })
    .from(playlistMedias)
    .innerJoin(medias, eq(medias.id, playlistMedias.mediaId))
    .where(eq(playlistMedias.playlistId, playlistId))
    .orderBy(asc(playlistMedias.position));
  return rows.map((m) => ({
    uid: m.uid,
    name: localized(m.i18n, ctx.locale, "name", m.name),
    thumbnail: thumbnailPath("media", m.uid),
    duration: m.duration,
    description: localized(m.i18n, ctx.locale, "description", m.description),
  }));
}

export async function getItemDetail(ctx: Ctx, slug: string): Promise<Item | undefined> {
  const row = await findItemRow(ctx, { slug });
  if (!row) return undefined;
  const [access, relations] = [
    (await computeAccess(ctx.deps.db, ctx.site, ctx.viewer, [row])).get(row.id)!,
    await loadRelations(ctx.deps.db, [row.id], ctx.locale, ctx.site.monetizationEnabled),
  ];
  const mediaList = row.playlistId ? await playlistMediasOf(ctx, row.playlistId) : undefined;
  // Only a viewer with access gets file links (the player's sources and caption tracks).
  const fileList = access.hasAccess ? await filesOf(ctx, await mediaIdsOf(ctx, row), { slugs: ["hd", "source", "captions"] }) : [];
  return toItem(row, ctx.site, ctx.locale, access, relations, { files: fileList, medias: mediaList });
}
