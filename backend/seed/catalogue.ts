// Plans a site's catalogue in memory: which items are medias or playlists, their visibility,
// dates, categories and prices. Each item draws from its own stream (`<site>:item:<n>`), so item
// n is the same whatever the total count: slugs stay stable between `--items 300` and `--items 8000`.
import type { prices } from "../db/schema";
import type { SeededCategory } from "./categories";
import { itemWarning, type ItemWarning } from "./content-warnings";
import { buildMedia, type FileRow, type MediaRow } from "./media-content";
import { buildPlaylist, type PlaylistRow } from "./playlist-content";
import { createRng, type Rng } from "./random";
import type { SiteCode } from "./sites";
import { slugify } from "./text";

export type PriceRow = Omit<typeof prices.$inferInsert, "itemId">;
export type Visibility = "public" | "on_demand" | "private";

export type PlannedItem = {
  n: number;
  uid: string;
  slug: string;
  name: string;
  kind: "media" | "playlist";
  /** Index into `media` or `playlists` of the plan. */
  contentIndex: number;
  visibility: Visibility;
  monetized: boolean;
  downloadable: boolean;
  publishedAt: Date;
  expiredAt: Date | null;
  categoryIds: number[];
  prices: PriceRow[];
  /** Its own content warning (most have none). */
  warning: ItemWarning;
};

export type Catalogue = {
  media: Array<{ row: MediaRow; files: FileRow[] }>;
  playlists: Array<{ row: PlaylistRow; mediaIndexes: number[] }>;
  items: PlannedItem[];
};

const DAY = 86_400_000;

function visibilityOf(site: SiteCode, rng: Rng): { visibility: Visibility; monetized: boolean } {
  const roll = rng.next();
  if (site === "studio") return roll < 0.85 ? { visibility: "private", monetized: true } : { visibility: "public", monetized: false };
  if (roll < 0.5) return { visibility: "public", monetized: false };
  return { visibility: roll < 0.75 ? "on_demand" : "private", monetized: false };
}

function pricesOf(rng: Rng): PriceRow[] {
  const offers: PriceRow[] = [
    { uid: rng.uuid(), amount: rng.pick([299, 399, 499]), period: 48, downloadableChoices: null, position: 0 },
    { uid: rng.uuid(), amount: rng.pick([799, 999]), period: 720, downloadableChoices: rng.pick([null, 1]), position: 1 },
    { uid: rng.uuid(), amount: rng.pick([1499, 1999, 2499]), period: 0, downloadableChoices: rng.pick([2, 3]), position: 2 },
  ];
  return offers.slice(0, rng.int(1, 3));
}

/** 1–3 categories: a main one (the first `all.length` items take each category in turn, so none is
 * empty), often its top-level ancestor, sometimes one more. */
function categoriesOf(n: number, rng: Rng, all: SeededCategory[]): number[] {
  const first = all[n - 1] ?? rng.pick(all);
  const chosen = new Set([first.id]);
  const root = all.find((category) => category.uid === first.rootUid);
  if (root && rng.chance(0.6)) chosen.add(root.id);
  if (rng.chance(0.3)) chosen.add(rng.pick(all).id);
  // One large category, so paging ('more') is exercised: every fourth item is a recent addition.
  const recent = all.find((category) => category.slug === "recent-additions");
  if (recent && n % 4 === 0) chosen.add(recent.id);
  return [...chosen];
}

/** Publication dates: spread over three years; item n ≡ 17 (mod 50) is not yet published, n ≡ 61 (mod 100) has expired. */
function datesOf(n: number, rng: Rng, now: Date): { publishedAt: Date; expiredAt: Date | null } {
  const t = now.getTime();
  if (n % 50 === 17) return { publishedAt: new Date(t + rng.int(3, 60) * DAY), expiredAt: null };
  const publishedAt = new Date(t - rng.int(1, 3 * 365) * DAY - rng.int(0, DAY - 1));
  const expiredAt = n % 100 === 61 ? new Date(t - rng.int(1, 30) * DAY) : null;
  return { publishedAt, expiredAt };
}

export function planCatalogue(site: SiteCode, count: number, categories: SeededCategory[], now: Date): Catalogue {
  const catalogue: Catalogue = { media: [], playlists: [], items: [] };
  const slugs = new Set<string>();
  for (let n = 1; n <= count; n += 1) {
    const rng = createRng(`${site}:item:${n}`);
    const uid = rng.uuid();
    // One item in seven (n ≡ 3 mod 7, ~14%) is a playlist of 2–6 earlier medias, all shown with
    // the playlist's own access rules, so a playlist never opens a restricted media to more
    // people. Only a playlist draws its visibility first; a media's draws keep their order.
    const playlistAccess = n % 7 === 3 ? visibilityOf(site, rng) : null;
    const eligible = playlistAccess
      ? catalogue.items
          .filter(
            (item) => item.kind === "media" && item.visibility === playlistAccess.visibility && item.monetized === playlistAccess.monetized,
          )
          .map((item) => item.contentIndex)
      : [];
    const isPlaylist = eligible.length >= 2;
    let name: string;
    let contentIndex: number;
    if (isPlaylist) {
      const indexes = rng.sample(eligible, Math.min(rng.int(2, 6), eligible.length));
      const row = buildPlaylist(
        site,
        n,
        rng,
        indexes.map((i) => catalogue.media[i]?.row).filter((m): m is MediaRow => !!m),
      );
      contentIndex = catalogue.playlists.push({ row, mediaIndexes: indexes }) - 1;
      name = row.name;
    } else {
      const built = buildMedia(site, n, rng);
      contentIndex = catalogue.media.push({ row: built.media, files: built.files }) - 1;
      name = built.media.name;
    }
    let slug = `${slugify(name)}-${rng.token(4)}`;
    while (slugs.has(slug)) slug = `${slugify(name)}-${rng.token(4)}`;
    slugs.add(slug);
    const { visibility, monetized } = playlistAccess ?? visibilityOf(site, rng);
    const item: PlannedItem = {
      n,
      uid,
      slug,
      name,
      kind: isPlaylist ? "playlist" : "media",
      contentIndex,
      visibility,
      monetized,
      downloadable: rng.chance(0.3),
      ...datesOf(n, rng, now),
      categoryIds: categoriesOf(n, rng, categories),
      prices: monetized ? pricesOf(rng) : [],
      warning: itemWarning(site, n),
    };
    // Downloads are sold only with content that may be downloaded.
    if (!item.downloadable) item.prices = item.prices.map((price) => ({ ...price, downloadableChoices: null }));
    catalogue.items.push(item);
  }
  return catalogue;
}
