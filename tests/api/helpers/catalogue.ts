// What the mail and access tests look up in the demo catalogue: a site's published items of one
// visibility, and an item's name as a mail names it.
import { and, asc, eq, isNotNull, lte, sql } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { items, medias, playlists } from "@/backend/db/schema";

/** A site's items of `visibility` published by now, by id. */
export function publishedItems(db: Db, websiteId: number, visibility: string) {
  return db
    .select({ id: items.id, uid: items.uid, slug: items.slug })
    .from(items)
    .where(
      and(
        eq(items.websiteId, websiteId),
        eq(items.visibilityType, visibility),
        isNotNull(items.publishedAt),
        lte(items.publishedAt, new Date()),
      ),
    )
    .orderBy(asc(items.id));
}

/** The name of an item's media or playlist in `locale` (English when not translated). */
export async function itemName(db: Db, itemId: number, locale: "en" | "fr"): Promise<string> {
  const [row] = await db
    .select({
      name: sql<string>`coalesce(${medias.name}, ${playlists.name})`,
      i18n: sql<Record<string, Record<string, string>> | null>`coalesce(${medias.i18n}, ${playlists.i18n})`,
    })
    .from(items)
    .leftJoin(medias, eq(medias.id, items.mediaId))
    .leftJoin(playlists, eq(playlists.id, items.playlistId))
    .where(eq(items.id, itemId));
  return row!.i18n?.[locale]?.name ?? row!.name;
}
