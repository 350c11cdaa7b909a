// An item row shaped as spec §3's Item.
import type { ContentObject, Item, MediaFile, PlaylistMedia } from "../../../lib/api/schemas";
import type { RequestCtx } from "../../context";
import { localized, type Locale } from "../i18n";
import type { AccessInfo } from "./access";
import type { ItemRow, MediaRecord } from "./content";
import type { ItemRelations } from "./related";
import { warningText } from "./warnings";

/** The visibility as the contract names it (anything unknown is public). */
export function visibilityOf(visibilityType: string): "public" | "private" | "on_demand" {
  return visibilityType === "private" || visibilityType === "on_demand" ? visibilityType : "public";
}

export function thumbnailPath(type: string, uid: string): string {
  return `/images/${type === "playlist" ? "playlist" : "media"}/uid/${uid}/thumbnail.jpg`;
}

/** A media as a playlist (and the player) lists it. */
export function toMediaSummary(record: MediaRecord, locale: Locale): PlaylistMedia {
  return {
    uid: record.uid,
    name: localized(record.i18n, locale, "name", record.name),
    thumbnail: thumbnailPath("media", record.uid),
    duration: record.duration,
    description: localized(record.i18n, locale, "description", record.description),
  };
}

export type ItemDetailParts = { files?: MediaFile[]; medias?: PlaylistMedia[] };

/** `access.refundedAt`: when a refund ended the viewer's access (refunds.ts); absent, none did. */
export function toItem(
  ctx: RequestCtx,
  row: ItemRow,
  access: AccessInfo & { refundedAt?: Date | null },
  relations: ItemRelations,
  detail: ItemDetailParts = {},
): Item {
  const { site, locale } = ctx;
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
    visibility_type: visibilityOf(row.visibilityType),
    monetization_enabled: monetized,
    plans: monetized ? (relations.plans.get(row.id) ?? []) : [],
    prices: monetized ? (relations.prices.get(row.id) ?? []) : [],
    categories: relations.categories.get(row.id) ?? [],
    embed_url: `/embed/${row.uid}/`,
    is_content_downloadable: row.isContentDownloadable,
    languages: row.languages,
    content_warning: warningText(row.itemI18n, locale, row.contentWarning) ?? relations.warnings.get(row.id) ?? null,
    refunded_at: access.refundedAt?.toISOString() ?? null,
  };
}
