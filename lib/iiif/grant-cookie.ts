import "server-only";
// The access service's grant to the token service. The token service is framed by the viewer's
// page; when that page is on another site, the browser sends the frame only cookies marked
// `SameSite=None`, never the session cookie (`Lax`, lib/server/session-cookie.ts). So the access
// service, which runs in a window of the site itself once the visitor has signed in, leaves a
// cookie of its own: sealed (the session it was given for, lib/iiif/sealed.ts), httpOnly, sent only
// to the token service's path, and for two hours. It opens nothing by itself: the token service
// checks the session it names, so signing out voids it.
// `Secure` always: browsers keep a `SameSite=None` cookie only with it (and on http only for
// localhost); where they drop it, same-site viewers still have the session cookie.
import type { NextRequest } from "next/server";
import { env } from "../env";
import { GRANT_SECONDS, expiryIn, seal, unseal } from "./sealed";
import { holderOf, iiifSecret, type Holder } from "./viewer";

/** The `__Secure-` prefix where the site is served over https (as the session cookie's `__Host-`). */
const secureSite = process.env.NODE_ENV === "production" && env.COOKIE_SECURE === "true";
export const GRANT_COOKIE = secureSite ? "__Secure-iiif-grant" : "iiif-grant";
const GRANT_PATH = "/iiif/auth/token";
const ATTRIBUTES = `Path=${GRANT_PATH}; HttpOnly; Secure; SameSite=None`;

/** The Set-Cookie value that grants the token service this holder's session. */
export async function grantCookie(site: string, holder: NonNullable<Holder>): Promise<string> {
  const value = seal(await iiifSecret(), { k: "grant", site, ...holder, exp: expiryIn(GRANT_SECONDS) });
  return `${GRANT_COOKIE}=${value}; Max-Age=${GRANT_SECONDS}; ${ATTRIBUTES}`;
}

/** The Set-Cookie value that takes the grant back (the logout service). */
export const clearedGrantCookie = `${GRANT_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;

/** The holder the grant names, when this site sealed it and it has not run out. */
export async function grantHolder(request: NextRequest, site: string): Promise<Holder> {
  const value = request.cookies.get(GRANT_COOKIE)?.value;
  if (!value) return null;
  const opened = unseal(await iiifSecret(), value, "grant", site);
  return opened.ok ? holderOf(opened.value) : null;
}
