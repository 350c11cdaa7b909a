// The renewal confirmation: opened by a reminder's link (My List ?renew=…) or a card's action, it
// lists the testimonies whose access can be renewed and asks once, with one "Renew my access"
// button. Items that cannot be (already renewed, ended too long ago) are left out; with none left it
// says so. It stays open on a failure, with the reason, to try again.
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { DialogCloseButton, DialogContent, DialogOverlay } from "@/components/ui/dialog";
import { FormError } from "@/components/ui/form";
import type { AccessEntry } from "@/lib/api/schemas";
import type { Renew } from "./use-renewal";

type Props = {
  /** The items asked for; null: closed. */
  uids: string[] | null;
  entries: AccessEntry[];
  renew: Renew;
  onClose: () => void;
};

export function RenewalDialog({ uids, entries, renew, onClose }: Props) {
  const t = useTranslations("myList.renewal.dialog");
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const renewable = (uids ?? []).flatMap((uid) => entries.filter((e) => e.uid === uid && e.renewable));

  const close = () => {
    if (sending) return;
    setError(null);
    onClose();
  };

  const confirm = async () => {
    setSending(true);
    setError(null);
    try {
      const failure = await renew(renewable.map((e) => e.uid));
      if (failure) setError(failure);
      else onClose();
    } finally {
      setSending(false);
    }
  };

  return (
    <Dialog.Root open={uids !== null} onOpenChange={(open) => (open ? undefined : close())}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent className="fixed left-1/2 top-1/2 z-50 flex max-h-[90vh] w-[calc(100vw-2rem)] max-w-[480px] -translate-x-1/2 -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-lg bg-background p-6 text-on-surface shadow-2xl">
          <div className="flex items-start gap-2">
            <Dialog.Title className="flex-1 text-xl font-medium">{t("title")}</Dialog.Title>
            <DialogCloseButton label={t("close")} className="-m-2" />
          </div>
          <Dialog.Description className="text-sm">
            {renewable.length ? t("description", { count: renewable.length }) : t("nothing")}
          </Dialog.Description>
          {renewable.length ? (
            <ul className="list-disc pl-5 text-sm">
              {renewable.map((entry) => (
                <li key={entry.uid}>{entry.content_object.name}</li>
              ))}
            </ul>
          ) : null}
          <FormError message={error} />
          <div className="flex flex-wrap justify-end gap-2">
            <Dialog.Close className={buttonClass({ variant: "outline", size: "sm" })} disabled={sending}>
              {renewable.length ? t("cancel") : t("close")}
            </Dialog.Close>
            {renewable.length ? (
              <button
                type="button"
                className={buttonClass({ size: "sm" })}
                disabled={sending}
                aria-busy={sending}
                onClick={() => void confirm()}
              >
                {sending ? t("sending") : t("confirm")}
              </button>
            ) : null}
          </div>
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
