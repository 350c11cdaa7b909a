"use client";
// Refunding one order: a confirmation saying what it undoes (the money goes back, the access the
// order gave is withdrawn), then the call. The dialog stays open on a failure, with the reason.
import { mdiCashRefund } from "@mdi/js";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { DialogCloseButton, DialogOverlay } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form";
import { Icon } from "@/components/ui/icon";

type Props = {
  buyer: string;
  amount: string;
  /** Refunds; answers an error message to show, or null when it worked (the dialog then closes). */
  onConfirm: () => Promise<string | null>;
};

export function RefundDialog({ buyer, amount, onConfirm }: Props) {
  const t = useTranslations("orders");
  const [open, setOpen] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

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
      <Dialog.Trigger className={buttonClass({ variant: "outline", size: "sm" })} aria-label={t("refundLabel", { buyer, amount })}>
        <Icon path={mdiCashRefund} size={20} />
        {t("refund")}
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-[480px] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-background p-6 text-on-surface shadow-2xl">
          <div className="flex items-start gap-2">
            <Dialog.Title className="flex-1 text-xl font-medium">{t("dialog.title")}</Dialog.Title>
            <DialogCloseButton label={t("dialog.close")} className="-m-2" />
          </div>
          <Dialog.Description className="text-sm">{t("dialog.description", { amount, buyer })}</Dialog.Description>
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
              {sending ? t("dialog.refunding") : t("dialog.confirm")}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
