"use client";
// Whether the visitor chose to continue past an item's content warning. The choice is remembered per
// item for the browser session (sessionStorage: per tab, per site, since each site has its own
// origin), so reloading the page or moving between an item page and its embed does not ask again;
// a new tab asks again; the item page hides what it shows of the item beside its player (the
// transcript) until then. Storage refused (private modes, blocked third-party storage): it lasts for
// this page only.
import { useCallback, useState, useSyncExternalStore } from "react";
import { isWarningPassed } from "./protocol";

const KEY_PREFIX = "content-warning.continued:";

function wasContinued(itemUid: string): boolean {
  try {
    return sessionStorage.getItem(KEY_PREFIX + itemUid) === "1";
  } catch {
    return false;
  }
}

function rememberContinued(itemUid: string): void {
  try {
    sessionStorage.setItem(KEY_PREFIX + itemUid, "1");
  } catch {
    // Refused: the choice holds until the page is left.
  }
}

// The item page reads the choice its embedded player made: the player stores it, then says so
// (player.warning.passed). The message only prompts a new read of the storage, so any page of the
// site may send it.
function subscribe(onChange: () => void): () => void {
  const onMessage = (event: MessageEvent) => {
    if (event.origin === window.location.origin && isWarningPassed(event.data)) onChange();
  };
  window.addEventListener("message", onMessage);
  return () => window.removeEventListener("message", onMessage);
}

export type ContentWarningChoice = {
  /** Nothing stands before the player: no warning, or the visitor continued (now or earlier). */
  passed: boolean;
  /** The visitor continued on this page (so the player may start: that click was their request). */
  continuedHere: boolean;
  proceed: () => void;
};

/** `itemUid` null: the item carries no warning. */
export function useContentWarningChoice(itemUid: string | null): ContentWarningChoice {
  // The server has no session storage: it answers no (the player decides only once its data loaded).
  const remembered = useSyncExternalStore(
    subscribe,
    () => itemUid !== null && wasContinued(itemUid),
    () => false,
  );
  const [continuedHere, setContinuedHere] = useState(false);
  const proceed = useCallback(() => {
    if (itemUid !== null) rememberContinued(itemUid);
    setContinuedHere(true);
  }, [itemUid]);
  return { passed: itemUid === null || remembered || continuedHere, continuedHere, proceed };
}
