"use client";
// The client side of the frame (spec §2), whose markup is rendered on the server and passed in:
// the state its client leaves share (whether the side drawer is open: the menu button, the drawer
// and the page it pushes aside read it; the contact dialog, opened from the top bar and the
// drawer), the buttons that change it, and start-up (forced login, each new page at its top).
import dynamic from "next/dynamic";
import { createContext, use, useCallback, useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from "react";
import { useEarlyPress } from "@/components/ui/use-early-press";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { DRAWER_ID } from "./shell-site";

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

type ProviderProps = {
  /** The site forces sign-in: a signed-out visitor is sent to the sign-in page. */
  forceLogin: boolean;
  children: ReactNode;
};

export function FrameProvider({ forceLogin, children }: ProviderProps) {
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
  useStartUp(pathname, forceLogin);
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

function useStartUp(pathname: string, forceLogin: boolean) {
  const router = useRouter();
  const { user } = useCurrentUser(forceLogin);

  // A new page starts at its top. The first one stays where the browser put it: a reload restores
  // its place, and a visitor who scrolled before the scripts ran is not sent back up.
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo({ top: 0 });
  }, [pathname]);

  useEffect(() => {
    if (forceLogin && user === null && !pathname.startsWith("/auth/")) {
      router.replace({ pathname: "/auth/login", query: { next: pathname } });
    }
  }, [forceLogin, user, pathname, router]);
}

/** The top bar's menu button, which opens and closes the side drawer. A press before the page is
 * hydrated is not lost (useEarlyPress). */
export function MenuButton({ label, className, children }: { label: string; className: string; children: ReactNode }) {
  const { drawerOpen, toggleDrawer, menuButtonRef } = useFrame();
  const menu = useEarlyPress("menu", toggleDrawer);
  return (
    <a ref={menuButtonRef} {...menu} className={className} aria-label={label} aria-expanded={drawerOpen} aria-controls={DRAWER_ID}>
      {children}
    </a>
  );
}

/** Opens the contact dialog (top bar and drawer). */
export function ContactButton({ className, children }: { className: string; children: ReactNode }) {
  const { openContact } = useFrame();
  return (
    <button type="button" className={className} onClick={openContact}>
      {children}
    </button>
  );
}
