// Placeholder prose and slugs. The text is plainly filler: it never tells a historical account.
import type { Rng } from "./random";

const EN_WORDS = [
  "placeholder",
  "sample",
  "recording",
  "interview",
  "village",
  "family",
  "memory",
  "street",
  "school",
  "market",
  "river",
  "winter",
  "summer",
  "neighbours",
  "house",
  "road",
  "field",
  "church",
  "square",
  "morning",
  "evening",
  "language",
  "song",
  "garden",
  "bread",
  "letter",
  "photograph",
  "journey",
  "archive",
  "witness",
  "describes",
  "remembers",
  "explains",
  "mentions",
  "recalls",
  "shows",
  "the",
  "a",
  "an",
  "of",
  "in",
  "near",
  "with",
  "about",
  "during",
  "after",
  "before",
  "old",
  "small",
  "quiet",
  "local",
  "daily",
  "distant",
  "familiar",
  "long",
  "short",
  "this",
  "that",
  "their",
  "its",
];

const FR_WORDS = [
  "exemple",
  "fictif",
  "enregistrement",
  "entretien",
  "village",
  "famille",
  "mémoire",
  "rue",
  "école",
  "marché",
  "rivière",
  "hiver",
  "été",
  "voisins",
  "maison",
  "route",
  "champ",
  "église",
  "place",
  "matin",
  "soir",
  "langue",
  "chanson",
  "jardin",
  "pain",
  "lettre",
  "photographie",
  "voyage",
  "archive",
  "témoin",
  "décrit",
  "se souvient",
  "explique",
  "mentionne",
  "évoque",
  "montre",
  "le",
  "la",
  "un",
  "une",
  "de",
  "dans",
  "près",
  "avec",
  "pendant",
  "après",
  "avant",
  "ancien",
  "petit",
  "calme",
  "local",
  "quotidien",
  "lointain",
  "familier",
  "long",
  "court",
  "ce",
  "cette",
  "leur",
];

export const TAGS = [
  "mémoire",
  "école",
  "village",
  "famille",
  "enfance",
  "témoin",
  "quotidien",
  "fête",
  "marché",
  "religion",
  "travail",
  "langue",
  "musique",
  "voisins",
  "rivière",
  "forêt",
  "migration",
  "après-guerre",
  "interview",
  "archive",
  "recording",
  "place",
  "daily-life",
  "childhood",
  "photographs",
  "letters",
] as const;

export const LANGUAGES = ["fr", "en", "pl", "ru", "lv", "lt", "ro", "uk"] as const;

function sentence(rng: Rng, words: readonly string[], length: number): string {
  const body = Array.from({ length }, () => rng.pick(words)).join(" ");
  return `${body.charAt(0).toUpperCase()}${body.slice(1)}.`;
}

/** Filler paragraphs of about `wordCount` words, in English and French (same rhythm). */
export function placeholderProse(rng: Rng, wordCount: number): { en: string; fr: string } {
  const en = ["Placeholder description."];
  const fr = ["Description fictive."];
  let written = 2;
  while (written < wordCount) {
    const length = Math.min(rng.int(6, 14), Math.max(wordCount - written, 3));
    en.push(sentence(rng, EN_WORDS, length));
    fr.push(sentence(rng, FR_WORDS, length));
    written += length;
  }
  return { en: en.join(" "), fr: fr.join(" ") };
}

/** The first `words` words of a text followed by an ellipsis (the automatic excerpt). */
export function excerptOf(text: string, words = 24): string {
  const parts = text.split(/\s+/);
  return parts.length <= words ? text : `${parts.slice(0, words).join(" ")}…`;
}

/** Lowercase ASCII kebab-case: "Witnesses' memories" → "witnesses-memories". */
export function slugify(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** Seconds as hh:mm:ss. */
export function hms(seconds: number): string {
  const h = Math.floor(seconds / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return [h, m, s].map((n) => String(n).padStart(2, "0")).join(":");
}
