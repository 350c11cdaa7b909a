// What an access status means for one My List entry (spec §4 "Item access"): time left and end
// date when active, the request date when pending, the reason when refused, the end when expired,
// the day of the refund when refunded.
// Paid access says where it comes from (access_source): a purchase (no end), a rental (time left),
// a subscription (its plan, the end of the period, a link to manage it); on-demand access reads as before.
// Access ending within ENDING_SOON_DAYS says so ("ends in 5 days"; in its last day, the hours left).
import { useTranslations } from "next-intl";
import type { AccessEntry } from "@/lib/api/schemas";
import { Link } from "@/lib/i18n/navigation";
import { formatLongDate } from "@/lib/format";
import { remainingTime } from "@/lib/format-account";
import { ENDING_SOON_DAYS } from "./renewal-state";

type Props = { entry: AccessEntry; locale: string; now: Date };

export function AccessDetails({ entry, locale, now }: Props) {
  const t = useTranslations("myList");
  const date = (iso: string) => formatLongDate(iso, locale);
  const line = "text-sm text-muted";
  const source: Source = entry.access_source ?? "on_demand";

  switch (entry.access_status) {
    case "active": {
      if (source === "purchase") {
        return (
          <div className="flex flex-col gap-0.5">
            <SourceLabel source={source} />
            <p className={line}>{t("purchasedNoEnd")}</p>
          </div>
        );
      }
      if (source === "subscription") {
        return (
          <div className="flex flex-col gap-0.5">
            <SourceLabel source={source} />
            <p className={line}>{entry.plan ? t("throughPlan", { plan: entry.plan.name }) : t("throughSubscription")}</p>
            {entry.expire_at ? <p className={line}>{t("periodEnds", { date: date(entry.expire_at) })}</p> : null}
            {/* Above the card's stretched link. */}
            <Link href="/account/subscription" className="relative z-10 text-sm text-primary-text underline underline-offset-2">
              {t("manageSubscription")}
            </Link>
          </div>
        );
      }
      const label = source === "rental" ? <SourceLabel source={source} /> : null;
      if (!entry.expire_at) {
        return (
          <div className="flex flex-col gap-0.5">
            {label}
            <p className={line}>{t("unlimited")}</p>
          </div>
        );
      }
      const left = remainingTime(entry.expire_at, now);
      // The server said active, but the end has passed since the list was read.
      if (left.expired) {
        return (
          <div className="flex flex-col gap-0.5">
            {label}
            <p className={line}>{t("expiredOn", { date: date(entry.expire_at) })}</p>
          </div>
        );
      }
      return (
        <div className="flex flex-col gap-0.5">
          {label}
          <p className="text-sm font-medium">
            {left.days === 0
              ? t("hoursLeft", { hours: left.hours })
              : left.days <= ENDING_SOON_DAYS
                ? t("renewal.endsIn", { days: left.days })
                : t("daysLeft", { days: left.days })}
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
          {source !== "on_demand" ? <SourceLabel source={source} /> : null}
          {entry.expire_at ? <p className="text-sm font-medium">{t("expiredOn", { date: date(entry.expire_at) })}</p> : null}
          <p className={line}>{expiredText(entry, source, t)}</p>
        </div>
      );
    case "refunded":
      return (
        <div className="flex flex-col gap-0.5">
          {source !== "on_demand" ? <SourceLabel source={source} /> : null}
          {entry.refunded_at ? (
            <p className="text-sm font-medium">
              <time dateTime={entry.refunded_at}>{t("refundedOn", { date: date(entry.refunded_at) })}</time>
            </p>
          ) : null}
          <p className={line}>{t("refundedText")}</p>
        </div>
      );
  }
}

type Source = NonNullable<AccessEntry["access_source"]>;
type MyListT = ReturnType<typeof useTranslations<"myList">>;

function expiredText(entry: AccessEntry, source: Source, t: MyListT): string {
  if (source === "on_demand") return t("notPlayable");
  if (source === "subscription") return entry.plan ? t("subscriptionEnded", { plan: entry.plan.name }) : t("subscriptionEndedNoPlan");
  return t("notPlayablePaid");
}

/** Where a paid access comes from: "Purchased", "Rented", "Subscription". */
function SourceLabel({ source }: { source: Exclude<Source, "on_demand"> }) {
  const t = useTranslations("myList");
  return (
    <p className="text-sm font-medium" data-testid="access-source">
      {t(`source.${source}`)}
    </p>
  );
}
