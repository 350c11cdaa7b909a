// The CSS font stack of the site, from the faces next/font declares (app/fonts/roboto.ts).

/** The families of a next/font `fontFamily` value ("'a', 'a Fallback'" → ["'a'", "'a Fallback'"]). */
function families(fontFamily: string): string[] {
  return fontFamily
    .split(",")
    .map((family) => family.trim())
    .filter(Boolean);
}

/**
 * The font stack of the site: the three faces first (each answers for its own characters only),
 * then Latin's metric-adjusted fallback. A fallback placed right after Latin would take every Latin
 * Extended or Cyrillic character before their faces could.
 */
export function fontStack(...fontFamilies: string[]): string {
  const [first = [], ...others] = fontFamilies.map(families);
  const [face, ...fallbacks] = first;
  return [face, ...others.map((list) => list[0]), ...fallbacks].filter(Boolean).join(", ");
}
