// Short-lived signed URLs for media bytes, bound to the session they were issued to. The URL alone
// is not enough: the request must also come with the same session, whose viewer must still have
// access. The session, not the user: on a shared-account site (auth_method 'password') every visitor
// is the same user, and a link must not outlive the logout of the session that received it. There
// the buyer session the browser holds is part of the key too (docs/buyers.md): a link issued to one
// buyer identity does not open for another.
import { createHmac, timingSafeEqual } from "node:crypto";
import { API_BASE_PATH } from "../../lib/api/request";
/** Who a link is issued to: the session, and on a shared-password site the buyer session beside it. */
export type LinkHolder = { sessionId: number; buyerSessionId?: number | null };

export const MEDIA_URL_TTL_SECONDS = 2 * 60 * 60;

export function viewerKey(holder: LinkHolder | null): string {
  if (!holder) return "anon";
  return holder.buyerSessionId ? `s${holder.sessionId}b${holder.buyerSessionId}` : `s${holder.sessionId}`;
}

function signature(secret: string, fileUid: string, key: string, exp: number, download: boolean): string {
  return createHmac("sha256", secret)
    .update(`${fileUid}|${key}|${exp}|${download ? 1 : 0}`)
    .digest("base64url");
}

export function signedFileUrl(
  secret: string,
  fileUid: string,
  viewer: LinkHolder | null,
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
  viewer: LinkHolder | null,
  query: { exp: number; sig: string; download: boolean },
  now = Date.now(),
): boolean {
  if (query.exp * 1000 < now) return false;
  const expected = Buffer.from(signature(secret, fileUid, viewerKey(viewer), query.exp, query.download));
  const given = Buffer.from(query.sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
