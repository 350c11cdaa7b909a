import { defineRouting } from "next-intl/routing";
import { DEFAULT_LOCALE, LOCALES } from "./locales";

export type { AppLocale } from "./locales";

export const routing = defineRouting({
  locales: LOCALES,
  defaultLocale: DEFAULT_LOCALE,
  localePrefix: "as-needed",
  // A visitor's explicit choice (the language switcher) outlives the browser session; the
  // browser's language is only the first guess.
  localeCookie: { maxAge: 60 * 60 * 24 * 365 },
});
