"use client";
// Refusing a requested testimony: a small dialog asking for an optional reason, which the requester
// receives by e-mail and sees in My List.
import { mdiCancel, mdiClose } from "@mdi/js";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { useId, useState, type FormEvent } from "react";
import { Icon } from "@/components/ui/icon";
import { inputClass, outlineButtonClass } from "./admin-ui";
import type { DecisionOutcome } from "./use-decision";

/** The server's limit (decisionInputSchema). */
const REASON_MAX = 1000;

type Props = {
  itemName: string;
  requester: string;
  disabled: boolean;
  /** Saves the refusal; the dialog stays open only when that failed (to try again). */
  onConfirm: (reason: string) => Promise<DecisionOutcome>;
};

export function RefuseDialog({ itemName, requester, disabled, onConfirm }: Props) {
  const t = useTranslations("admin");
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [sending, setSending] = useState(false);
  const reasonId = useId();

  const onOpenChange = (next: boolean) => {
    if (sending) return;
    setOpen(next);
    if (!next) setReason("");
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSending(true);
    try {
      // A 409 closes it too: there is nothing left to decide.
      if ((await onConfirm(reason.trim())) !== "failed") {
        setOpen(false);
        setReason("");
      }
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger className={outlineButtonClass} disabled={disabled} aria-label={t("item.refuseLabel", { name: itemName })}>
        <Icon path={mdiCancel} size={20} />
        {t("item.refuse")}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-[480px] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-background p-6 text-on-surface shadow-2xl">
          <div className="flex items-start gap-2">
            <Dialog.Title className="flex-1 text-xl font-medium">{t("refuseDialog.title")}</Dialog.Title>
            <Dialog.Close
              className="-m-2 inline-flex min-h-[44px] min-w-[44px] items-center justify-center rounded-full hover:bg-on-surface/10"
              aria-label={t("refuseDialog.close")}
            >
              <Icon path={mdiClose} />
            </Dialog.Close>
          </div>
          <Dialog.Description className="text-sm text-muted">
            {t("refuseDialog.description", { name: itemName, requester })}
          </Dialog.Description>
          <form onSubmit={(event) => void submit(event)} className="flex flex-col gap-4" aria-busy={sending}>
            <div>
              <label htmlFor={reasonId} className="mb-1 block text-sm font-medium">
                {t("refuseDialog.reason")}
              </label>
              <textarea
                id={reasonId}
                rows={4}
                maxLength={REASON_MAX}
                value={reason}
                onChange={(event) => setReason(event.target.value)}
                className={inputClass}
              />
            </div>
            <div className="flex flex-wrap justify-end gap-2">
              <Dialog.Close className={outlineButtonClass} disabled={sending}>
                {t("refuseDialog.cancel")}
              </Dialog.Close>
              <button
                type="submit"
                disabled={sending}
                className="inline-flex min-h-[44px] items-center justify-center rounded-md bg-red-700 px-4 text-sm font-medium text-white disabled:opacity-60"
              >
                {t("refuseDialog.confirm")}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
