"use client";
// "Cancel my subscription": a confirmation first (what stops, until when access lasts), then the
// call. The dialog stays open on a failure, with the reason, to try again.
import { mdiCalendarRemoveOutline } from "@mdi/js";
import * as Dialog from "@radix-ui/react-dialog";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { DialogCloseButton, DialogOverlay } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form";
import { Icon } from "@/components/ui/icon";
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
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const plan = subscription.plan.name;

  const onOpenChange = (next: boolean) => {
    if (sending) return;
    setOpen(next);
    setError(null);
  };

  const confirm = async () => {
    setSending(true);
    setError(null);
    const failure = await onConfirm();
    setSending(false);
    if (failure) setError(failure);
    else setOpen(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={buttonClass({ variant: "outline", size: "sm" })} aria-label={t("cancelLabel", { plan })}>
        <Icon path={mdiCalendarRemoveOutline} size={20} />
        {t("cancel")}
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-[480px] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-background p-6 text-on-surface shadow-2xl">
          <div className="flex items-start gap-2">
            <Dialog.Title className="flex-1 text-xl font-medium">{t("dialog.title")}</Dialog.Title>
            <DialogCloseButton label={t("dialog.close")} className="-m-2" />
          </div>
          <Dialog.Description className="text-sm">
            {t("dialog.description", { plan, date: formatLongDate(subscription.current_period_end, locale) })}
          </Dialog.Description>
          <FormError message={error} />
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass({ variant: "outline", size: "sm" })} disabled={sending}>
              {t("dialog.keep")}
            </Dialog.Close>
            <button
              type="button"
              className={buttonClass({ variant: "danger", size: "sm" })}
              disabled={sending}
              aria-busy={sending}
              onClick={() => void confirm()}
            >
              {sending ? t("dialog.cancelling") : t("dialog.confirm")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
