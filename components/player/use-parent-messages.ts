"use client";
import { useCallback, useEffect, useRef } from "react";
import { isUpdateCurrentMedia, trustedOrigins, type MediasChange, type PlayerTime } from "./protocol";

/**
 * The player's side of the protocol: `updateCurrentMedia` is accepted only from the page that
 * framed us (its origin from document.referrer) or our own site; `player.medias.change` is sent
 * to those same origins, never to `*`.
 */
export function useParentMessages(onUpdate: (mediaUid: string) => void): (mediaUid: string) => void {
  const handler = useRef(onUpdate);
  useEffect(() => {
    handler.current = onUpdate;
  }, [onUpdate]);

  useEffect(() => {
    const origins = trustedOrigins(window.location.origin, document.referrer);
    const onMessage = (event: MessageEvent) => {
      if (!origins.includes(event.origin)) return;
      if (event.source !== window.parent) return;
      if (isUpdateCurrentMedia(event.data)) handler.current(event.data.media_uid);
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  return useCallback((mediaUid: string) => postToParent({ event: "player.medias.change", media_id: mediaUid }), []);
}

/** Sends `message` to the page that framed us, if any, at the trusted origins only. */
export function postToParent(message: MediasChange | PlayerTime): void {
  if (window.parent === window) return;
  for (const origin of trustedOrigins(window.location.origin, document.referrer)) {
    window.parent.postMessage(message, origin);
  }
}
