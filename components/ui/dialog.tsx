// The parts every Radix dialog of the site shares: the dimmed backdrop and the round close button.
import { mdiClose } from "@/components/ui/icons";
import * as Dialog from "@radix-ui/react-dialog";
import { buttonClass } from "./button";
import { Icon } from "./icon";

export function DialogOverlay() {
  return <Dialog.Overlay className="fixed inset-0 z-50 bg-black/50" />;
}

/** The × of a dialog's header, named by `label` ("Close"). */
export function DialogCloseButton({ label, className }: { label: string; className?: string }) {
  return (
    <Dialog.Close className={buttonClass({ variant: "ghost", size: "icon", className })} aria-label={label}>
      <Icon path={mdiClose} />
    </Dialog.Close>
  );
}
