// Demo data: two websites with catalogues, pages, users and on-demand requests.
// `seedIfEmpty` runs at every start-up; `seedDemo` is what `npm run seed` calls.
import { sql } from "drizzle-orm";
import type { Db } from "../db/client";
import { websites } from "../db/schema";
import { insertCatalogue } from "./catalogue-insert";
import { planCatalogue } from "./catalogue";
import { seedCategories } from "./categories";
import { STUDIO_SITE_PASSWORD } from "./demo-accounts";
import { writeDemoMediaFiles } from "./media-files";
import { seedOnDemand } from "./ondemand";
import { pageContext } from "./page-context";
import { seedPages } from "./pages";
import { refreshSearchIndex } from "../services/search-index";
import { seedPlans } from "./plans";
import { indexDemoCaptions } from "./transcripts";
import { ARCHIVE_SITE, studioSite, type SiteCode } from "./sites";
import { hashPassword, seedInvitation, seedStudioMember, seedUsers } from "./users";

export { DEMO_ACCOUNTS, STUDIO_SITE_PASSWORD } from "./demo-accounts";

export type SeedOptions = {
  dataDir: string;
  /** Items of the archive site (default 300; 8000 is the size of the real archive). */
  items?: number;
  /** The reference time for publication dates and request history (default: now). */
  now?: Date;
};

export type SeedSummary = {
  sites: number;
  categories: number;
  items: number;
  medias: number;
  playlists: number;
  users: number;
  plans: number;
  homePages: Record<SiteCode, number>;
};

export const DEFAULT_ITEMS = 300;
const STUDIO_ITEMS = 60;

async function insertSite(db: Db, values: typeof websites.$inferInsert): Promise<number> {
  const [row] = await db.insert(websites).values(values).returning({ id: websites.id });
  if (!row) throw new Error("seed: website not inserted");
  return row.id;
}

async function seedSite(db: Db, site: SiteCode, websiteId: number, count: number, now: Date) {
  const categories = await seedCategories(db, site, websiteId);
  const catalogue = planCatalogue(site, count, categories, now);
  const inserted = await insertCatalogue(db, websiteId, catalogue);
  await indexDemoCaptions(db, websiteId);
  const itemIds = new Map(inserted.map((row) => [row.uid, row.id]));
  const homePage = await seedPages(db, site, websiteId, pageContext(catalogue.items, categories, now));
  return { categories, catalogue, itemIds, homePage };
}

async function seedAll(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const count = Math.max(0, Math.floor(options.items ?? DEFAULT_ITEMS));

  const archiveId = await insertSite(db, ARCHIVE_SITE);
  const archive = await seedSite(db, "archive", archiveId, count, now);
  const users = await seedUsers(db, archiveId);
  await seedInvitation(db, archiveId, users.member, now);
  await seedOnDemand(db, archiveId, archive.catalogue.items, archive.itemIds, users, now);

  const studioId = await insertSite(db, studioSite(await hashPassword(STUDIO_SITE_PASSWORD)));
  const studio = await seedSite(db, "studio", studioId, STUDIO_ITEMS, now);
  await seedStudioMember(db, studioId);
  const plans = await seedPlans(db, studioId, studio.catalogue.items, studio.itemIds, studio.categories);

  await refreshSearchIndex(db);

  const both = [archive, studio];
  return {
    sites: 2,
    categories: both.reduce((sum, s) => sum + s.categories.length, 0),
    items: both.reduce((sum, s) => sum + s.catalogue.items.length, 0),
    medias: both.reduce((sum, s) => sum + s.catalogue.media.length, 0),
    playlists: both.reduce((sum, s) => sum + s.catalogue.playlists.length, 0),
    users: Object.keys(users).length + 1,
    plans,
    homePages: { archive: archive.homePage, studio: studio.homePage },
  };
}

/** Seeds the demo sites unconditionally, in one transaction (fails if the demo site codes already exist). */
export async function seedDemo(db: Db, options: SeedOptions): Promise<SeedSummary> {
  const summary = await db.transaction((tx) => seedAll(tx, options));
  await writeDemoMediaFiles(options.dataDir);
  return summary;
}

/** Seeds only when no website exists yet; returns whether it seeded. Safe when two processes start together. */
export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<boolean> {
  const seeded = await db.transaction(async (tx) => {
    // Serialises concurrent start-ups: the second one waits, then sees the first one's sites.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('testimony-demo-seed'))`);
    const [existing] = await tx.select({ id: websites.id }).from(websites).limit(1);
    if (existing) return false;
    await seedAll(tx, options);
    return true;
  });
  if (seeded) await writeDemoMediaFiles(options.dataDir);
  return seeded;
}
