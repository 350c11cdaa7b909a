"use client";
// On narrow screens the side drawer covers the page, so while it is open it is modal (WCAG 2.4.3,
// 2.4.11): everything but the drawer, its backdrop and the menu button that toggles it is inert,
// and Tab goes round from the menu button through the drawer and back. On wide screens the
// drawer pushes the page aside and stays a plain navigation region.
import { useCallback, useEffect, useSyncExternalStore, type RefObject } from "react";

/** The complement of Tailwind's `lg:` (width >= 64rem): where the drawer overlays the page. */
export const OVERLAY_DRAWER_QUERY = "not all and (min-width: 64rem)";

const FOCUSABLE = [
  "a[href]",
  "button:not([disabled])",
  "input:not([disabled])",
  "select:not([disabled])",
  "textarea:not([disabled])",
  '[tabindex]:not([tabindex="-1"])',
].join(", ");

const matches = (query: string) => typeof window.matchMedia === "function" && window.matchMedia(query).matches;
const noSubscription = () => () => {};

/**
 * Whether the media query matches while `active`: false on the server, where matchMedia is
 * missing, and while not active. Inactive it reads and follows nothing, so a page that hydrates
 * with it inactive (the closed drawer) is not rendered again because the browser's answer differs
 * from the server's.
 */
export function useMediaQuery(query: string, active = true): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    active ? subscribe : noSubscription,
    () => active && matches(query),
    () => false,
  );
}

/** Makes every element of the body that neither is nor holds one of `keep` inert; returns the undo. */
function inertOutside(keep: Element[]): () => void {
  const changed: Element[] = [];
  const visit = (parent: Element) => {
    for (const child of Array.from(parent.children)) {
      if (keep.includes(child)) continue;
      if (keep.some((kept) => child.contains(kept))) visit(child);
      else if (!child.hasAttribute("inert")) {
        child.setAttribute("inert", "");
        changed.push(child);
      }
    }
  };
  visit(document.body);
  return () => changed.forEach((element) => element.removeAttribute("inert"));
}

function canFocus(element: HTMLElement): boolean {
  if (element.closest("[hidden], [inert]")) return false;
  return typeof element.checkVisibility === "function" ? element.checkVisibility({ visibilityProperty: true }) : true;
}

type Refs = {
  drawer: RefObject<HTMLElement | null>;
  backdrop: RefObject<HTMLElement | null>;
  menuButton: RefObject<HTMLElement | null>;
};

export function useModalDrawer(active: boolean, { drawer, backdrop, menuButton }: Refs) {
  useEffect(() => {
    const panel = drawer.current;
    if (!active || !panel) return;
    const button = menuButton.current;
    const undo = inertOutside([panel, backdrop.current, button].filter((element) => element !== null));

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Tab" || event.defaultPrevented) return;
      const stops = [button, ...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
        (element): element is HTMLElement => element !== null && canFocus(element),
      );
      const current = document.activeElement;
      // Focus elsewhere (a dialog opened from the drawer) is that dialog's business.
      if (!(current instanceof HTMLElement) || !stops.includes(current)) return;
      const target = event.shiftKey ? (current === stops[0] ? stops.at(-1) : null) : current === stops.at(-1) ? stops[0] : null;
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      document.removeEventListener("keydown", onKeyDown);
      undo();
    };
  }, [active, drawer, backdrop, menuButton]);
}
