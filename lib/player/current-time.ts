"use client";
import "client-only";
import { useSyncExternalStore } from "react";

// Where the item page's player is (whole seconds), as the embed reports it, and for a playlist the
// media it plays: the share panel and the citation link there. One player per page, so one value.

let seconds = 0;
let media: string | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function setPlayerTime(value: number): void {
  if (value === seconds) return;
  seconds = value;
  notify();
}

/** The playlist media the player is on (null: a single media, or none). */
export function setPlayerMedia(value: string | null): void {
  if (value === media) return;
  media = value;
  notify();
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

export function usePlayerMedia(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => media,
    () => null,
  );
}
