"use client";
// The 320 px side drawer of spec §2, a navigation region. On wide screens it pushes the page aside
// and is not modal; on narrow ones it overlays the page with a backdrop and is modal (see
// useModalDrawer). Keyboard: focus moves into it on open; Escape closes it and returns focus to
// the menu button.
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { useEffect, useRef, type RefObject } from "react";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { CategoryNode, User } from "@/lib/api/schemas";
import type { ShellSite } from "./site-shell";
import { OVERLAY_DRAWER_QUERY, useMediaQuery, useModalDrawer } from "./use-modal-drawer";

export type CloseDrawer = (options?: { restoreFocus?: boolean }) => void;

/** Fetches the drawer's content; the menu button calls it when pointed at or focused. */
export const loadDrawerContent = () => import("./side-drawer-content");

const DrawerContent = dynamic(() => loadDrawerContent().then((module) => module.DrawerContent), { ssr: false });

export type SideDrawerProps = {
  id: string;
  open: boolean;
  /** The top bar's menu button, which stays usable (it closes the drawer) while the drawer is modal. */
  menuButtonRef: RefObject<HTMLAnchorElement | null>;
  site: ShellSite;
  tree: CategoryNode[];
  user: User | null | undefined;
  onClose: CloseDrawer;
  onContact: () => void;
};

export function SideDrawer({ id, open, menuButtonRef, site, tree, user, onClose, onContact }: SideDrawerProps) {
  const t = useTranslations("layout");
  // Where the drawer overlays the page (narrow screens), while open the rest of the page is inert.
  // Asked only while open: the page hydrates with the drawer closed, whatever the screen.
  const modal = useMediaQuery(OVERLAY_DRAWER_QUERY, open);
  const navRef = useRef<HTMLElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  useModalDrawer(open && modal, { drawer: navRef, backdrop: backdropRef, menuButton: menuButtonRef });
  const close = () => onClose();

  // Escape closes the open drawer wherever the focus is (the drawer is not modal on wide screens).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      onClose({ restoreFocus: true });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onClose]);

  // Its content is fetched and drawn on the first opening: the closed drawer (the whole category
  // tree) would otherwise weigh on every page's first load, HTML and hydration. The content moves
  // the focus into the drawer on each opening.
  const rendered = useOpenedOnce(open);

  return (
    <>
      <nav
        ref={navRef}
        id={id}
        aria-label={t("mainMenu")}
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
        {rendered ? (
          <DrawerContent id={id} open={open} navRef={navRef} site={site} tree={tree} user={user} close={close} onContact={onContact} />
        ) : null}
      </nav>
      {open ? (
        // On narrow screens the drawer overlays the page; a click beside it closes it. Keyboard
        // users close it with Escape or the menu button, so the backdrop stays out of the a11y tree.
        <div
          ref={backdropRef}
          aria-hidden
          className="fixed inset-x-0 bottom-0 top-16 z-20 bg-black/50 lg:hidden"
          onClick={() => onClose({ restoreFocus: true })}
        />
      ) : null}
    </>
  );
}
