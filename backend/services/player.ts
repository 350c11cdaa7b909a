// GET /player/items/{uid}/ and GET /medias/{uid}/ – what the embedded player plays. File links are
// signed for this viewer and only given when they may play the content (spec §4, ARCHITECTURE
// "Access is enforced on the server").
import { and, eq, or, sql } from "drizzle-orm";
import type { MediaDetail, PlayerItem } from "../../lib/api/player";
import { items, playlistMedias } from "../db/schema";
import { localized } from "./i18n";
import { computeAccess } from "./items/access";
import { findItemRow } from "./items/detail";
import { publishedFilter } from "./items/rows";
import { thumbnailPath } from "./items/serialize";
import { findSiteMedia, mediaRecordsOf, toPlayerMedias, type PlayerCtx } from "./player-medias";

export async function getPlayerItem(ctx: PlayerCtx, uid: string): Promise<PlayerItem | undefined> {
  const row = await findItemRow(ctx, { uid });
  if (!row) return undefined;
  const access = (await computeAccess(ctx.deps.db, ctx.site, ctx.viewer, [row])).get(row.id);
  const hasAccess = access?.hasAccess ?? false;
  const records = await mediaRecordsOf(ctx, row);
  const type = row.contentObjectType === "playlist" ? "playlist" : "media";
  return {
    item: {
      uid: row.uid,
      slug: row.slug,
      name: localized(row.i18n, ctx.locale, "name", row.name),
      has_access: hasAccess,
      visibility_type: row.visibilityType === "private" || row.visibilityType === "on_demand" ? row.visibilityType : "public",
      thumbnail: thumbnailPath(type, row.objectUid),
    },
    medias: await toPlayerMedias(ctx, records, hasAccess),
  };
}

/** A media of the site, shown by at least one published item; playable when any of them is. */
export async function getMediaDetail(ctx: PlayerCtx, uid: string): Promise<MediaDetail | undefined> {
  const media = await findSiteMedia(ctx, uid);
  if (!media) return undefined;
  const holders = await ctx.deps.db
    .select({
      id: items.id,
      slug: items.slug,
      mediaId: items.mediaId,
      visibilityType: items.visibilityType,
      monetizationEnabled: items.monetizationEnabled,
    })
    .from(items)
    .where(
      and(
        publishedFilter(ctx.site.id, new Date()),
        or(
          eq(items.mediaId, media.id),
          sql`${items.playlistId} in (select ${playlistMedias.playlistId} from ${playlistMedias} where ${playlistMedias.mediaId} = ${media.id})`,
        ),
      ),
    )
    .orderBy(items.id);
  // A media no published item shows is not public: same answer as an unknown one.
  if (holders.length === 0) return undefined;
  const access = await computeAccess(ctx.deps.db, ctx.site, ctx.viewer, holders);
  const hasAccess = holders.some((h) => access.get(h.id)?.hasAccess);
  const page = holders.find((h) => h.mediaId === media.id) ?? holders[0];
  const [shaped] = await toPlayerMedias(ctx, [media], hasAccess);
  if (!shaped) return undefined;
  return { ...shaped, has_access: hasAccess, item_slug: page?.slug ?? null };
}
