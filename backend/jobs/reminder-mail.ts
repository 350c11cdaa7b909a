// The text of an expiry reminder, in its recipient's language: one line per item with its end date
// (a long date of that language, in UTC like every date the site shows), then the one-click renewal
// link for access granted on request; a rented item's line points to its page, to rent it again.
import type { Locale } from "../services/i18n";
import { mailPhrase, mailText } from "../services/messages";
import { formatLongDate } from "../../lib/format";

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
  const text = lines
    .map((line) => {
      const values = { item: line.name, date: formatLongDate(line.endsAt, locale) };
      return line.rentLink
        ? mailPhrase("reminder.rentLine", locale, { ...values, link: line.rentLink })
        : mailPhrase("reminder.line", locale, values);
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
