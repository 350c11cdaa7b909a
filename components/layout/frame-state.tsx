"use client";
// The state the frame's client parts share: whether the side drawer is open (the menu button, the
// drawer and the page it pushes aside read it) and the contact dialog (opened from the top bar and
// the drawer). The frame itself is rendered on the server and passed in as children.
import dynamic from "next/dynamic";
import { createContext, use, useCallback, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { usePathname } from "@/lib/i18n/navigation";

// The contact dialog's code (its form and validation) is fetched on its first opening only.
const ContactDialog = dynamic(() => import("@/components/contact/contact-dialog").then((module) => module.ContactDialog), { ssr: false });

export type CloseDrawer = (options?: { restoreFocus?: boolean }) => void;

type FrameState = {
  drawerOpen: boolean;
  toggleDrawer: () => void;
  closeDrawer: CloseDrawer;
  /** The top bar's menu button: the focus goes back to it when the drawer closes from the keyboard. */
  menuButtonRef: RefObject<HTMLAnchorElement | null>;
  openContact: () => void;
};

const FrameContext = createContext<FrameState | null>(null);

export function useFrame(): FrameState {
  const state = use(FrameContext);
  if (!state) throw new Error("useFrame is used outside FrameProvider");
  return state;
}

export function FrameProvider({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const contactWanted = useOpenedOnce(contactOpen);
  const menuButtonRef = useRef<HTMLAnchorElement>(null);

  // Every navigation closes the drawer (adjusting state during render, not in an effect).
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setDrawerOpen(false);
  }

  const toggleDrawer = useCallback(() => setDrawerOpen((open) => !open), []);
  const closeDrawer = useCallback<CloseDrawer>((options) => {
    setDrawerOpen(false);
    if (options?.restoreFocus) menuButtonRef.current?.focus();
  }, []);
  const openContact = useCallback(() => setContactOpen(true), []);
  const state = useMemo(
    () => ({ drawerOpen, toggleDrawer, closeDrawer, menuButtonRef, openContact }),
    [drawerOpen, toggleDrawer, closeDrawer, openContact],
  );

  return (
    <FrameContext value={state}>
      {children}
      {contactWanted ? <ContactDialog open={contactOpen} onOpenChange={setContactOpen} /> : null}
    </FrameContext>
  );
}

/** The page beside the drawer: on wide screens the open drawer pushes it aside. */
export function PushedByDrawer({ children }: { children: ReactNode }) {
  const { drawerOpen } = useFrame();
  return <div className={`transition-[margin] duration-300 ease-out ${drawerOpen ? "lg:ml-[320px]" : ""}`}>{children}</div>;
}
