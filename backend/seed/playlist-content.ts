// The content of one demo playlist: a named series of 2–6 medias already in the catalogue.
import type { playlists } from "../db/schema";
import type { MediaRow } from "./media-content";
import type { Rng } from "./random";
import type { SiteCode } from "./sites";
import { excerptOf, placeholderProse } from "./text";

export type PlaylistRow = Omit<typeof playlists.$inferInsert, "websiteId"> & { uid: string };

const SERIES: Record<SiteCode, { prefix: [string, string]; titles: Array<[string, string]> }> = {
  archive: {
    prefix: ["Series", "Série"],
    titles: [
      ["Collected interviews", "Entretiens réunis"],
      ["Interviews from one village", "Entretiens d’un même village"],
      ["Family recordings", "Enregistrements familiaux"],
    ],
  },
  studio: {
    prefix: ["Playlist", "Playlist"],
    titles: [
      ["Complete course", "Cours complet"],
      ["Season selection", "Sélection de saison"],
    ],
  },
};

export function buildPlaylist(site: SiteCode, n: number, rng: Rng, members: MediaRow[]): PlaylistRow {
  const uid = rng.uuid();
  const { prefix, titles } = SERIES[site];
  const [titleEn, titleFr] = rng.pick(titles);
  const number = String(n).padStart(4, "0");
  const description = placeholderProse(rng, rng.int(30, 140));
  const languages = [...new Set(members.flatMap((media) => media.languages ?? []))];
  const tags = [...new Set(members.flatMap((media) => media.tags ?? []))].slice(0, 9);
  const first = members[0]?.customFields;
  return {
    uid,
    name: `${prefix[0]} ${number} – ${titleEn} (placeholder)`,
    // The first media's frame (a key in media storage; see services/thumbnails).
    thumbnail: members[0]?.thumbnail ?? null,
    excerpt: excerptOf(description.en),
    excerptIsCustom: false,
    description: description.en,
    i18n: {
      fr: {
        name: `${prefix[1]} ${number} – ${titleFr} (exemple)`,
        description: description.fr,
        excerpt: excerptOf(description.fr),
      },
    },
    tags,
    languages,
    customFields: first ? { region: first.region ?? "Region A", country: first.country ?? "Ukraine", languages } : { languages },
  };
}
