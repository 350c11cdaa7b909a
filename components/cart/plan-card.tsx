// One plan of the subscriptions panel: name, price per month or year (plans are always in euros,
// spec §9), an optional details toggle (thumbnail, HTML description), the unavailable notice and
// 'Subscribe' (disabled when the plan does not include the item).
import { mdiChevronDown, mdiChevronUp, mdiInformationOutline } from "@mdi/js";
import { useLocale, useTranslations } from "next-intl";
import { useId, useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { Plan } from "@/lib/api/billing";
import { formatAmount } from "@/lib/format-account";

type Props = { plan: Plan; unavailable: boolean; busy: boolean; onSubscribe: () => void };

export function PlanCard({ plan, unavailable, busy, onSubscribe }: Props) {
  const t = useTranslations("cart");
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const id = useId();
  const detailsId = `${id}-details`;
  const noticeId = `${id}-unavailable`;
  const amount = formatAmount(plan.amount, "eur", locale);
  const hasDetails = Boolean(plan.description || plan.thumbnail);

  return (
    <li className="flex flex-col gap-3 rounded-lg border border-on-surface/15 p-4">
      <h3 className="text-lg font-medium">{plan.name}</h3>
      <p className="text-xl font-semibold">{plan.interval === "month" ? t("perMonth", { amount }) : t("perYear", { amount })}</p>
      {hasDetails ? (
        <button
          type="button"
          aria-expanded={open}
          aria-label={open ? t("hideDetailsOf", { name: plan.name }) : t("showDetailsOf", { name: plan.name })}
          aria-controls={detailsId}
          onClick={() => setOpen((value) => !value)}
          className={buttonClass({ variant: "text", size: "xs", className: "self-start" })}
        >
          <Icon path={open ? mdiChevronUp : mdiChevronDown} size={20} />
          {open ? t("hideDetails") : t("showDetails")}
        </button>
      ) : null}
      {hasDetails ? (
        <div id={detailsId} hidden={!open} className="flex flex-col gap-3">
          {plan.thumbnail ? (
            <img
              src={plan.thumbnail}
              alt=""
              loading="lazy"
              decoding="async"
              className="aspect-video w-full rounded bg-black/20 object-cover"
            />
          ) : null}
          {plan.description ? (
            // The plan's description is HTML sanitised by the server (lib/api/billing: "Sanitised
            // HTML"); it is only ever rendered inside this container, never as the page's markup.
            <div className="prose-content text-sm" dangerouslySetInnerHTML={{ __html: plan.description }} />
          ) : null}
        </div>
      ) : null}
      {unavailable ? (
        <p id={noticeId} className="flex gap-2 rounded-md bg-surface p-3 text-sm">
          <Icon path={mdiInformationOutline} size={20} className="shrink-0" />
          {t("planUnavailable")}
        </p>
      ) : null}
      <button
        type="button"
        disabled={unavailable || busy}
        aria-describedby={unavailable ? noticeId : undefined}
        aria-label={t("subscribeTo", { name: plan.name })}
        onClick={onSubscribe}
        className={buttonClass({ fullWidth: true })}
      >
        {t("subscribe")}
      </button>
    </li>
  );
}
