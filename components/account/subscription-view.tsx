"use client";
// My subscription: the signed-in user's subscriptions (plan, price per month or year, status,
// renewal or end date), each active one with "Cancel my subscription" (at the end of the paid
// period: access lasts until then). Signed-out visitors are sent to login, which brings them back.
import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect } from "react";
import { toast } from "@/components/ui/toast";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { useCheckoutTerms } from "@/components/checkout/checkout-terms";
import { buttonClass } from "@/components/ui/button";
import { cancelSubscription, type Subscription } from "@/lib/api/billing";
import { browserApi } from "@/lib/api/browser";
import { ServerError } from "@/lib/api/errors";
import { handleAuthError } from "@/lib/auth/auth-error";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { formatLongDate } from "@/lib/format";
import { useRouter } from "@/lib/i18n/navigation";
import { CancelSubscriptionDialog } from "./cancel-subscription-dialog";
import { useSubscriptions } from "./use-subscriptions";

const PATH = "/account/subscription";
const TONE: Record<Subscription["status"], BadgeTone> = { active: "good", canceled: "waiting", ended: "neutral" };

export function SubscriptionView() {
  const t = useTranslations("subscription");
  const locale = useLocale();
  const router = useRouter();
  const { user } = useCurrentUser(true);
  const { data, error, mutate } = useSubscriptions(Boolean(user));
  const signedOut = user === null || (error instanceof ServerError && error.isAuthError);

  useEffect(() => {
    if (signedOut) router.replace({ pathname: "/auth/login", query: { next: PATH } });
  }, [signedOut, router]);

  const cancel = useCallback(
    async (subscription: Subscription): Promise<string | null> => {
      try {
        const updated = await cancelSubscription(browserApi, subscription.uid);
        await mutate((list) => list?.map((s) => (s.uid === updated.uid ? updated : s)), { revalidate: false });
        toast.success(t("cancelled", { date: formatLongDate(updated.current_period_end, locale) }));
        return null;
      } catch (failure) {
        if (handleAuthError(failure, router, PATH)) return null;
        return t("dialog.failed");
      }
    },
    [mutate, router, t, locale],
  );

  if (signedOut || user === undefined || (!data && !error)) {
    return (
      <p role="status" className="text-muted">
        {t("loading")}
      </p>
    );
  }
  if (!data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3">
        <p>{t("error")}</p>
        <button type="button" className={buttonClass({ variant: "secondary" })} onClick={() => void mutate()}>
          {t("retry")}
        </button>
      </div>
    );
  }
  if (data.length === 0) return <p className="rounded-md bg-surface p-6">{t("empty")}</p>;
  return (
    <ul className="flex flex-col gap-4">
      {data.map((subscription) => (
        <li key={subscription.uid}>
          <SubscriptionCard subscription={subscription} onCancel={() => cancel(subscription)} />
        </li>
      ))}
    </ul>
  );
}

type CardProps = { subscription: Subscription; onCancel: () => Promise<string | null> };

function SubscriptionCard({ subscription, onCancel }: CardProps) {
  const t = useTranslations("subscription");
  const locale = useLocale();
  const terms = useCheckoutTerms();
  const date = (iso: string) => formatLongDate(iso, locale);
  const { plan, status } = subscription;
  const cancelled = status === "canceled" || (status === "active" && subscription.cancel_at_period_end);

  return (
    <article
      data-status={status}
      className="flex flex-col gap-3 rounded-md border border-on-surface/15 p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-xl font-medium">{plan.name}</h2>
          <Badge tone={cancelled ? TONE.canceled : TONE[status]}>{t(`status.${cancelled ? "canceled" : status}`)}</Badge>
        </div>
        <p className="tabular-nums">{terms.planPrice(plan.amount, plan.interval)}</p>
        <p className="text-sm text-muted">
          <time dateTime={subscription.current_period_end}>
            {status === "ended"
              ? t("endedOn", { date: date(subscription.current_period_end) })
              : cancelled
                ? t("cancelledUntil", { date: date(subscription.current_period_end) })
                : t("renewsOn", { date: date(subscription.current_period_end) })}
          </time>
          {" · "}
          <time dateTime={subscription.started_at}>{t("startedOn", { date: date(subscription.started_at) })}</time>
        </p>
      </div>
      {status === "active" && !subscription.cancel_at_period_end ? (
        <CancelSubscriptionDialog subscription={subscription} onConfirm={onCancel} />
      ) : null}
    </article>
  );
}
