// The content of one demo media: names, placeholder prose, tags, languages, custom fields, files.
// Its video, captions, duration and thumbnail frame are those of one of the demo clips (demo-clips.ts).
import type { CustomFieldValues, files, medias } from "../db/schema";
import { DEMO_CAPTION_LANGUAGES, demoClipFor, demoKey, type DemoClip } from "./demo-clips";
import { createRng, type Rng } from "./random";
import type { SiteCode } from "./sites";
import { LANGUAGES, TAGS, excerptOf, hms, placeholderProse } from "./text";

export type MediaRow = Omit<typeof medias.$inferInsert, "websiteId"> & { uid: string };
export type FileRow = Omit<typeof files.$inferInsert, "mediaId">;

const SUBJECTS: Record<SiteCode, { prefix: [string, string]; titles: Array<[string, string]> }> = {
  archive: {
    prefix: ["Testimony", "Témoignage"],
    titles: [
      ["Witness interview", "Entretien avec un témoin"],
      ["Village memories", "Souvenirs du village"],
      ["Family account", "Récit familial"],
      ["Recorded conversation", "Conversation enregistrée"],
      ["Follow-up interview", "Entretien complémentaire"],
      ["Site visit with a witness", "Visite de lieu avec un témoin"],
    ],
  },
  studio: {
    prefix: ["Video", "Vidéo"],
    titles: [
      ["Studio session", "Session en studio"],
      ["Lecture recording", "Enregistrement de conférence"],
      ["Workshop excerpt", "Extrait d’atelier"],
      ["Documentary cut", "Montage documentaire"],
      ["Interview portrait", "Portrait en entretien"],
    ],
  },
};

const FORENAMES = ["Maria", "Ivan", "Anna", "Olga", "Petro", "Elena", "Jonas", "Ilze", "Andrei", "Zofia", "Mykola", "Ruta"];
const COUNTRIES = ["Ukraine", "Poland", "Belarus", "Lithuania", "Latvia", "Romania", "Moldova", "Russia"];
const REGIONS = ["Region A", "Region B", "Region C", "Region D"];
const PERIODS = [
  "Lived in the home village (placeholder)",
  "Moved to a nearby town (placeholder)",
  "Worked on the family farm (placeholder)",
  "Attended the local school (placeholder)",
];

export function mediaName(site: SiteCode, n: number, rng: Rng): { en: string; fr: string } {
  const { prefix, titles } = SUBJECTS[site];
  const [en, fr] = rng.pick(titles);
  const number = String(n).padStart(4, "0");
  return { en: `${prefix[0]} ${number} – ${en} (placeholder)`, fr: `${prefix[1]} ${number} – ${fr} (exemple)` };
}

function customFields(rng: Rng, n: number, duration: number, languages: string[]): CustomFieldValues {
  const region = rng.pick(REGIONS);
  const recorded = new Date(Date.UTC(rng.int(2004, 2021), rng.int(0, 11), rng.int(1, 28)));
  return {
    forename: rng.pick(FORENAMES),
    birth_year: rng.int(1915, 1936),
    birth_place: `Village ${region.slice(-1)}${rng.int(1, 9)} (placeholder)`,
    region,
    country: rng.pick(COUNTRIES),
    during_the_wars: rng.pick(PERIODS),
    recording_place: `Town ${region.slice(-1)}${rng.int(1, 9)} (placeholder)`,
    recording_date: recorded.toISOString().slice(0, 10),
    duration: hms(duration),
    languages,
    evidence_link: `https://evidence.example.org/records/${String(n).padStart(5, "0")}`,
    names_mentioned: rng.sample(["Person A", "Person B", "Person C", "Person D", "Person E", "Person F"], rng.int(0, 4)),
  };
}

function mediaFiles(rng: Rng, mediaUid: string, clip: DemoClip, languages: string[]): FileRow[] {
  // Drawn and not used (the clip is the item's, see demoClipFor): later draws, and so every slug, stay as they were.
  rng.int(1, 3);
  const video = (slug: "hd" | "source", label: string, width: number, height: number, bytesPerSecond: number): FileRow => ({
    uid: rng.uuid(),
    displayName: label,
    size: clip.seconds * bytesPerSecond,
    width,
    height,
    path: demoKey(clip.video),
    mimeType: "video/mp4",
    slug,
  });
  const list = [video("hd", "HD video (1080p)", 1920, 1080, 625_000), video("source", "Source video (4K)", 3840, 2160, 2_500_000)];
  if (rng.chance(0.3)) {
    list.push({
      uid: rng.uuid(),
      displayName: "Transcript (PDF)",
      size: 48_213,
      path: "demo/transcript.pdf",
      mimeType: "application/pdf",
      slug: "extra",
    });
  }
  // Drawn and not used, as above: every clip has captions in English and French, timed to its
  // narration. Their uids come from a stream of their own, so this one is drawn as it always was.
  if (rng.chance(0.3)) {
    rng.pick(languages);
    rng.uuid();
  }
  const captionIds = createRng(`captions:${mediaUid}`);
  for (const language of DEMO_CAPTION_LANGUAGES) {
    list.push({
      uid: captionIds.uuid(),
      displayName: `Captions (${language})`,
      size: clip.bytes[language],
      path: demoKey(clip.captions[language]),
      mimeType: "text/vtt",
      slug: "captions",
      language,
    });
  }
  return list;
}

/** One media and its files; `n` is the item's number on its site. */
export function buildMedia(site: SiteCode, n: number, rng: Rng): { media: MediaRow; files: FileRow[] } {
  const uid = rng.uuid();
  const name = mediaName(site, n, rng);
  const wordCount = rng.chance(0.35) ? rng.int(121, 200) : rng.int(20, 120);
  const description = placeholderProse(rng, wordCount);
  // Drawn and not used (the duration is the clip's), so that later draws stay as they were.
  rng.int(60, 5400);
  const clip = demoClipFor(n);
  const duration = clip.seconds;
  const languages = rng.sample(LANGUAGES, rng.int(1, 3));
  const customExcerpt = rng.chance(0.2);
  const excerpt = customExcerpt
    ? {
        en: "A short custom excerpt written for this placeholder testimony.",
        fr: "Un court extrait personnalisé rédigé pour ce témoignage fictif.",
      }
    : { en: excerptOf(description.en), fr: excerptOf(description.fr) };
  const media: MediaRow = {
    uid,
    name: name.en,
    // The frame the thumbnails are made from (a key in media storage; see services/thumbnails).
    thumbnail: demoKey(clip.thumbnail),
    duration,
    excerpt: excerpt.en,
    excerptIsCustom: customExcerpt,
    description: description.en,
    i18n: { fr: { name: name.fr, description: description.fr, excerpt: excerpt.fr } },
    tags: rng.sample(TAGS, rng.int(3, 9)),
    type: "video",
    languages,
    customFields: customFields(rng, n, duration, languages),
  };
  return { media, files: mediaFiles(rng, uid, clip, languages) };
}
