"use client";
// How a checkout line or a plan reads (spec §3, §9): the access period ('Unlimited' for 0 hours),
// the download option (1 HD, 2 source, 3 both) and a plan's price per month or year (plans are
// always in euros). Shared by the test checkout, the subscription page and the members' orders.
import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import { accessPeriod, type CheckoutLine, type PlanInterval } from "@/lib/api/billing";
import { formatAmount } from "@/lib/format-account";

const DOWNLOADS = { 1: "hd", 2: "source", 3: "both" } as const;

export type CheckoutTerms = {
  /** '30 days of access', '12 hours of access' or 'Unlimited'. */
  period: (hours: number) => string;
  /** 'HD download'…, or null when the line has no download. */
  download: (choice: CheckoutLine["downloadable_choices"]) => string | null;
  /** '€9.00 per month'. */
  planPrice: (amount: number, interval: PlanInterval) => string;
  money: (cents: number, currency: string) => string;
};

export function useCheckoutTerms(): CheckoutTerms {
  const t = useTranslations("checkout");
  const locale = useLocale();
  return useMemo<CheckoutTerms>(
    () => ({
      period: (hours) => {
        const period = accessPeriod(hours);
        if (period.unit === "unlimited") return t("periodUnlimited");
        return period.unit === "days" ? t("periodDays", { days: period.count }) : t("periodHours", { hours: period.count });
      },
      download: (choice) => (choice ? t(`download.${DOWNLOADS[choice]}`) : null),
      planPrice: (amount, interval) => t("perInterval", { price: formatAmount(amount, "eur", locale), interval }),
      money: (cents, currency) => formatAmount(cents, currency, locale),
    }),
    [t, locale],
  );
}
