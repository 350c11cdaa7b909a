// Formatting of spec §9 for what a visitor's access, cart and account show, and the members' area:
// sizes in base-1024 units, money from cents, remaining time, dates of events. Everything goes
// through Intl with the page's locale. The catalogue's formats are in lib/format.ts.

const SIZE_UNITS = ["Bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"] as const;

export function formatFileSize(bytes: number, locale: string, decimals = 2): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return `0 ${SIZE_UNITS[0]}`;
  const exponent = Math.min(SIZE_UNITS.length - 1, Math.floor(Math.log(bytes) / Math.log(1024)));
  const value = bytes / 1024 ** exponent;
  const number = new Intl.NumberFormat(locale, { maximumFractionDigits: exponent === 0 ? 0 : decimals }).format(value);
  return `${number} ${SIZE_UNITS[exponent]}`;
}

export type Remaining = { expired: boolean; days: number; hours: number };

/** Remaining time is expire_at minus now; expired means now is after expire_at (spec §4). */
export function remainingTime(expireAt: string, now: Date = new Date()): Remaining {
  const ms = new Date(expireAt).getTime() - now.getTime();
  if (ms <= 0) return { expired: true, days: 0, hours: 0 };
  const hours = Math.floor(ms / 3_600_000);
  return { expired: false, days: Math.floor(hours / 24), hours: hours % 24 };
}

const CURRENCY_SYMBOLS: Record<string, string> = { eur: "€", chf: "CHF" };

/**
 * Money of spec §9: cents shown divided by 100 with two decimals, eur as the euro sign and chf as
 * 'CHF' ('12,50 €' on French pages, '€12.50' on English ones). Plans are always in euros.
 */
export function formatAmount(cents: number, currency: string, locale: string): string {
  const number = new Intl.NumberFormat(locale === "fr" ? "fr-FR" : "en-US", { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
    cents / 100,
  );
  const symbol = CURRENCY_SYMBOLS[currency] ?? currency.toUpperCase();
  if (symbol === "€") return locale === "fr" ? `${number} €` : `€${number}`;
  return `${symbol} ${number}`;
}

// Dates and times of events (orders, requests, mails) in the page's locale and the reader's own time
// zone: these are rendered in the browser only.
export function formatDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "medium", timeStyle: "short" }).format(new Date(iso));
}

export function formatDay(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: "long" }).format(new Date(iso));
}

/** A calendar date typed by the user (YYYY-MM-DD): shown as is when it is not one. */
export function formatCalendarDate(value: string, locale: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${value}T00:00:00Z`));
}
