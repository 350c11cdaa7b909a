// What the proxy must know about a host before any page is served: whether a site claims it,
// whether that site forces sign-in, and whether the content service answers at all.
import { API_BASE_PATH } from "../api/request";
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
