// GET /items/{slug}/ and /items/{uid}/download/ – one item, with what only a viewer with access
// may see: file links are signed for that viewer, or left out.
import type { Item } from "../../../lib/api/schemas";
import type { PlayerFile } from "../../../lib/api/player";
import type { RequestCtx } from "../../context";
import { ApiError, notFound } from "../../http/errors";
import { and, eq, inArray } from "drizzle-orm";
import { accessGrants } from "../../db/schema";
import { ownGrants, purchaserOf } from "../billing/purchaser";
import { DOWNLOAD_SLUGS, fileLinks } from "../files";
import { computeAccess, isActive } from "./access";
import { findPublishedItem, mediasOf, type ItemRow } from "./content";
import { withRefunds } from "./refunds";
import { loadRelations } from "./related";
import { toItem, toMediaSummary } from "./serialize";

/** No slug is this long: such a request is a 404 without a query. */
const MAX_SLUG_LENGTH = 300;

export async function getItemDetail(ctx: RequestCtx, slug: string): Promise<Item> {
  const row = slug.length > MAX_SLUG_LENGTH ? undefined : await findPublishedItem(ctx, { slug });
  if (!row) throw notFound("Item not found.");
  const [access, relations, records] = [
    (await withRefunds(ctx, await computeAccess(ctx, [row]))).get(row.id)!,
    await loadRelations(ctx, [row.id]),
    await mediasOf(ctx, row),
  ];
  const medias = row.playlistId ? records.map((m) => toMediaSummary(m, ctx.locale)) : undefined;
  // Only a viewer with access gets file links (the player's sources and caption tracks).
  const files = access.hasAccess
    ? await fileLinks(
        ctx,
        records.map((m) => m.id),
        "play",
      )
    : [];
  return toItem(ctx, row, access, relations, { files, medias });
}

/** The files a viewer with access may download. */
export async function getItemDownloads(ctx: RequestCtx, uid: string): Promise<PlayerFile[]> {
  const row = await findPublishedItem(ctx, { uid });
  if (!row) throw notFound("Item not found.");
  const access = (await computeAccess(ctx, [row])).get(row.id)!;
  if (!row.isContentDownloadable) throw new ApiError(403, "not_downloadable", "This content cannot be downloaded.");
  if (!access.hasAccess) throw new ApiError(403, "permission_denied", "You do not have access to this content.");
  const slugs = await downloadSlugs(ctx, row);
  if (slugs.length === 0) throw new ApiError(403, "not_downloadable", "Your access does not include downloads.");
  const records = await mediasOf(ctx, row);
  return fileLinks(
    ctx,
    records.map((m) => m.id),
    "download",
    slugs,
  );
}

/** Download choices of a price (spec §3): 1 HD, 2 source, 3 both; extra files come with either. */
const CHOICE_SLUGS: Record<number, string[]> = { 1: ["hd", "extra"], 2: ["source", "extra"], 3: ["hd", "source", "extra"] };

/**
 * What a viewer may download of a sold item: what their running purchases or rentals include
 * (a subscription, or a purchase without a download choice, includes none). Members, and items
 * that are not sold, offer every download.
 */
async function downloadSlugs(ctx: RequestCtx, row: ItemRow): Promise<readonly string[]> {
  if (ctx.viewer?.user?.role === "member" || !(ctx.site.monetizationEnabled && row.monetizationEnabled)) return DOWNLOAD_SLUGS;
  // The purchaser's grants (the buyer's on a shared-password site).
  const purchaser = purchaserOf(ctx);
  if (!purchaser) return [];
  const now = new Date();
  const grants = await ctx.db
    .select({ startsAt: accessGrants.startsAt, endsAt: accessGrants.endsAt, choices: accessGrants.downloadableChoices })
    .from(accessGrants)
    .where(and(ownGrants(ctx.db, purchaser), eq(accessGrants.itemId, row.id), inArray(accessGrants.source, ["purchase", "rental"])));
  return [...new Set(grants.filter((g) => isActive(g, now)).flatMap((g) => CHOICE_SLUGS[g.choices ?? 0] ?? []))];
}
