// The order on the test checkout: each line (thumbnail, name, access period, download option,
// price) or the plan (name, price per month or year), then the total in the session's currency.
import { mdiDownload, mdiTimerOutline } from "./icons";
import { useTranslations } from "next-intl";
import { useId } from "react";
import { Icon } from "@/components/ui/icon";
import type { CheckoutLine, CheckoutSession } from "@/lib/api/billing";
import { useCheckoutTerms } from "./checkout-terms";

export function CheckoutSummary({ session }: { session: CheckoutSession }) {
  const t = useTranslations("checkout");
  const terms = useCheckoutTerms();
  const headingId = useId();

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h2 id={headingId} className="text-lg font-medium">
        {t("test.summary")}
      </h2>
      <ul className="flex flex-col divide-y divide-on-surface/10 rounded-md border border-on-surface/15">
        {session.plan ? (
          <li className="flex items-center justify-between gap-3 p-3">
            <div className="min-w-0">
              <p className="font-medium">{t("planLine", { plan: session.plan.name })}</p>
              <p className="text-sm text-muted">{terms.planPrice(session.plan.amount, session.plan.interval)}</p>
            </div>
          </li>
        ) : null}
        {session.lines.map((line) => (
          <LineRow key={`${line.item_uid}-${line.amount}-${line.period}`} line={line} currency={session.currency} />
        ))}
      </ul>
      <p className="flex items-baseline justify-between gap-3 border-t border-on-surface/15 pt-3 text-lg">
        <span>{t("test.total")}</span>
        <strong data-testid="checkout-total" className="font-medium tabular-nums">
          {terms.money(session.amount, session.currency)}
        </strong>
      </p>
    </section>
  );
}

function LineRow({ line, currency }: { line: CheckoutLine; currency: string }) {
  const terms = useCheckoutTerms();
  const download = terms.download(line.downloadable_choices);
  return (
    <li className="flex items-center gap-3 p-3">
      <div className="aspect-video w-24 shrink-0 overflow-hidden rounded bg-black/20">
        {line.thumbnail ? (
          <img src={line.thumbnail} alt="" width={96} height={54} loading="lazy" decoding="async" className="h-full w-full object-cover" />
        ) : null}
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <p className="break-words font-medium">{line.name}</p>
        <p className="flex items-center gap-1 text-sm text-muted">
          <Icon path={mdiTimerOutline} size={16} />
          {terms.period(line.period)}
        </p>
        {download ? (
          <p className="flex items-center gap-1 text-sm text-muted">
            <Icon path={mdiDownload} size={16} />
            {download}
          </p>
        ) : null}
      </div>
      <span className="shrink-0 tabular-nums">{terms.money(line.amount, currency)}</span>
    </li>
  );
}
