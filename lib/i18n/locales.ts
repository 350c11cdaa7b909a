/** The single source of locales: English at the root, French under /fr. */
export const LOCALES = ["en", "fr"] as const;
export type AppLocale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: AppLocale = "en";

const PREFIX = new RegExp(`^/(${LOCALES.join("|")})(/.*)?$`);

/** `/fr/auth/login` → `{ locale: "fr", path: "/auth/login" }`; `/en/…` (the switcher's form) too; an
 * address without a prefix is in the default locale. */
export function splitLocale(pathname: string): { locale: AppLocale; path: string } {
  const match = PREFIX.exec(pathname);
  return match ? { locale: match[1] as AppLocale, path: match[2] ?? "/" } : { locale: DEFAULT_LOCALE, path: pathname };
}
