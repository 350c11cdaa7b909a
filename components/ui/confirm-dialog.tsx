// A decision that cannot be undone, confirmed first: a trigger button, a dialog saying what will
// happen, "keep" and a danger "confirm". The dialog stays open on a failure, with the reason, to
// try again, and cannot be dismissed while the call runs.
import * as Dialog from "@radix-ui/react-dialog";
import { useState, type ReactNode } from "react";
import { buttonClass } from "./button";
import { DialogCloseButton, DialogContent, DialogOverlay } from "./dialog";
import { FormError } from "./form";
import { Icon } from "./icon";

export type ConfirmTexts = {
  trigger: string;
  /** The trigger's accessible name, naming what it acts on. */
  triggerLabel: string;
  title: string;
  description: ReactNode;
  close: string;
  keep: string;
  confirm: string;
  /** Shown on the confirm button while the call runs. */
  busy: string;
};

type Props = {
  icon: string;
  texts: ConfirmTexts;
  /** Acts; answers an error message to show, or null when it worked (the dialog then closes). */
  onConfirm: () => Promise<string | null>;
};

export function ConfirmDialog({ icon, texts, onConfirm }: Props) {
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
      <Dialog.Trigger className={buttonClass({ variant: "outline", size: "sm" })} aria-label={texts.triggerLabel}>
        <Icon path={icon} size={20} />
        {texts.trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-[480px] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-background p-6 text-on-surface shadow-2xl">
          <div className="flex items-start gap-2">
            <Dialog.Title className="flex-1 text-xl font-medium">{texts.title}</Dialog.Title>
            <DialogCloseButton label={texts.close} className="-m-2" />
          </div>
          <Dialog.Description className="text-sm">{texts.description}</Dialog.Description>
          <FormError message={error} />
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass({ variant: "outline", size: "sm" })} disabled={sending}>
              {texts.keep}
            </Dialog.Close>
            <button
              type="button"
              className={buttonClass({ variant: "danger", size: "sm" })}
              disabled={sending}
              aria-busy={sending}
              onClick={() => void confirm()}
            >
              {sending ? texts.busy : texts.confirm}
            </button>
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
