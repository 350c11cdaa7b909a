"use client";
import { useSyncExternalStore } from "react";

export const MOBILE_QUERY = "(max-width: 767px)";

function subscribe(onChange: () => void): () => void {
  if (typeof window.matchMedia !== "function") return () => {};
  const list = window.matchMedia(MOBILE_QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

const snapshot = () => (typeof window.matchMedia === "function" ? window.matchMedia(MOBILE_QUERY).matches : false);

/**
 * Whether the screen is phone-sized; `undefined` on the server and during hydration, so what
 * differs between mobile and desktop is rendered by neither until the browser knows.
 */
export function useIsMobile(): boolean | undefined {
  return useSyncExternalStore<boolean | undefined>(subscribe, snapshot, () => undefined);
}
