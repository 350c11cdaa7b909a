"use client";
// The dropdown menus of the top bar and the category strip load their code (Radix's menu, its
// focus handling and positioning: about a third of the chrome's JavaScript) on first use rather
// than with every page. Until then each trigger is a plain button of the same look and name;
// pointing at it or focusing it starts the download, activating it opens the real menu in its
// place. The menu then takes the focus as Radix's own does (the first item when opened from the
// keyboard) and gives it back to its trigger when it closes.
import { useEffect, useRef, useState, type ComponentType, type ReactNode, type RefObject } from "react";

/** How the menu was opened the first time; later openings are Radix's own business. */
export type OpenedBy = "pointer" | "keyboard";

/** The trigger's look, name and content: the plain button's, then the loaded menu's own. */
export type MenuTrigger = { className: string; label?: string; children: ReactNode };

/** The props every loaded menu takes beside its own: its trigger, and whether it opens at once
 * (and how). */
export type LoadedMenuProps = { trigger: MenuTrigger; openedBy?: OpenedBy };

export function lazyMenu<P extends object>(load: () => Promise<ComponentType<P & LoadedMenuProps>>) {
  let loading: Promise<ComponentType<P & LoadedMenuProps>> | null = null;
  // Once loaded (an earlier page of the visit), the menus render at once.
  let loaded: ComponentType<P & LoadedMenuProps> | null = null;
  const fetchMenu = () =>
    (loading ??= load().then(
      (menu) => (loaded = menu),
      (error: unknown) => {
        // A failed download (offline) is tried again on the next activation.
        loading = null;
        throw error;
      },
    ));

  function LazyMenu({ trigger, menu }: { trigger: MenuTrigger; menu: P }) {
    const [shown, setShown] = useState<{ Menu: ComponentType<P & LoadedMenuProps>; openedBy?: OpenedBy } | null>(() =>
      loaded ? { Menu: loaded } : null,
    );
    if (shown) return <shown.Menu {...menu} trigger={trigger} openedBy={shown.openedBy} />;

    const prefetch = () => void fetchMenu().catch(() => undefined);
    const open = (openedBy: OpenedBy) =>
      void fetchMenu().then(
        (Menu) => setShown({ Menu, openedBy }),
        () => undefined,
      );
    return (
      <button
        type="button"
        aria-haspopup="menu"
        aria-expanded={false}
        aria-label={trigger.label}
        className={trigger.className}
        onPointerEnter={prefetch}
        onFocus={prefetch}
        // A click from Enter or Space has no pointer position (detail 0).
        onClick={(event) => open(event.detail === 0 ? "keyboard" : "pointer")}
        onKeyDown={(event) => {
          if (event.key !== "ArrowDown") return;
          event.preventDefault();
          open("keyboard");
        }}
      >
        {trigger.children}
      </button>
    );
  }
  return LazyMenu;
}

/** A ref for a loaded menu's Content: when the menu first opened from the keyboard, the focus goes
 * to its first item once it is mounted (Radix itself focuses the content, not knowing a key opened
 * it), as when Radix opens it from its own trigger. */
export function useKeyboardOpenFocus(openedBy: OpenedBy | undefined): RefObject<HTMLDivElement | null> {
  const content = useRef<HTMLDivElement>(null);
  const firstOpenedBy = useRef(openedBy);
  useEffect(() => {
    if (firstOpenedBy.current === "keyboard") content.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);
  return content;
}
