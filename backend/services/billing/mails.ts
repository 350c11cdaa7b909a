// The buyer's e-mails about an order: the receipt once paid, the refund notice once refunded. Both
// go to the address the session holds, in the language the buyer checked out in (the session's
// locale), the names of what was bought looked up again in that language (names.ts). They are built
// inside the transaction that changes the order and sent once it has committed.
import { eq } from "drizzle-orm";
import { formatLongDate } from "../../../lib/format";
import type { Db } from "../../db/client";
import { websites } from "../../db/schema";
import type { Locale } from "../i18n";
import { mailText } from "../messages";
import { localizedPayload } from "./names";
import { payloadOf, type SessionRow } from "./records";

export type Mail = { websiteId: number; to: string; subject: string; text: string };

const localeOf = (row: SessionRow): Locale => (row.locale === "fr" ? "fr" : "en");

/** The values both e-mails are written from: the site's name, what was bought and its total. */
async function orderValues(db: Db, row: SessionRow) {
  const [site] = await db.select({ name: websites.name, i18n: websites.i18n }).from(websites).where(eq(websites.id, row.websiteId));
  if (!site) return null;
  const locale = localeOf(row);
  const payload = await localizedPayload(db, locale, payloadOf(row));
  const money = (cents: number) => `${(cents / 100).toFixed(2)} ${row.currency.toUpperCase()}`;
  const lines = payload.plan
    ? `${payload.plan.name} – ${money(payload.plan.amount)}`
    : payload.lines.map((l) => `${l.name} – ${money(l.amount)}`).join("\n");
  return { locale, site: site.i18n[locale]?.name ?? site.name, lines, total: money(row.amount), order: row.uid };
}

export async function receiptMail(db: Db, row: SessionRow, to: string): Promise<Mail | null> {
  const values = await orderValues(db, row);
  if (!values) return null;
  const { locale, ...text } = values;
  return { websiteId: row.websiteId, to, ...mailText("receipt", locale, text) };
}

/** The refund notice, dated `at`; null when the session has no address to write to. */
export async function refundMail(db: Db, row: SessionRow, at: Date): Promise<Mail | null> {
  if (!row.customerEmail) return null;
  const values = await orderValues(db, row);
  if (!values) return null;
  const { locale, ...text } = values;
  const date = formatLongDate(at, locale);
  return { websiteId: row.websiteId, to: row.customerEmail, ...mailText("refund", locale, { ...text, date }) };
}
