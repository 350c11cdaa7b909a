// What the proxy, and the site's documents and services, must know about a host before anything is
// served: whether a site claims it, whether that site forces sign-in, and whether the content
// service answers at all.
import type { NextRequest } from "next/server";
import { API_BASE_PATH } from "../api/request";
import { siteKeyOf } from "../site/key";
import { SESSION_COOKIE } from "./session-cookie";
import { internalFetch, upstreamFetch } from "./upstream";

/** `embedDomains`: the site's embed_allowed_domains (empty: any), for the embed pages' frame-ancestors. */
export type SiteGate = { kind: "site"; forceLogin: boolean; embedDomains: string[] } | { kind: "unknown" } | { kind: "outage" };

/**
 * Hosts no site claims are remembered briefly (a flood of made-up names asks once each), in a
 * bounded map. A known site is asked about on every request, so an outage shows as a 503 at once
 * rather than as a failed render; requests arriving together share one question.
 */
const UNKNOWN_TTL_MS = 5_000;
const MAX_ENTRIES = 500;
const unknownHosts = new Map<string, number>();
const inFlight = new Map<string, Promise<SiteGate>>();

function rememberUnknown(site: string): void {
  if (unknownHosts.size >= MAX_ENTRIES) unknownHosts.delete(unknownHosts.keys().next().value as string);
  unknownHosts.set(site, Date.now());
}

async function askUpstream(site: string): Promise<SiteGate> {
  let response: Response;
  try {
    response = await internalFetch(
      new Request(`http://${site}${API_BASE_PATH}/website/`, { headers: { "x-forwarded-host": site, accept: "application/json" } }),
    );
  } catch (error) {
    console.error("[site-gate] content service unreachable", error);
    return { kind: "outage" };
  }
  if (response.status === 404) {
    await response.body?.cancel();
    return { kind: "unknown" };
  }
  if (!response.ok) {
    await response.body?.cancel();
    return { kind: "outage" };
  }
  const settings = (await response.json().catch(() => null)) as {
    auth_enabled?: unknown;
    auth_force_login?: unknown;
    embed_allowed_domains?: unknown;
  } | null;
  if (!settings) return { kind: "outage" };
  const domains = settings.embed_allowed_domains;
  return {
    kind: "site",
    forceLogin: settings.auth_enabled === true && settings.auth_force_login === true,
    embedDomains: Array.isArray(domains) ? domains.filter((domain): domain is string => typeof domain === "string") : [],
  };
}

export function getSiteGate(site: string): Promise<SiteGate> {
  const seen = unknownHosts.get(site);
  if (seen !== undefined && Date.now() - seen < UNKNOWN_TTL_MS) return Promise.resolve({ kind: "unknown" });
  let pending = inFlight.get(site);
  if (!pending) {
    pending = askUpstream(site)
      .then((gate) => {
        if (gate.kind === "unknown") rememberUnknown(site);
        return gate;
      })
      .finally(() => inFlight.delete(site));
    inFlight.set(site, pending);
  }
  return pending;
}

/** Whether the session token names a signed-in viewer of this site (asked every time: revocations count). */
export async function isSignedIn(site: string, token: string | undefined): Promise<boolean> {
  if (!token) return false;
  try {
    const response = await upstreamFetch(
      new Request(`http://${site}${API_BASE_PATH}/auth/me/`, {
        headers: { "x-forwarded-host": site, accept: "application/json", authorization: `website-token ${token}` },
      }),
    );
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/** Why a request gets none of a site's documents or services, as the status and words every endpoint gives it. */
export type Refusal =
  | { status: 421; type: "site_not_found"; message: string }
  | { status: 401; type: "not_authenticated"; message: string }
  | { status: 503; type: "service_unavailable"; message: string };

const REFUSALS = {
  unknown: { status: 421, type: "site_not_found", message: "No website is served at this address." },
  signIn: { status: 401, type: "not_authenticated", message: "Sign in to see this site." },
  outage: { status: 503, type: "service_unavailable", message: "The content service is unavailable; please try again shortly." },
} as const satisfies Record<string, Refusal>;

/** A refusal as the JSON endpoints (oEmbed, IIIF) write it: nothing of it is kept; an outage says when to try again. */
export const refusalJson = ({ status, type, message }: Refusal): Response =>
  Response.json(
    { type, message },
    { status, headers: status === 503 ? { "cache-control": "no-store", "retry-after": "30" } : { "cache-control": "private, no-store" } },
  );

/** The JSON endpoints' 503 when the content service fails them. */
export const contentUnavailable = (): Response => refusalJson(REFUSALS.outage);

/** `open`: a site that does not force sign-in, whose answers are the same for everyone. */
export type SiteEntry = { ok: true; site: string; open: boolean; embedDomains: string[] } | { ok: false; refusal: Refusal };

/**
 * The site a request to one of its documents or services came to (oEmbed, OAI-PMH, IIIF), or the
 * refusal: a host no site claims (421), an outage (503), and, for a `document`, a site that forces
 * sign-in asked by a visitor without a valid session (401). A `service` (the IIIF auth services, a
 * video's bytes) is asked by viewers that send no cookie; each decides on the credentials it is given.
 * Each endpoint writes the refusal in its own format.
 */
export async function siteEntry(request: NextRequest, asked: "document" | "service"): Promise<SiteEntry> {
  const site = siteKeyOf(request.headers);
  const gate = await getSiteGate(site);
  if (gate.kind === "unknown") return { ok: false, refusal: REFUSALS.unknown };
  if (gate.kind === "outage") return { ok: false, refusal: REFUSALS.outage };
  const open = !gate.forceLogin;
  if (asked === "document" && !open && !(await isSignedIn(site, request.cookies.get(SESSION_COOKIE)?.value))) {
    return { ok: false, refusal: REFUSALS.signIn };
  }
  return { ok: true, site, open, embedDomains: gate.embedDomains };
}
