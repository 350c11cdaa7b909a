import "server-only";
// Who asks, and what they may play: the viewer's credentials (a play ticket, a probe's bearer token,
// or the site's own session cookie) turned into the session they stand for, and the content API
// asked as that session. Nothing here decides access: the content API does, on every call.
import type { NextRequest } from "next/server";
import { env } from "../env";
import { getMedia, type MediaDetail } from "../api/player";
import { API_BASE_PATH, createApiClient, type ApiClient } from "../api/request";
import { SHAPE_SCHEMAS } from "../api/shape-schemas";
import { BUYER_COOKIE, SESSION_COOKIE } from "../server/session-cookie";
import { upstreamFetch } from "../server/upstream";
import { unseal, type Sealed } from "./sealed";

/** The session a request stands for; `none` is an anonymous visitor. */
export type Holder = { session: string; buyer?: string } | null;

let secret: Promise<string> | undefined;

/** The app secret: the built-in backend's, or (with an existing backend) the one kept in DATA_DIR. */
export function iiifSecret(): Promise<string> {
  secret ??= (async () => {
    if (!env.API_UPSTREAM_URL) return (await (await import("../../backend/instance-holder")).processBackend()).deps.secret;
    return (await import("../../backend/services/app-secret")).getAppSecret(env.DATA_DIR);
  })().catch((error: unknown) => {
    // Not kept: the next call tries again (the backend may still be opening).
    secret = undefined;
    throw error;
  });
  return secret;
}

/** The session cookie's holder (and the buyer cookie beside it), or null. */
export function cookieHolder(request: NextRequest): Holder {
  const session = request.cookies.get(SESSION_COOKIE)?.value;
  if (!session) return null;
  const buyer = request.cookies.get(BUYER_COOKIE)?.value;
  return buyer ? { session, buyer } : { session };
}

export const holderOf = (sealed: Sealed): Holder =>
  sealed.buyer ? { session: sealed.session, buyer: sealed.buyer } : { session: sealed.session };

/** The bearer token of an Authorization header, if it has one. */
export function bearerOf(request: Request): string | null {
  const match = /^Bearer\s+(\S+)$/i.exec(request.headers.get("authorization") ?? "");
  return match?.[1] ?? null;
}

export type BearerHolder = { ok: true; holder: Holder } | { ok: false; reason: "missing" | "invalid" | "expired" };

/** The holder of a probe's bearer token. */
export async function bearerHolder(request: Request, site: string): Promise<BearerHolder> {
  const token = bearerOf(request);
  if (!token) return { ok: false, reason: "missing" };
  const opened = unseal(await iiifSecret(), token, "token", site);
  return opened.ok ? { ok: true, holder: holderOf(opened.value) } : { ok: false, reason: opened.reason };
}

/**
 * The headers of a call made for this holder, as the BFF makes a browser's: the session, the buyer
 * session, and the address the edge believes the request came from (rate limits, logs).
 */
export function callerHeaders(request: Request, site: string, holder: Holder): Record<string, string> {
  const headers: Record<string, string> = { "x-forwarded-host": site };
  const ip = request.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (ip) headers["x-forwarded-for"] = ip;
  if (holder) headers.authorization = `website-token ${holder.session}`;
  if (holder?.buyer) headers["x-buyer-token"] = holder.buyer;
  return headers;
}

/** The content API as this holder (as a browser of theirs would call it through the BFF). */
export function clientOf(request: Request, site: string, holder: Holder): ApiClient {
  const headers = { ...callerHeaders(request, site, holder), "accept-language": "en" };
  return createApiClient({ baseUrl: `http://${site}${API_BASE_PATH}`, fetch: upstreamFetch, headers, schemas: SHAPE_SCHEMAS });
}

/** The media as this holder sees it: has_access, and signed file links only with access. */
export function mediaFor(request: Request, site: string, holder: Holder, mediaUid: string): Promise<MediaDetail> {
  return getMedia(clientOf(request, site, holder), mediaUid);
}
