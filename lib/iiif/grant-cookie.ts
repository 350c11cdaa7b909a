import "server-only";
// The access service's grant to the token service, for one viewer's origin. The token service is
// framed by the viewer's page; when that page is on another site, the browser sends the frame only
// cookies marked `SameSite=None`, never the session cookie (`Lax`, lib/server/session-cookie.ts).
// So the access service, in a window of the site itself, leaves a cookie of its own once the
// signed-in visitor has allowed that viewer (app/iiif/auth/access): sealed (the session, the
// viewer's origin, lib/iiif/sealed.ts), httpOnly, sent only to the token service's path, for two
// hours. The token service honours it only for that origin, and checks the session it names, so
// signing out voids it.
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

/** The Set-Cookie value that grants the viewer at `origin` tokens of this holder's session. */
export async function grantCookie(site: string, origin: string, holder: NonNullable<Holder>): Promise<string> {
  const value = seal(await iiifSecret(), { k: "grant", site, origin, ...holder, exp: expiryIn(GRANT_SECONDS) });
  return `${GRANT_COOKIE}=${value}; Max-Age=${GRANT_SECONDS}; ${ATTRIBUTES}`;
}

/** The Set-Cookie value that takes the grant back (the logout service). */
export const clearedGrantCookie = `${GRANT_COOKIE}=; Max-Age=0; ${ATTRIBUTES}`;

/** The holder the grant names for the viewer at `origin`, when this site sealed it and it has not run out. */
export async function grantHolder(request: NextRequest, site: string, origin: string): Promise<Holder> {
  const value = request.cookies.get(GRANT_COOKIE)?.value;
  if (!value) return null;
  const opened = unseal(await iiifSecret(), value, "grant", site);
  return opened.ok && opened.value.origin === origin ? holderOf(opened.value) : null;
}
