// The item row as the listing and detail queries select it: the item plus its content object.
import { and, eq, gt, isNull, lte, or, sql, type SQL } from "drizzle-orm";
import { items, medias, playlists } from "../../db/schema";

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
  objectUid: sql<string>`coalesce(${medias.uid}, ${playlists.uid})`,
  name: sql<string>`coalesce(${medias.name}, ${playlists.name})`,
  excerpt: sql<string | null>`coalesce(${medias.excerpt}, ${playlists.excerpt})`,
  excerptIsCustom: sql<boolean>`coalesce(${medias.excerptIsCustom}, ${playlists.excerptIsCustom})`,
  description: sql<string | null>`coalesce(${medias.description}, ${playlists.description})`,
  i18n: sql<Record<string, Record<string, string>>>`coalesce(${medias.i18n}, ${playlists.i18n})`,
  tags: sql<string[]>`coalesce(${medias.tags}, ${playlists.tags})`,
  type: sql<string>`coalesce(${medias.type}, 'playlist')`,
  // A playlist's duration and count come with the row so a card can show them without its medias.
  duration: sql<number>`coalesce(${medias.duration}, (select sum(pm_m.duration)::int from playlist_medias pm join medias pm_m on pm_m.id = pm.media_id where pm.playlist_id = ${playlists.id}), 0)`,
  mediasCount: sql<number>`(select count(*)::int from playlist_medias pm where pm.playlist_id = ${playlists.id})`,
  customFields: sql<Record<string, string | number | string[]>>`coalesce(${medias.customFields}, ${playlists.customFields})`,
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
  objectUid: string;
  name: string;
  excerpt: string | null;
  excerptIsCustom: boolean;
  description: string | null;
  i18n: Record<string, Record<string, string>>;
  tags: string[];
  type: string;
  duration: number;
  /** Medias of a playlist (0 for a media). */
  mediasCount: number;
  customFields: Record<string, string | number | string[]>;
};

/** Published items of a site: published_at reached and not yet unpublished. */
export function publishedFilter(websiteId: number, now: Date): SQL {
  return and(eq(items.websiteId, websiteId), lte(items.publishedAt, now), or(isNull(items.expiredAt), gt(items.expiredAt, now)))!;
}
