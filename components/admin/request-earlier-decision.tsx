// Beside a renewed item: the decision it renews (approved, by whom, when) and when that access ends,
// so the member decides again knowing the first answer.
import { useLocale, useTranslations } from "next-intl";
import type { EarlierDecision } from "@/lib/api/admin";
import { formatLongDate } from "@/lib/format";
import { formatDateTime } from "@/lib/format-account";

export function EarlierDecisionLine({ earlier, now = new Date() }: { earlier: EarlierDecision; now?: Date }) {
  const t = useTranslations("admin.renewal");
  const locale = useLocale();
  const date = earlier.decided_at ? formatDateTime(earlier.decided_at, locale) : "–";
  const ended = earlier.ends_at !== null && new Date(earlier.ends_at).getTime() <= now.getTime();
  return (
    <div className="flex flex-col gap-0.5 border-l-2 border-on-surface/20 pl-2 text-sm text-muted" data-testid="earlier-decision">
      <p>
        {earlier.decided_by
          ? t("earlier", { status: earlier.status, member: earlier.decided_by, date })
          : t("earlierNoMember", { status: earlier.status, date })}
      </p>
      {earlier.ends_at ? (
        <p>
          <time dateTime={earlier.ends_at}>{t(ended ? "endedOn" : "endsOn", { date: formatLongDate(earlier.ends_at, locale) })}</time>
        </p>
      ) : null}
    </div>
  );
}
