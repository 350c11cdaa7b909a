// Toasts of spec §2: top-right, 5000 ms, at most 20, dismissed by click, swipe or timeout; hover
// or loss of window focus pauses the timer.
//
// What sonner 2 does by itself (read in node_modules/sonner/dist/index.mjs):
// - swipe to dismiss: built in (pointer drag past a threshold, or a fast flick);
// - timeout: `duration`; the timer pauses while the stack is hovered/expanded, while a pointer
//   is down on it, and while the document is hidden (`visibilitychange`, i.e. another tab or a
//   minimised window) — but NOT when the window merely loses focus;
// - click: only the optional close button (`closeButton`) dismisses; a click on the body of a
//   toast does nothing.
// What we add here, without forking it:
// - a click anywhere on a toast (not on one of its buttons or links, and not at the end of a
//   drag) presses that toast's own close button, so sonner runs its normal dismissal;
// - on window blur we tell the stack the pointer is over it (a synthetic mousemove, which sonner
//   handles as hover: the stack expands and every timer pauses), and on focus that it has left.
import { useTranslations } from "next-intl";
import { useEffect, useRef, type MouseEvent as ReactMouseEvent, type PointerEvent as ReactPointerEvent } from "react";
import { Toaster as Sonner } from "sonner";
import { toasterReady } from "./toast";

const TOASTER = "[data-sonner-toaster]";
const TOAST = "[data-sonner-toast]";
/** Movement (px) between pointer down and click above which the click was a drag. */
const DRAG_TOLERANCE = 6;

type Props = { theme?: "light" | "dark" };

export function Toaster({ theme }: Props) {
  const t = useTranslations("layout");
  const rootRef = useRef<HTMLDivElement>(null);
  const downAt = useRef<{ x: number; y: number } | null>(null);

  useEffect(() => {
    const stacks = () => rootRef.current?.querySelectorAll<HTMLElement>(TOASTER) ?? [];
    const onBlur = () => {
      for (const stack of stacks()) stack.dispatchEvent(new MouseEvent("mousemove", { bubbles: true }));
    };
    const onFocus = () => {
      for (const stack of stacks()) stack.dispatchEvent(new MouseEvent("mouseout", { bubbles: true, relatedTarget: null }));
    };
    window.addEventListener("blur", onBlur);
    window.addEventListener("focus", onFocus);
    // Sonner's own effect (a child's) has subscribed by now: toasts waiting for it may go.
    toasterReady();
    return () => {
      window.removeEventListener("blur", onBlur);
      window.removeEventListener("focus", onFocus);
    };
  }, []);

  const onPointerDown = (event: ReactPointerEvent) => {
    downAt.current = { x: event.clientX, y: event.clientY };
  };

  const onClick = (event: ReactMouseEvent) => {
    const target = event.target as Element;
    const start = downAt.current;
    downAt.current = null;
    if (start && Math.hypot(event.clientX - start.x, event.clientY - start.y) > DRAG_TOLERANCE) return;
    if (target.closest("button, a")) return;
    const toast = target.closest<HTMLElement>(TOAST);
    if (!toast || toast.dataset.dismissible === "false") return;
    toast.querySelector<HTMLButtonElement>("[data-close-button]")?.click();
  };

  const resolvedTheme = theme ?? (typeof document !== "undefined" && document.documentElement.dataset.theme === "dark" ? "dark" : "light");

  return (
    // The wrapper only listens (a click or swipe on a toast dismisses it; keyboard users have each
    // toast's close button); `contents` keeps it out of the layout.
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions
    <div ref={rootRef} className="contents" onPointerDown={onPointerDown} onClick={onClick}>
      <Sonner
        position="top-right"
        duration={5000}
        visibleToasts={20}
        closeButton
        theme={resolvedTheme}
        containerAriaLabel={t("notifications")}
        toastOptions={{ closeButtonAriaLabel: t("dismissNotification"), className: "cursor-pointer" }}
      />
    </div>
  );
}
