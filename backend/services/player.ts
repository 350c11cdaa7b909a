// GET /player/items/{uid}/ and GET /medias/{uid}/ – what the embedded player plays. File links are
// signed for this viewer and only given when they may play the content (spec §4, ARCHITECTURE
// "Access is enforced on the server").
import type { MediaDetail, PlayerFile, PlayerItem, PlayerMedia } from "../../lib/api/player";
import type { RequestCtx } from "../context";
import { notFound } from "../http/errors";
import { captionLanguages, playerFileLinks } from "./files";
import { localized } from "./i18n";
import { computeAccess } from "./items/access";
import { loadRelations } from "./items/related";
import { warningText } from "./items/warnings";
import { findPublishedItem, findSiteMedia, itemsShowingMedia, mediasOf, type MediaRecord } from "./items/content";
import { thumbnailPath, toMediaSummary, visibilityOf } from "./items/serialize";

/**
 * The medias in the player's shape; file links only when `withFiles` (the viewer has access). The
 * languages of their caption tracks are public, as the item's own languages are: a IIIF manifest
 * lists the tracks, each behind the same access as the video (app/iiif).
 */
async function toPlayerMedias(ctx: RequestCtx, records: MediaRecord[], withFiles: boolean): Promise<PlayerMedia[]> {
  const ids = records.map((m) => m.id);
  const [filesByMedia, captions] = await Promise.all([
    withFiles ? playerFileLinks(ctx, ids) : new Map<number, PlayerFile[]>(),
    captionLanguages(ctx, ids),
  ]);
  return records.map((m) => ({
    ...toMediaSummary(m, ctx.locale),
    files: filesByMedia.get(m.id) ?? [],
    caption_languages: captions.get(m.id) ?? [],
  }));
}

export async function getPlayerItem(ctx: RequestCtx, uid: string): Promise<PlayerItem> {
  const row = await findPublishedItem(ctx, { uid });
  if (!row) throw notFound("Item not found.");
  const hasAccess = (await computeAccess(ctx, [row])).get(row.id)?.hasAccess ?? false;
  const type = row.contentObjectType === "playlist" ? "playlist" : "media";
  return {
    item: {
      uid: row.uid,
      slug: row.slug,
      name: localized(row.i18n, ctx.locale, "name", row.name),
      has_access: hasAccess,
      visibility_type: visibilityOf(row.visibilityType),
      thumbnail: thumbnailPath(type, row.objectUid),
    },
    medias: await toPlayerMedias(ctx, await mediasOf(ctx, row), hasAccess),
  };
}

/** A media of the site, shown by at least one published item; playable when any of them is. */
export async function getMediaDetail(ctx: RequestCtx, uid: string): Promise<MediaDetail> {
  const media = await findSiteMedia(ctx, uid);
  // A media no published item shows is not public: same answer as an unknown one.
  const holders = media ? await itemsShowingMedia(ctx, media.id) : [];
  if (!media || holders.length === 0) throw notFound("Media not found.");
  const access = await computeAccess(ctx, holders);
  const hasAccess = holders.some((h) => access.get(h.id)?.hasAccess);
  const page = holders.find((h) => h.mediaId === media.id) ?? holders[0];
  const [shaped] = await toPlayerMedias(ctx, [media], hasAccess);
  return { ...shaped!, has_access: hasAccess, item_slug: page?.slug ?? null, content_warning: await warningOfMedia(ctx, holders, page) };
}

/**
 * A media shown alone (its embed) carries the warning of any item showing it: its own item's, else
 * a playlist's, each with its categories' (services/items/warnings.ts). Whoever embeds one video of
 * a warned playlist gets the warning too.
 */
async function warningOfMedia(
  ctx: RequestCtx,
  holders: Awaited<ReturnType<typeof itemsShowingMedia>>,
  first: (typeof holders)[number] | undefined,
): Promise<{ item_uid: string; text: string } | null> {
  const relations = await loadRelations(
    ctx,
    holders.map((h) => h.id),
  );
  const ordered = first ? [first, ...holders.filter((h) => h !== first)] : holders;
  for (const holder of ordered) {
    const text = warningText(holder.itemI18n, ctx.locale, holder.contentWarning) ?? relations.warnings.get(holder.id);
    if (text) return { item_uid: holder.uid, text };
  }
  return null;
}
