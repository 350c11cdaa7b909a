// Language maps (https://iiif.io/api/presentation/3.0/#44-language-of-property-values): one entry
// per language the site speaks, each a list of strings. A value the same in every language (a name,
// a number) is given once under "none", the spec's tag for text that is in no particular language.
import type { LanguageMap } from "./vocabulary";

/** Text of each locale; locales with no text are left out. */
export type Localized = Partial<Record<string, string | string[] | null | undefined>>;

const asList = (value: string | string[] | null | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).map((text) => text.trim()).filter(Boolean);

/**
 * The map of `texts` (`{ en: …, fr: … }`). When every locale says the same, `sameAsNone` gives it
 * under "none" instead (used for names and figures, never for labels). null when no locale has text.
 */
export function languageMap(texts: Localized, { sameAsNone = false } = {}): LanguageMap | null {
  const entries = Object.entries(texts)
    .map(([locale, value]) => [locale, asList(value)] as const)
    .filter(([, list]) => list.length > 0);
  if (entries.length === 0) return null;
  const [first] = entries;
  const same = entries.every(([, list]) => list.join("\u0000") === first![1].join("\u0000"));
  if (sameAsNone && same) return { none: first![1] };
  return Object.fromEntries(entries);
}

/** Like languageMap, for a text that is known to exist (a label from messages). */
export function requiredMap(texts: Localized): LanguageMap {
  return languageMap(texts) ?? { none: [""] };
}
