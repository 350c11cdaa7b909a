import "server-only";
// What every IIIF answer of one site carries, and the site gate in front of them. A public site's
// documents are the same for everyone: any viewer's script may read them (CORS *), and shared
// caches keep them per host. A site that forces sign-in publishes none of it to a visitor without
// a session (401), and nothing of it is kept or shared.
import { NextResponse, type NextRequest } from "next/server";
import { SESSION_COOKIE } from "../server/session-cookie";
import { getSiteGate, isSignedIn } from "../server/site-gate";
import { siteKeyOf } from "../site/key";
import { siteOrigin } from "../site/url";
import { PRESENTATION_MEDIA_TYPE } from "./vocabulary";

/** How long a public manifest or collection may be kept: as long as the site's public pages. */
export const IIIF_CACHE_SECONDS = 300;

export type ErrorBody = { type: string; message: string; errors?: Record<string, string[]> };

/** `open`: a public site; `cacheable`: a 200 of the same content for everyone. */
export function iiifHeaders(open: boolean, cacheable: boolean): Record<string, string> {
  if (!open) return { "cache-control": "private, no-store" };
  return {
    "cache-control": cacheable ? `public, max-age=${IIIF_CACHE_SECONDS}` : "no-store",
    vary: "Host",
    "access-control-allow-origin": "*",
  };
}

export const problem = (open: boolean, status: number, body: ErrorBody, extra: Record<string, string> = {}) =>
  NextResponse.json(body, { status, headers: { ...iiifHeaders(open, false), ...extra } });

export const unavailable = () =>
  NextResponse.json(
    { type: "service_unavailable", message: "The content service is unavailable; please try again shortly." },
    { status: 503, headers: { "cache-control": "no-store", "retry-after": "30" } },
  );

/** A Presentation document (manifest or collection). */
export const presentation = (open: boolean, document: unknown) =>
  NextResponse.json(document, { headers: { ...iiifHeaders(open, true), "content-type": PRESENTATION_MEDIA_TYPE } });

export type SiteAccess = { site: string; origin: string; open: boolean; embedDomains: string[] };

/**
 * The site the request came to, when it may see the site's documents; otherwise the answer to
 * send: 421 for a host no site claims, 503 in an outage, 401 on a forced-login site without a session.
 */
export async function siteAccess(request: NextRequest): Promise<SiteAccess | Response> {
  const site = siteKeyOf(request.headers);
  const gate = await getSiteGate(site);
  if (gate.kind === "unknown") return problem(false, 421, { type: "site_not_found", message: "No website is served at this address." });
  if (gate.kind === "outage") return unavailable();
  const open = !gate.forceLogin;
  if (!open && !(await isSignedIn(site, request.cookies.get(SESSION_COOKIE)?.value))) {
    return problem(false, 401, { type: "not_authenticated", message: "Sign in to see this site." });
  }
  return { site, origin: siteOrigin(site), open, embedDomains: gate.embedDomains };
}

/** A slug or uid from the path: a 400 for one no item could have, before anything is read. */
export function badSegment(open: boolean, name: string, value: string, max = 200): Response | null {
  if (value.length > 0 && value.length <= max && !/[\u0000-\u001f/\\]/.test(value)) return null;
  return problem(open, 400, {
    type: "validation_error",
    message: "Invalid address.",
    errors: { [name]: [`Give at most ${max} characters.`] },
  });
}
