import "server-only";
// What every IIIF answer of one site carries, and the site gate in front of them. A public site's
// documents are the same for everyone: any viewer's script may read them (CORS *), and shared
// caches keep them per host. A site that forces sign-in publishes none of it to a visitor without
// a session (401), and nothing of it is kept or shared.
import { NextResponse, type NextRequest } from "next/server";
import { contentUnavailable, refusalJson, siteEntry } from "../server/site-gate";
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

export const unavailable = contentUnavailable;

/** A Presentation document (manifest or collection). */
export const presentation = (open: boolean, document: unknown) =>
  NextResponse.json(document, { headers: { ...iiifHeaders(open, true), "content-type": PRESENTATION_MEDIA_TYPE } });

export type SiteAccess = { site: string; origin: string; open: boolean; embedDomains: string[] };

/** A refusal of the site gate (lib/server/site-gate.ts), as every JSON endpoint answers it. */
export const refused = refusalJson;

/**
 * The site the request came to, when it may see the site's documents; otherwise the answer to
 * send: 421 for a host no site claims, 503 in an outage, 401 on a forced-login site without a session.
 */
export async function siteAccess(request: NextRequest): Promise<SiteAccess | Response> {
  const entry = await siteEntry(request, "document");
  if (!entry.ok) return refused(entry.refusal);
  return { site: entry.site, origin: siteOrigin(entry.site), open: entry.open, embedDomains: entry.embedDomains };
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
