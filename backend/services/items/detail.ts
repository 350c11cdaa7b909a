// GET /items/{slug}/ and /items/{uid}/download/ – one item, with what only a viewer with access
// may see: file links are signed for that viewer, or left out.
import type { Item } from "../../../lib/api/schemas";
import type { PlayerFile } from "../../../lib/api/player";
import type { RequestCtx } from "../../context";
import { ApiError, notFound } from "../../http/errors";
import { fileLinks } from "../files";
import { computeAccess } from "./access";
import { findPublishedItem, mediasOf } from "./content";
import { loadRelations } from "./related";
import { toItem, toMediaSummary } from "./serialize";

export async function getItemDetail(ctx: RequestCtx, slug: string): Promise<Item> {
  const row = await findPublishedItem(ctx, { slug });
  if (!row) throw notFound("Item not found.");
  const [access, relations, records] = [
    (await computeAccess(ctx, [row])).get(row.id)!,
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
  const records = await mediasOf(ctx, row);
  return fileLinks(
    ctx,
    records.map((m) => m.id),
    "download",
  );
}
