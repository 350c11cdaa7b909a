// Formatting of spec §9 that the catalogue shows (cards, item pages): durations hh:mm:ss and long
// dates. Sizes, money, remaining time and the dates of events are in lib/format-account.ts, so that
// an item page's first load does not carry them.

export function formatDuration(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${pad(Math.floor(s / 3600))}:${pad(Math.floor((s % 3600) / 60))}:${pad(s % 60)}`;
}

/** '3 mars 2024' on French pages, 'March 3, 2024' on English ones. */
export function formatLongDate(iso: string | Date, locale: string): string {
  const date = typeof iso === "string" ? new Date(iso) : iso;
  return new Intl.DateTimeFormat(locale === "fr" ? "fr-FR" : "en-US", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(date);
}
