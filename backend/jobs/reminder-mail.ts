// The text of an expiry reminder, in its recipient's language: one line per item with its end date
// (a long date of that language, in UTC like every date the site shows), then the one-click renewal
// link for access granted on request; a rented item's line points to its page, to rent it again.
import { createTranslator } from "use-intl/core";
import type { Locale } from "../services/i18n";
import { mailText } from "../services/messages";
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";
import { formatLongDate } from "../../lib/format";

const lineTranslators = {
  en: createTranslator({ locale: "en", messages: en, namespace: "mail.reminder" }),
  fr: createTranslator({ locale: "fr", messages: fr, namespace: "mail.reminder" }),
};

export type ReminderLine = {
  name: string;
  endsAt: Date;
  /** The item's page, for access that is renewed by renting again (null: renewed on request, or not at all). */
  rentLink: string | null;
};

export type ReminderMailInput = {
  siteName: string;
  locale: Locale;
  /** How the mail greets the recipient. */
  recipient: string;
  lines: ReminderLine[];
  /** My List with the items to renew (`?renew=…`), or null when none is renewed on request. */
  renewLink: string | null;
};

export function reminderMail({ siteName, locale, recipient, lines, renewLink }: ReminderMailInput): { subject: string; text: string } {
  const t = lineTranslators[locale];
  const text = lines
    .map((line) => {
      const values = { item: line.name, date: formatLongDate(line.endsAt, locale) };
      return line.rentLink ? t("rentLine", { ...values, link: line.rentLink }) : t("line", values);
    })
    .join("\n");
  return mailText("reminder", locale, {
    site: siteName,
    name: recipient,
    count: lines.length,
    item: lines[0]?.name ?? "",
    lines: text,
    hasRenew: renewLink ? "yes" : "no",
    link: renewLink ?? "",
  });
}
