// Every text the backend writes for a person (the few API messages shown as they are, every
// e-mail) comes from the pages' own catalogue, messages/{en,fr}.json ("api" and "mail"
// namespaces), rendered by use-intl with the same ICU syntax as the pages.
import { createTranslator } from "use-intl/core";
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";
import type { Locale } from "./i18n";

type Values = Record<string, string | number>;

// Numbers go in as they are written ("30", not a locale's "30" with grouping): the texts predate ICU.
const asText = (values: Values) => Object.fromEntries(Object.entries(values).map(([k, v]) => [k, String(v)]));

const apiTranslators = {
  en: createTranslator({ locale: "en", messages: en, namespace: "api" }),
  fr: createTranslator({ locale: "fr", messages: fr, namespace: "api" }),
};
const mailTranslators = {
  en: createTranslator({ locale: "en", messages: en, namespace: "mail" }),
  fr: createTranslator({ locale: "fr", messages: fr, namespace: "mail" }),
};

export type MessageKey = keyof (typeof en)["api"];

/** A message shown as it is (under a field, in a banner), in the reader's language. */
export function message(key: MessageKey, locale: Locale, values: Values = {}): string {
  return apiTranslators[locale](key, asText(values));
}

export type MailKind = keyof (typeof en)["mail"];

/** One phrase an e-mail's text is put together from (`reminder.line`), in the recipient's language. */
export function mailPhrase(key: "reminder.line" | "reminder.rentLine", locale: Locale, values: Values): string {
  return mailTranslators[locale](key, asText(values));
}

/** An e-mail's subject and text, in the recipient's language. */
export function mailText(kind: MailKind, locale: Locale, values: Values): { subject: string; text: string } {
  const t = mailTranslators[locale];
  return { subject: t(`${kind}.subject`, asText(values)), text: t(`${kind}.body`, asText(values)) };
}
