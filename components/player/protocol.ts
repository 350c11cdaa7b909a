// The player protocol of spec §2 between an item page (or any embedding page) and the embed
// player: the page selects a media, the player reports the media it moved to by itself.

/** Page → player: play this media of the playlist. */
export type UpdateCurrentMedia = { event: "updateCurrentMedia"; media_uid: string };
/** Page → player: say where you are (the page began listening after the player may have spoken). */
export type SyncRequest = { event: "player.sync" };
/** Page → player: play the current media from this second (a transcript line was chosen). */
export type SeekTo = { event: "seekTo"; seconds: number };
/** Player → page: the player now plays this media. */
export type MediasChange = { event: "player.medias.change"; media_id: string };
/** Player → page: the visitor continued past the item's content warning (the page shows what it held back). */
export type WarningPassed = { event: "player.warning.passed" };
/** Player → page: where the viewer is in the current media (whole seconds; at most once a second). */
export type PlayerTime = { event: "player.time"; seconds: number };

function record(data: unknown): Record<string, unknown> | null {
  return typeof data === "object" && data !== null ? (data as Record<string, unknown>) : null;
}

export function isUpdateCurrentMedia(data: unknown): data is UpdateCurrentMedia {
  const r = record(data);
  return r?.event === "updateCurrentMedia" && typeof r.media_uid === "string";
}

export function isSyncRequest(data: unknown): data is SyncRequest {
  return record(data)?.event === "player.sync";
}

export function isSeekTo(data: unknown): data is SeekTo {
  const r = record(data);
  return r?.event === "seekTo" && typeof r.seconds === "number" && Number.isFinite(r.seconds) && r.seconds >= 0;
}

export function isMediasChange(data: unknown): data is MediasChange {
  const r = record(data);
  return r?.event === "player.medias.change" && typeof r.media_id === "string";
}

export function isPlayerTime(data: unknown): data is PlayerTime {
  const r = record(data);
  return r?.event === "player.time" && typeof r.seconds === "number" && Number.isFinite(r.seconds) && r.seconds >= 0;
}

export function isWarningPassed(data: unknown): data is WarningPassed {
  return record(data)?.event === "player.warning.passed";
}

/** The origin of the page that framed us, if the browser told us (Referrer-Policy permitting). */
export function referrerOrigin(referrer: string): string | null {
  if (!referrer) return null;
  try {
    return new URL(referrer).origin;
  } catch {
    return null;
  }
}

/** Origins the player accepts commands from and reports to: its own site and its embedder. */
export function trustedOrigins(siteOrigin: string, referrer: string): string[] {
  const embedder = referrerOrigin(referrer);
  return embedder && embedder !== siteOrigin && embedder !== "null" ? [siteOrigin, embedder] : [siteOrigin];
}
