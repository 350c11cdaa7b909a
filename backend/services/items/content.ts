// The one read model of an item's content. An item points at a media or a playlist; everything
// that reads an item's name, text, type or medias reads them here: the join, the coalesced
// columns, the published filter, the medias of a playlist and the items showing a media.
import { and, asc, eq, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import type { PgSelect } from "drizzle-orm/pg-core";
import type { RequestCtx } from "../../context";
import { preparedPerDb, type Db } from "../../db/client";
import { items, medias, playlistMedias, playlists, type I18nText } from "../../db/schema";

/** The content object's own columns, whichever of a media or a playlist it is. */
export const contentColumns = {
  objectUid: sql<string>`coalesce(${medias.uid}, ${playlists.uid})`,
  name: sql<string>`coalesce(${medias.name}, ${playlists.name})`,
  excerpt: sql<string | null>`coalesce(${medias.excerpt}, ${playlists.excerpt})`,
  excerptIsCustom: sql<boolean>`coalesce(${medias.excerptIsCustom}, ${playlists.excerptIsCustom})`,
  description: sql<string | null>`coalesce(${medias.description}, ${playlists.description})`,
  i18n: sql<I18nText>`coalesce(${medias.i18n}, ${playlists.i18n})`,
  tags: sql<string[]>`coalesce(${medias.tags}, ${playlists.tags})`,
  type: sql<string>`coalesce(${medias.type}, 'playlist')`,
  // A playlist's duration and count come with the row so a card can show them without its medias.
  duration: sql<number>`coalesce(${medias.duration}, (select sum(pm_m.duration)::int from playlist_medias pm join medias pm_m on pm_m.id = pm.media_id where pm.playlist_id = ${playlists.id}), 0)`,
  /** Medias of a playlist (0 for a media). */
  mediasCount: sql<number>`(select count(*)::int from playlist_medias pm where pm.playlist_id = ${playlists.id})`,
  customFields: sql<Record<string, string | number | string[]>>`coalesce(${medias.customFields}, ${playlists.customFields})`,
};

/** The item row as listings and details select it: the item plus its content object. */
export const itemColumns = {
  id: items.id,
  uid: items.uid,
  slug: items.slug,
  websiteId: items.websiteId,
  contentObjectType: items.contentObjectType,
  visibilityType: items.visibilityType,
  monetizationEnabled: items.monetizationEnabled,
  isContentDownloadable: items.isContentDownloadable,
  publishedAt: items.publishedAt,
  expiredAt: items.expiredAt,
  languages: items.languages,
  mediaId: items.mediaId,
  playlistId: items.playlistId,
  contentWarning: items.contentWarning,
  /** The item's own translations (its warning's); `i18n` is the content object's. */
  itemI18n: items.i18n,
  ...contentColumns,
};

export type ItemRow = {
  id: number;
  uid: string;
  slug: string;
  websiteId: number;
  contentObjectType: string;
  visibilityType: string;
  monetizationEnabled: boolean;
  isContentDownloadable: boolean;
  publishedAt: Date | null;
  expiredAt: Date | null;
  languages: string[];
  mediaId: number | null;
  playlistId: number | null;
  contentWarning: string | null;
  itemI18n: I18nText;
  objectUid: string;
  name: string;
  excerpt: string | null;
  excerptIsCustom: boolean;
  description: string | null;
  i18n: I18nText;
  tags: string[];
  type: string;
  duration: number;
  mediasCount: number;
  customFields: Record<string, string | number | string[]>;
};

/**
 * A select from `items` joined to its content object, so its fields and filters may use
 * `contentColumns`: `withContent(db.select(fields).from(items).$dynamic())`.
 */
export function withContent<Q extends PgSelect>(query: Q): Q {
  // The selection is the caller's partial one, which names no media or playlist column (only the
  // coalesced SQL): the joins add rows' sources, not fields, so the query keeps its type.
  return query.leftJoin(medias, eq(medias.id, items.mediaId)).leftJoin(playlists, eq(playlists.id, items.playlistId)) as unknown as Q;
}

/** Published items of a site: published_at reached and not yet unpublished. */
export function publishedFilter(websiteId: number, now: Date): SQL {
  return and(eq(items.websiteId, websiteId), lte(items.publishedAt, now), or(isNull(items.expiredAt), gt(items.expiredAt, now)))!;
}

/** The next moment after `now` an item of the site is published or unpublished (null: none is
 * scheduled); both by index (items_site_published_idx, items_site_expired_idx). */
export async function nextPublicationChange(db: Db, websiteId: number, now: Date): Promise<Date | null> {
  const next = (column: typeof items.publishedAt | typeof items.expiredAt) =>
    db
      .select({ at: sql<Date | string | null>`min(${column})` })
      .from(items)
      .where(and(eq(items.websiteId, websiteId), gt(column, now)));
  const [[published], [expired]] = await Promise.all([next(items.publishedAt), next(items.expiredAt)]);
  const times = [published?.at, expired?.at].flatMap((at) => (at ? [new Date(at).getTime()] : []));
  return times.length ? new Date(Math.min(...times)) : null;
}

/** One published item of the request's site, by slug or uid. */
export async function findPublishedItem(ctx: RequestCtx, by: { slug: string } | { uid: string }): Promise<ItemRow | undefined> {
  const match = "slug" in by ? eq(items.slug, by.slug) : eq(items.uid, by.uid);
  const [row] = await withContent(ctx.db.select(itemColumns).from(items).$dynamic())
    .where(and(publishedFilter(ctx.site.id, new Date()), match))
    .limit(1);
  return row;
}

const rowsByIds = preparedPerDb((db) =>
  withContent(db.select(itemColumns).from(items).$dynamic())
    .where(sql`${items.id} = any(${sql.placeholder("ids")}::int[])`)
    .prepare("item_rows_by_ids"),
);

/** Item rows in the order of `ids` (those that exist). */
export async function itemRowsByIds(db: Db, ids: number[]): Promise<ItemRow[]> {
  if (ids.length === 0) return [];
  const found: ItemRow[] = await rowsByIds(db).execute({ ids });
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

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

/** A media of the request's site by uid. */
export async function findSiteMedia(ctx: RequestCtx, uid: string): Promise<MediaRecord | undefined> {
  const [row] = await ctx.db
    .select(mediaColumns)
    .from(medias)
    .where(and(eq(medias.uid, uid), eq(medias.websiteId, ctx.site.id)))
    .limit(1);
  return row;
}

/** The medias an item shows: its media, or its playlist's in order. */
export async function mediasOf(ctx: RequestCtx, ref: { mediaId: number | null; playlistId: number | null }): Promise<MediaRecord[]> {
  if (ref.mediaId) return ctx.db.select(mediaColumns).from(medias).where(eq(medias.id, ref.mediaId)).limit(1);
  if (!ref.playlistId) return [];
  return ctx.db
    .select(mediaColumns)
    .from(playlistMedias)
    .innerJoin(medias, eq(medias.id, playlistMedias.mediaId))
    .where(eq(playlistMedias.playlistId, ref.playlistId))
    .orderBy(asc(playlistMedias.position), asc(medias.id));
}

/** Every published item of the request's site that shows a media: itself, or a playlist holding it. */
export function itemsShowingMedia(ctx: RequestCtx, mediaId: number) {
  return ctx.db
    .select({
      id: items.id,
      uid: items.uid,
      slug: items.slug,
      mediaId: items.mediaId,
      visibilityType: items.visibilityType,
      monetizationEnabled: items.monetizationEnabled,
      contentWarning: items.contentWarning,
      itemI18n: items.i18n,
    })
    .from(items)
    .where(
      and(
        publishedFilter(ctx.site.id, new Date()),
        or(
          eq(items.mediaId, mediaId),
          sql`${items.playlistId} in (select ${playlistMedias.playlistId} from ${playlistMedias} where ${playlistMedias.mediaId} = ${mediaId})`,
        ),
      ),
    )
    .orderBy(items.id);
}
