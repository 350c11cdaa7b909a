"use client";
import { useTranslations } from "next-intl";
import { mdiTimerSandComplete } from "./icons";
import { useEffect, useState } from "react";
import { formatLongDate } from "@/lib/format";
import { remainingTime } from "@/lib/format-account";
import { Icon } from "@/components/ui/icon";

/** Remaining time and end date of a time-limited access (spec §4: remaining = expire_at − now). */
export function AccessExpiry({ expireAt, locale }: { expireAt: string; locale: string }) {
  const t = useTranslations("item");
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 60_000);
    return () => window.clearInterval(timer);
  }, []);
  const left = remainingTime(expireAt, now);
  const date = formatLongDate(expireAt, locale);
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted" data-testid="access-expiry">
      <Icon path={mdiTimerSandComplete} size={18} />
      {left.expired ? (
        <span>{t("expiredOn", { date })}</span>
      ) : (
        <>
          <span>{t("remaining", { days: left.days, hours: left.hours })}</span>
          <span aria-hidden="true">·</span>
          <time dateTime={expireAt}>{t("accessUntil", { date })}</time>
        </>
      )}
    </p>
  );
}
