// The archive demo site made to sell, for tests of what a buyer with a personal account meets
// (the account is the buyer there: docs/buyers.md). Some of its public items get a price, and they
// and a plan a French name of their own, so a test can tell the languages apart.
import { eq, inArray } from "drizzle-orm";
import type { Db } from "@/backend/db/client";
import { items, medias, planItems, plans, playlists, prices, websites } from "@/backend/db/schema";
import { clearSiteCache } from "@/backend/services/sites";
import { archiveAccounts } from "./test-backend";
import { itemName, publishedItems } from "./catalogue";

export type SoldItem = { id: number; uid: string; slug: string; priceUid: string; amount: number; nameEn: string; nameFr: string };

export type SellingArchive = {
  siteId: number;
  /** Items sold for good (period 0), one per test. */
  sold: SoldItem[];
  plan: { id: number; uid: string; nameEn: string; nameFr: string; itemIds: number[] };
  /** Authorization headers of the archive's researcher (a buyer) and member. */
  researcher: { authorization: string };
  member: { authorization: string };
  researcherId: number;
};

export async function sellArchive(db: Db, count = 6): Promise<SellingArchive> {
  const [site] = await db.update(websites).set({ monetizationEnabled: true }).where(eq(websites.code, "archive")).returning();
  clearSiteCache();
  const chosen = (await publishedItems(db, site!.id, "public")).slice(0, count + 1);
  const ids = chosen.map((row) => row.id);
  await db.update(items).set({ monetizationEnabled: true }).where(inArray(items.id, ids));
  // Each a French name of its own (whatever the demo data translates), told apart from the English one.
  const contents = await db
    .select({ id: items.id, mediaId: items.mediaId, playlistId: items.playlistId })
    .from(items)
    .where(inArray(items.id, ids));
  for (const [i, content] of contents.entries()) {
    const name = `Témoignage en français n° ${i + 1}`;
    if (content.mediaId) {
      const [media] = await db.select({ i18n: medias.i18n }).from(medias).where(eq(medias.id, content.mediaId));
      await db
        .update(medias)
        .set({ i18n: { ...media!.i18n, fr: { ...media!.i18n.fr, name } } })
        .where(eq(medias.id, content.mediaId));
    } else if (content.playlistId) {
      const [playlist] = await db.select({ i18n: playlists.i18n }).from(playlists).where(eq(playlists.id, content.playlistId));
      await db
        .update(playlists)
        .set({ i18n: { ...playlist!.i18n, fr: { ...playlist!.i18n.fr, name } } })
        .where(eq(playlists.id, content.playlistId));
    }
  }
  const sold: SoldItem[] = [];
  for (const row of chosen.slice(0, count)) {
    const [price] = await db.insert(prices).values({ itemId: row.id, amount: 1500, period: 0 }).returning();
    sold.push({
      ...row,
      priceUid: price!.uid,
      amount: 1500,
      nameEn: await itemName(db, row.id, "en"),
      nameFr: await itemName(db, row.id, "fr"),
    });
  }
  // The last chosen item is sold through the plan only.
  const planItem = chosen[count]!;
  const [plan] = await db
    .insert(plans)
    .values({ websiteId: site!.id, name: "Full archive", amount: 900, interval: "month", i18n: { fr: { name: "Archive complète" } } })
    .returning();
  await db.insert(planItems).values({ planId: plan!.id, itemId: planItem.id });
  const accounts = await archiveAccounts(db);
  const researcherId = accounts.idOf("researcher");
  return {
    siteId: site!.id,
    sold,
    plan: { id: plan!.id, uid: plan!.uid, nameEn: "Full archive", nameFr: "Archive complète", itemIds: [planItem.id] },
    researcher: await accounts.session(researcherId),
    member: await accounts.session(accounts.idOf("member")),
    researcherId,
  };
}
