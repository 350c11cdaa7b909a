// The language of a service page: `?lang=` when it names one the site speaks, else the browser's
// first choice among them (Accept-Language), else English.
import { DEFAULT_LOCALE, LOCALES, type AppLocale } from "../i18n/locales";

const isLocale = (value: string): value is AppLocale => (LOCALES as readonly string[]).includes(value);

export function pageLocale(asked: string | null, acceptLanguage: string | null): AppLocale {
  if (asked && isLocale(asked)) return asked;
  for (const part of (acceptLanguage ?? "").split(",")) {
    const tag = part.split(";")[0]?.trim().toLowerCase().split("-")[0] ?? "";
    if (isLocale(tag)) return tag;
  }
  return DEFAULT_LOCALE;
}
