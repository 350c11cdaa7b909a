"use client";
// The 320 px side drawer of spec §2; its content (side-drawer-content.tsx) is rendered on the
// server and passed in. On wide screens it pushes the page aside and is a plain navigation region.
// On narrow ones it overlays the page with a backdrop and is a modal dialog (see useModalDrawer):
// named, the rest of the page inert, Tab kept inside it and its menu button. Keyboard: the focus
// moves into it on opening; Escape closes it and gives the focus back to the menu button.
import { useEffect, useRef, type ReactNode } from "react";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { useFrame } from "./frame-state";
import { DRAWER_ID } from "./shell-site";
import { OVERLAY_DRAWER_QUERY, useMediaQuery, useModalDrawer } from "./use-modal-drawer";

type Props = {
  /** The dialog's name on narrow screens. */
  dialogLabel: string;
  /** The navigation region's name. */
  navLabel: string;
  children: ReactNode;
};

const FIRST_STOP = "a[href], button:not([disabled])";
/** A link that opens a page here: following it closes the drawer (a new tab leaves it open). */
const PAGE_LINK = "a[href]:not([target=_blank])";

export function SideDrawer({ dialogLabel, navLabel, children }: Props) {
  const { drawerOpen: open, closeDrawer, menuButtonRef } = useFrame();
  // Where the drawer overlays the page (narrow screens), while open the rest of the page is inert.
  // Asked only while open: the page hydrates with the drawer closed, whatever the screen.
  const modal = useMediaQuery(OVERLAY_DRAWER_QUERY, open);
  const panelRef = useRef<HTMLDivElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  useModalDrawer(open && modal, { drawer: panelRef, backdrop: backdropRef, menuButton: menuButtonRef });

  // The content (the whole category tree) is drawn on the first opening: the closed drawer's
  // markup would otherwise be in every page's HTML beside the payload that already carries it.
  const rendered = useOpenedOnce(open);

  // Each opening moves the focus to the drawer's first link or button.
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>(FIRST_STOP)?.focus();
  }, [open]);

  // Escape closes the open drawer wherever the focus is (the drawer is not modal on wide screens).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      closeDrawer({ restoreFocus: true });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, closeDrawer]);

  // The server-rendered links cannot close the drawer themselves: a click on one bubbles up here.
  useEffect(() => {
    const panel = panelRef.current;
    if (!panel) return;
    const onClick = (event: globalThis.MouseEvent) => {
      if (event.target instanceof Element && event.target.closest(PAGE_LINK)) closeDrawer();
    };
    panel.addEventListener("click", onClick);
    return () => panel.removeEventListener("click", onClick);
  }, [closeDrawer]);

  return (
    <>
      <div
        ref={panelRef}
        {...(modal ? { role: "dialog", "aria-modal": true, "aria-label": dialogLabel } : {})}
        inert={!open}
        className={[
          "fixed bottom-0 left-0 top-16 z-30 w-[320px] max-w-[85vw] overflow-y-auto overscroll-contain",
          "border-r border-on-surface/10 bg-surface pb-6 text-on-surface shadow-xl lg:shadow-none",
          "duration-300 ease-out",
          // Visible at once on opening (a hidden element cannot take the focus), hidden only once
          // it has slid out on closing.
          open ? "visible translate-x-0 transition-transform" : "invisible -translate-x-full transition-[transform,visibility]",
        ].join(" ")}
      >
        <nav id={DRAWER_ID} aria-label={navLabel}>
          {rendered ? children : null}
        </nav>
      </div>
      {open ? (
        // On narrow screens the drawer overlays the page; a click beside it closes it. Keyboard
        // users close it with Escape or the menu button, so the backdrop stays out of the a11y tree.
        <div
          ref={backdropRef}
          aria-hidden
          className="fixed inset-x-0 bottom-0 top-16 z-20 bg-black/50 lg:hidden"
          onClick={() => closeDrawer({ restoreFocus: true })}
        />
      ) : null}
    </>
  );
}
