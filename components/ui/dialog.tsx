// The parts every Radix dialog of the site shares: the dimmed backdrop, the round close button,
// and the content box, which is modal for the keyboard too.
import { mdiClose } from "@/components/ui/icons";
import * as Dialog from "@radix-ui/react-dialog";
import { useLayoutEffect, useRef, type ComponentPropsWithRef, type KeyboardEvent } from "react";
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

// What can take the focus by Tab, links aside (as Radix: a link first would look like a choice made).
const TABBABLE = [
  "button:not([disabled])",
  "input:not([type='hidden']):not([disabled])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  "summary",
  "[tabindex]:not([tabindex='-1'])",
].join(",");

function firstTabbable(content: HTMLElement): HTMLElement | null {
  for (const element of content.querySelectorAll<HTMLElement>(TABBABLE)) {
    if (element.checkVisibility?.() ?? true) return element;
  }
  return null;
}

const stopAtTheDialog = (event: KeyboardEvent<HTMLDivElement>) => event.stopPropagation();

type ContentProps = ComponentPropsWithRef<typeof Dialog.Content>;

/**
 * Radix's Dialog.Content, modal for the keyboard as well as for the pointer:
 * - the focus moves in as the dialog is drawn (a layout effect), not in an effect after the paint
 *   as Radix does, so no key typed while it opens reaches the field or the shortcut underneath;
 *   it goes where Radix would put it (the first element Tab reaches), or on the box itself;
 * - no key pressed inside reaches the page: not its own handlers (a portal bubbles through the
 *   components that render the dialog) nor its listeners on the document or the window;
 * - closed, the focus goes back to what had it before, unless `onCloseAutoFocus` decides.
 * `onOpenAutoFocus` is called before the focus moves (the element that had it is still active);
 * preventing its default leaves the focus to the caller.
 */
export function DialogContent({ onOpenAutoFocus, onCloseAutoFocus, onKeyDown, onKeyUp, ref, ...props }: ContentProps) {
  const content = useRef<HTMLDivElement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const openAutoFocus = useRef(onOpenAutoFocus);

  useLayoutEffect(() => {
    const box = content.current;
    const active = document.activeElement;
    if (!box || box.contains(active)) return;
    opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    const event = new Event("dialog.openAutoFocus", { cancelable: true });
    openAutoFocus.current?.(event);
    if (!event.defaultPrevented) (firstTabbable(box) ?? box).focus();
  }, []);

  return (
    <Dialog.Content
      {...props}
      ref={(node) => {
        content.current = node;
        if (typeof ref === "function") return ref(node);
        if (ref) ref.current = node;
      }}
      // The focus has moved already (above): Radix must not move it again.
      onOpenAutoFocus={(event) => event.preventDefault()}
      onCloseAutoFocus={(event) => {
        onCloseAutoFocus?.(event);
        if (event.defaultPrevented) return;
        event.preventDefault();
        if (opener.current?.isConnected) opener.current.focus();
      }}
      onKeyDown={(event) => {
        onKeyDown?.(event);
        stopAtTheDialog(event);
      }}
      onKeyUp={(event) => {
        onKeyUp?.(event);
        stopAtTheDialog(event);
      }}
    />
  );
}
