import { defineRouting } from "next-intl/routing";

// The single source of locales: English at the root, French under /fr.
export const routing = defineRouting({
  locales: ["en", "fr"],
  defaultLocale: "en",
  localePrefix: "as-needed",
  // A visitor's explicit choice (the language switcher) outlives the browser session; the
  // browser's language is only the first guess.
  localeCookie: { maxAge: 60 * 60 * 24 * 365 },
});

export type AppLocale = (typeof routing.locales)[number];
