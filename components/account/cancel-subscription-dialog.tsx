// "Cancel my subscription": a confirmation first (what stops, until when access lasts), then the call.
import { mdiCalendarRemoveOutline } from "./icons";
import { useLocale, useTranslations } from "next-intl";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import type { Subscription } from "@/lib/api/billing";
import { formatLongDate } from "@/lib/format";

type Props = {
  subscription: Subscription;
  /** Cancels; answers an error message to show, or null when it worked (the dialog then closes). */
  onConfirm: () => Promise<string | null>;
};

export function CancelSubscriptionDialog({ subscription, onConfirm }: Props) {
  const t = useTranslations("subscription");
  const locale = useLocale();
  const plan = subscription.plan.name;
  const texts = {
    trigger: t("cancel"),
    triggerLabel: t("cancelLabel", { plan }),
    title: t("dialog.title"),
    description: t("dialog.description", { plan, date: formatLongDate(subscription.current_period_end, locale) }),
    close: t("dialog.close"),
    keep: t("dialog.keep"),
    confirm: t("dialog.confirm"),
    busy: t("dialog.cancelling"),
  };
  return <ConfirmDialog icon={mdiCalendarRemoveOutline} texts={texts} onConfirm={onConfirm} />;
}
