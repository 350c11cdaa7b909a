"use client";
import { useCallback, useEffect, useRef } from "react";
import {
  isSeekTo,
  isSyncRequest,
  isUpdateCurrentMedia,
  trustedOrigins,
  type MediasChange,
  type PlayerTime,
  type WarningPassed,
} from "./protocol";

/**
 * The player's side of the protocol: `updateCurrentMedia` and `seekTo` are accepted only from the page that
 * framed us (its origin from document.referrer) or our own site; `player.medias.change` is sent
 * to those same origins, never to `*`.
 */
export function useParentMessages(
  onUpdate: (mediaUid: string) => void,
  onSeek: (seconds: number) => void = () => undefined,
  onSync: () => void = () => undefined,
): (mediaUid: string) => void {
  const handler = useRef(onUpdate);
  const seeker = useRef(onSeek);
  const syncer = useRef(onSync);
  useEffect(() => {
    handler.current = onUpdate;
    seeker.current = onSeek;
    syncer.current = onSync;
  }, [onUpdate, onSeek, onSync]);

  useEffect(() => {
    const origins = trustedOrigins(window.location.origin, document.referrer);
    const onMessage = (event: MessageEvent) => {
      if (!origins.includes(event.origin)) return;
      if (event.source !== window.parent) return;
      if (isUpdateCurrentMedia(event.data)) handler.current(event.data.media_uid);
      if (isSeekTo(event.data)) seeker.current(event.data.seconds);
      if (isSyncRequest(event.data)) syncer.current();
    };
    window.addEventListener("message", onMessage);
    return () => window.removeEventListener("message", onMessage);
  }, []);

  return useCallback((mediaUid: string) => postToParent({ event: "player.medias.change", media_id: mediaUid }), []);
}

/** Sends `message` to the page that framed us, if any, at the trusted origins only. */
export function postToParent(message: MediasChange | PlayerTime | WarningPassed): void {
  if (window.parent === window) return;
  for (const origin of trustedOrigins(window.location.origin, document.referrer)) {
    window.parent.postMessage(message, origin);
  }
}
