import localFont from "next/font/local";
import { fontStack } from "@/lib/site/font-stack";

// Roboto (spec §9: weights 100–900) as one variable font, split by script the way browsers fetch
// fonts: each face carries a unicode-range, so a page downloads only the scripts its text uses.
// Latin is preloaded (every page needs it); Latin Extended and Cyrillic load when a page holds such
// characters (Polish or Ukrainian names, say). The files come from the font's npm package, so builds
// need no network. The loader reads its arguments as literals: the ranges are the package's own
// (its unicode.json).

const latin = localFont({
  src: "../../node_modules/@fontsource-variable/roboto/files/roboto-latin-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
    },
  ],
  // The metric-adjusted local fallback shown until the font arrives, so nothing shifts when it does.
  adjustFontFallback: "Arial",
});
const latinExt = localFont({
  src: "../../node_modules/@fontsource-variable/roboto/files/roboto-latin-ext-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
    },
  ],
  preload: false,
  adjustFontFallback: false,
});
const cyrillic = localFont({
  src: "../../node_modules/@fontsource-variable/roboto/files/roboto-cyrillic-wght-normal.woff2",
  weight: "100 900",
  display: "swap",
  declarations: [{ prop: "unicode-range", value: "U+0301,U+0400-045F,U+0490-0491,U+04B0-04B1,U+2116" }],
  preload: false,
  adjustFontFallback: false,
});

/** Set on <html> (globals.css reads `--font-roboto`). */
export const fontVariables = {
  "--font-roboto": fontStack(latin.style.fontFamily, latinExt.style.fontFamily, cyrillic.style.fontFamily),
};
