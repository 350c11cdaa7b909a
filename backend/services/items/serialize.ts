// An item row shaped as spec §3's Item.
import type { ContentObject, Item, MediaFile, PlaylistMedia } from "../../../lib/api/schemas";
import type { Website } from "../../context";
import { localized, type Locale } from "../i18n";
import type { AccessInfo } from "./access";
import type { ItemRelations } from "./related";
import type { ItemRow } from "./rows";

export function thumbnailPath(type: string, uid: string): string {
  return `/images/${type === "playlist" ? "playlist" : "media"}/uid/${uid}/thumbnail.jpg`;
}

export type ItemDetailParts = { files?: MediaFile[]; medias?: PlaylistMedia[] };

export function toItem(
  row: ItemRow,
  site: Website,
  locale: Locale,
  access: AccessInfo,
  relations: ItemRelations,
  detail: ItemDetailParts = {},
): Item {
  const type = row.contentObjectType === "playlist" ? "playlist" : "media";
  const thumbnail = thumbnailPath(type, row.objectUid);
  const medias = detail.medias;
  const duration = medias ? medias.reduce((sum, m) => sum + m.duration, 0) : row.duration;
  const content: ContentObject = {
    uid: row.objectUid,
    name: localized(row.i18n, locale, "name", row.name),
    thumbnail,
    duration,
    excerpt: localized(row.i18n, locale, "excerpt", row.excerpt),
    excerpt_is_custom: row.excerptIsCustom,
    description: localized(row.i18n, locale, "description", row.description),
    tags: row.tags,
    type: row.type,
    custom_fields: row.customFields,
    ...(detail.files ? { files: detail.files } : {}),
    ...(medias ? { medias } : {}),
    ...(type === "playlist" ? { medias_count: medias?.length ?? row.mediasCount, medias_duration: duration } : {}),
  };
  const monetized = site.monetizationEnabled && row.monetizationEnabled;
  return {
    uid: row.uid,
    slug: row.slug,
    content_object_type: type,
    content_object_id: row.objectUid,
    content_object: content,
    content_object_thumbnail: thumbnail,
    published_at: row.publishedAt?.toISOString() ?? null,
    expire_at: access.expireAt?.toISOString() ?? null,
    expired_at: row.expiredAt?.toISOString() ?? null,
    has_access: access.hasAccess,
    visibility_type: row.visibilityType === "private" || row.visibilityType === "on_demand" ? row.visibilityType : "public",
    monetization_enabled: monetized,
    plans: monetized ? (relations.plans.get(row.id) ?? []) : [],
    prices: monetized ? (relations.prices.get(row.id) ?? []) : [],
    categories: relations.categories.get(row.id) ?? [],
    embed_url: `/embed/${row.uid}/`,
    is_content_downloadable: row.isContentDownloadable,
    languages: row.languages,
  };
}
