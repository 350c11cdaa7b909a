"use client";
// What an access status means for one My List entry (spec §4 "Item access"): time left and end
// date when active, the request date when pending, the reason when refused, the end when expired.
import { useTranslations } from "next-intl";
import type { AccessEntry } from "@/lib/api/schemas";
import { formatLongDate, remainingTime } from "@/lib/format";

type Props = { entry: AccessEntry; locale: string; now: Date };

export function AccessDetails({ entry, locale, now }: Props) {
  const t = useTranslations("myList");
  const date = (iso: string) => formatLongDate(iso, locale);
  const line = "text-sm text-muted";

  switch (entry.access_status) {
    case "active": {
      if (!entry.expire_at) return <p className={line}>{t("unlimited")}</p>;
      const left = remainingTime(entry.expire_at, now);
      // The server said active, but the end has passed since the list was read.
      if (left.expired) return <p className={line}>{t("expiredOn", { date: date(entry.expire_at) })}</p>;
      return (
        <div className="flex flex-col gap-0.5">
          <p className="text-sm font-medium">
            {left.days > 0 ? t("daysLeft", { days: left.days }) : t("hoursLeft", { hours: left.hours })}
          </p>
          <p className={line}>
            <time dateTime={entry.expire_at}>{t("until", { date: date(entry.expire_at) })}</time>
          </p>
        </div>
      );
    }
    case "pending":
      return entry.requested_at ? (
        <p className={line}>
          <time dateTime={entry.requested_at}>{t("requestedOn", { date: date(entry.requested_at) })}</time>
        </p>
      ) : null;
    case "refused":
      return (
        <div className="flex flex-col gap-0.5">
          <p className="text-sm">{entry.refusal_reason ? t("refusalReason", { reason: entry.refusal_reason }) : t("noReason")}</p>
          {entry.requested_at ? <p className={line}>{t("requestedOn", { date: date(entry.requested_at) })}</p> : null}
        </div>
      );
    case "expired":
      return (
        <div className="flex flex-col gap-0.5">
          {entry.expire_at ? <p className="text-sm font-medium">{t("expiredOn", { date: date(entry.expire_at) })}</p> : null}
          <p className={line}>{t("notPlayable")}</p>
        </div>
      );
  }
}
