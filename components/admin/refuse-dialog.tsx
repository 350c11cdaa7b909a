// Refusing a requested testimony: a small dialog asking for an optional reason, which the requester
// receives by e-mail and sees in My List.
import { mdiCancel } from "@mdi/js";
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { useState } from "react";
import type { z } from "zod";
import { useFieldError } from "@/components/auth/use-field-error";
import { buttonClass } from "@/components/ui/button";
import { DialogCloseButton, DialogContent, DialogOverlay } from "@/components/ui/dialog";
import { Form, SubmitButton, useZodForm } from "@/components/ui/form";
import { Icon } from "@/components/ui/icon";
import { TextField } from "@/components/ui/text-field";
import { decisionInputSchema } from "@/lib/api/schemas";
import type { DecisionOutcome } from "./use-decision";

/** The reason as the server checks it (trimmed, at most 1000 characters, empty when none). */
const reasonSchema = decisionInputSchema.pick({ reason: true });
type ReasonInput = z.input<typeof reasonSchema>;
type Reason = z.output<typeof reasonSchema>;
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
  const [sending, setSending] = useState(false);

  const onOpenChange = (next: boolean) => {
    if (!sending) setOpen(next);
  };

  const confirm = async ({ reason }: Reason) => {
    setSending(true);
    try {
      // A 409 closes it too: there is nothing left to decide.
      if ((await onConfirm(reason)) !== "failed") setOpen(false);
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Trigger
        className={buttonClass({ variant: "outline", size: "sm" })}
        disabled={disabled}
        aria-label={t("item.refuseLabel", { name: itemName })}
      >
        <Icon path={mdiCancel} size={20} />
        {t("item.refuse")}
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-[480px] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-background p-6 text-on-surface shadow-2xl">
          <div className="flex items-start gap-2">
            <Dialog.Title className="flex-1 text-xl font-medium">{t("refuseDialog.title")}</Dialog.Title>
            <DialogCloseButton label={t("refuseDialog.close")} className="-m-2" />
          </div>
          <Dialog.Description className="text-sm text-muted">
            {t("refuseDialog.description", { name: itemName, requester })}
          </Dialog.Description>
          {/* Radix unmounts the content on close: the next opening starts with an empty reason. */}
          <RefuseForm sending={sending} onSubmit={confirm} />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function RefuseForm({ sending, onSubmit }: { sending: boolean; onSubmit: (values: Reason) => Promise<void> }) {
  const t = useTranslations("admin.refuseDialog");
  const fieldError = useFieldError();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useZodForm<ReasonInput, Reason>(reasonSchema, { defaultValues: { reason: "" } });

  return (
    <Form busy={sending} onSubmit={handleSubmit(onSubmit)}>
      <TextField label={t("reason")} rows={4} maxLength={REASON_MAX} registration={register("reason")} error={fieldError(errors.reason)} />
      <div className="flex flex-wrap justify-end gap-2">
        <Dialog.Close className={buttonClass({ variant: "outline", size: "sm" })} disabled={sending}>
          {t("cancel")}
        </Dialog.Close>
        <SubmitButton loading={sending} label={t("confirm")} variant="danger" size="sm" fullWidth={false} />
      </div>
    </Form>
  );
}
