"use client";
// The frame's buttons, client leaves of the server-rendered top bar and drawer: their content
// (icon, label) comes from the server.
import type { ReactNode } from "react";
import { useEarlyPress } from "@/components/ui/use-early-press";
import { DRAWER_ID } from "./shell-site";
import { useFrame } from "./frame-state";

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
