// Short-lived signed URLs for media bytes, bound to the session they were issued to. The URL alone
// is not enough: the request must also come with the same session, whose viewer must still have
// access. The session, not the user: on a shared-account site (auth_method 'password') every visitor
// is the same user, and a link must not outlive the logout of the session that received it.
import { createHmac, timingSafeEqual } from "node:crypto";
import { API_BASE_PATH } from "../../lib/api/request";
import type { Viewer } from "./sessions";

export const MEDIA_URL_TTL_SECONDS = 2 * 60 * 60;

export function viewerKey(viewer: Viewer | null): string {
  return viewer ? `s${viewer.sessionId}` : "anon";
}

function signature(secret: string, fileUid: string, key: string, exp: number, download: boolean): string {
  return createHmac("sha256", secret)
    .update(`${fileUid}|${key}|${exp}|${download ? 1 : 0}`)
    .digest("base64url");
}

export function signedFileUrl(
  secret: string,
  fileUid: string,
  viewer: Viewer | null,
  options: { download?: boolean; now?: number } = {},
): string {
  const exp = Math.floor((options.now ?? Date.now()) / 1000) + MEDIA_URL_TTL_SECONDS;
  const download = options.download ?? false;
  const sig = signature(secret, fileUid, viewerKey(viewer), exp, download);
  return `${API_BASE_PATH}/files/${fileUid}/?exp=${exp}${download ? "&download=1" : ""}&sig=${sig}`;
}

export function verifyFileUrl(
  secret: string,
  fileUid: string,
  viewer: Viewer | null,
  query: { exp: number; sig: string; download: boolean },
  now = Date.now(),
): boolean {
  if (query.exp * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, fileUid, viewerKey(viewer), query.exp, query.download));
  const given = Buffer.from(query.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
