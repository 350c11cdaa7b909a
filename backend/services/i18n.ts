// Translatable text: the base columns hold English; `i18n[locale]` overrides field by field.
import type { I18nText } from "../db/schema";

export type Locale = "en" | "fr";

export function pickLocale(acceptLanguage: string | undefined | null): Locale {
  const first = (acceptLanguage ?? "").split(",")[0]?.trim().toLowerCase() ?? "";
  return first.startsWith("fr") ? "fr" : "en";
}

export function localized(i18n: I18nText | null | undefined, locale: Locale, field: string, base: string): string;
export function localized(i18n: I18nText | null | undefined, locale: Locale, field: string, base: string | null): string | null;
export function localized(i18n: I18nText | null | undefined, locale: Locale, field: string, base: string | null) {
  return i18n?.[locale]?.[field] ?? base;
}
