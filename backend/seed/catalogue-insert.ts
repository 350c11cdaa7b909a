// Writes a planned catalogue: medias, files, playlists, items, their categories and prices.
import type { Db } from "../db/client";
import { files, itemCategories, items, medias, playlistMedias, playlists, prices } from "../db/schema";
import { insertInBatches, runInBatches } from "./batch";
import type { Catalogue } from "./catalogue";

export type SeededItem = { id: number; uid: string; slug: string };

function lookup(map: Map<string, number>, uid: string): number {
  const id = map.get(uid);
  if (id === undefined) throw new Error(`seed: no row inserted for ${uid}`);
  return id;
}

export async function insertCatalogue(db: Db, websiteId: number, catalogue: Catalogue): Promise<SeededItem[]> {
  const mediaRows = await insertInBatches(catalogue.media, 500, (slice) =>
    db
      .insert(medias)
      .values(slice.map(({ row }) => ({ ...row, websiteId })))
      .returning({ id: medias.id, uid: medias.uid }),
  );
  const mediaIds = new Map(mediaRows.map((row) => [row.uid, row.id]));
  const mediaIdAt = (index: number) => lookup(mediaIds, catalogue.media[index]?.row.uid ?? "");

  const fileRows = catalogue.media.flatMap(({ row, files: list }) => list.map((file) => ({ ...file, mediaId: lookup(mediaIds, row.uid) })));
  await runInBatches(fileRows, 1000, (slice) => db.insert(files).values(slice));

  const playlistRows = await insertInBatches(catalogue.playlists, 500, (slice) =>
    db
      .insert(playlists)
      .values(slice.map(({ row }) => ({ ...row, websiteId })))
      .returning({ id: playlists.id, uid: playlists.uid }),
  );
  const playlistIds = new Map(playlistRows.map((row) => [row.uid, row.id]));
  const links = catalogue.playlists.flatMap(({ row, mediaIndexes }) =>
    mediaIndexes.map((index, position) => ({ playlistId: lookup(playlistIds, row.uid), mediaId: mediaIdAt(index), position })),
  );
  await runInBatches(links, 2000, (slice) => db.insert(playlistMedias).values(slice));

  const itemRows = await insertInBatches(catalogue.items, 500, (slice) =>
    db
      .insert(items)
      .values(
        slice.map((item) => ({
          uid: item.uid,
          websiteId,
          slug: item.slug,
          contentObjectType: item.kind,
          mediaId: item.kind === "media" ? mediaIdAt(item.contentIndex) : null,
          playlistId: item.kind === "playlist" ? lookup(playlistIds, catalogue.playlists[item.contentIndex]?.row.uid ?? "") : null,
          visibilityType: item.visibility,
          monetizationEnabled: item.monetized,
          isContentDownloadable: item.downloadable,
          publishedAt: item.publishedAt,
          expiredAt: item.expiredAt,
          ...item.warning,
        })),
      )
      .returning({ id: items.id, uid: items.uid, slug: items.slug }),
  );
  const itemIds = new Map(itemRows.map((row) => [row.uid, row.id]));

  const categoryLinks = catalogue.items.flatMap((item) =>
    item.categoryIds.map((categoryId) => ({ itemId: lookup(itemIds, item.uid), categoryId, position: item.n })),
  );
  await runInBatches(categoryLinks, 3000, (slice) => db.insert(itemCategories).values(slice));

  const priceRows = catalogue.items.flatMap((item) => item.prices.map((price) => ({ ...price, itemId: lookup(itemIds, item.uid) })));
  await runInBatches(priceRows, 1000, (slice) => db.insert(prices).values(slice));

  return itemRows;
}
