"use client";
// The contact dialog of spec §2: 600 px wide, fullscreen on small screens, persistent (only the
// close button closes it: a click outside or Escape must not lose a half-written message).
import * as Dialog from "@radix-ui/react-dialog";
import { useTranslations } from "next-intl";
import { DialogCloseButton, DialogContent, DialogOverlay } from "@/components/ui/dialog";
import { ContactForm } from "./contact-form";

type Props = { open: boolean; onOpenChange: (open: boolean) => void };

export function ContactDialog({ open, onOpenChange }: Props) {
  const t = useTranslations("contact");
  // The dialog is opened from a button of the top bar or the drawer, not a Radix trigger:
  // DialogContent gives the focus back to whichever it was when the dialog closes.

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <DialogOverlay />
        <DialogContent
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          onEscapeKeyDown={(event) => event.preventDefault()}
          className={[
            "fixed inset-0 z-50 flex flex-col overflow-y-auto bg-background text-on-surface shadow-2xl",
            "sm:inset-auto sm:left-1/2 sm:top-1/2 sm:max-h-[90vh] sm:w-[calc(100vw-2rem)] sm:max-w-[600px]",
            "sm:-translate-x-1/2 sm:-translate-y-1/2 sm:rounded-lg",
          ].join(" ")}
        >
          <div className="flex items-center gap-2 border-b border-on-surface/10 py-2 pl-6 pr-2">
            <Dialog.Title className="flex-1 text-xl font-medium">{t("title")}</Dialog.Title>
            <DialogCloseButton label={t("close")} />
          </div>
          <Dialog.Description className="px-6 pt-4 text-sm text-muted">{t("description")}</Dialog.Description>
          {/*
            Radix unmounts the content when the dialog closes, so the form, the sent state and
            the loading state all start afresh on the next opening (spec §2: closing resets them).
          */}
          <ContactForm />
        </DialogContent>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
