"use client";
import { useSyncExternalStore } from "react";

// Where the item page's player is (whole seconds), as the embed reports it: the share panel offers
// to start a link there. One player per page, so one value.

let seconds = 0;
const listeners = new Set<() => void>();

export function setPlayerTime(value: number): void {
  if (value === seconds) return;
  seconds = value;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function usePlayerTime(): number {
  return useSyncExternalStore(
    subscribe,
    () => seconds,
    () => 0,
  );
}
