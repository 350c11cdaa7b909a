import "server-only";
// The `iiif` messages in every language the site speaks, as language maps: a viewer shows the
// language its user reads (https://iiif.io/api/presentation/3.0/#44-language-of-property-values).
import { createTranslator } from "next-intl";
import { LOCALES, type AppLocale } from "../i18n/locales";
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";
import type { AuthTexts } from "./auth-services";
import { requiredMap, type Localized } from "./language-map";
import type { LanguageMap } from "./vocabulary";

const MESSAGES: Record<AppLocale, typeof en> = { en, fr };

export type IiifKey = keyof typeof en.iiif;
export type CustomFieldKey = Exclude<keyof typeof en.customFields, "title" | "witness" | "technical" | "openEvidence">;

/** `siteName`: the site's name in each locale (it differs by language). */
export function iiifTexts(siteName: Localized) {
  const translators = LOCALES.map(
    (locale) => [locale, createTranslator({ locale, messages: MESSAGES[locale], namespace: "iiif" })] as const,
  );
  const fields = LOCALES.map(
    (locale) => [locale, createTranslator({ locale, messages: MESSAGES[locale], namespace: "customFields" })] as const,
  );
  const nameIn = (locale: string) => {
    const name = siteName[locale] ?? siteName.en;
    return (Array.isArray(name) ? name[0] : name) ?? "";
  };
  const map = (key: IiifKey): LanguageMap =>
    requiredMap(Object.fromEntries(translators.map(([locale, t]) => [locale, t(key, { site: nameIn(locale) })])));
  const field = (key: CustomFieldKey): LanguageMap => requiredMap(Object.fromEntries(fields.map(([locale, t]) => [locale, t(key)])));
  const auth: AuthTexts = {
    accessLabel: map("accessLabel"),
    accessHeading: map("accessHeading"),
    accessNote: map("accessNote"),
    confirmLabel: map("confirmLabel"),
    deniedHeading: map("deniedHeading"),
    deniedNote: map("deniedNote"),
    tokenErrorHeading: map("tokenErrorHeading"),
    tokenErrorNote: map("tokenErrorNote"),
    logoutLabel: map("logoutLabel"),
  };
  return { map, field, auth };
}

/** One message in one locale (the HTML pages of the services speak the language asked). */
export function iiifText(locale: AppLocale, key: IiifKey, site: string, values: Record<string, string> = {}): string {
  return createTranslator({ locale, messages: MESSAGES[locale], namespace: "iiif" })(key, { ...values, site });
}
