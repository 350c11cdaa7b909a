// What the proxy must know about a host before any page is served: whether a site claims it,
// whether that site forces sign-in, and whether the content service answers at all.
import { API_BASE_PATH } from "../api/request";
import { internalFetch, upstreamFetch } from "./upstream";

export type SiteGate = { kind: "site"; forceLogin: boolean } | { kind: "unknown" } | { kind: "outage" };

/** Sites change rarely; a short memory keeps the check off the database for most requests. */
const TTL_MS = 5_000;
/** Bounded, so a flood of made-up host names cannot grow it. */
const MAX_ENTRIES = 500;
const cache = new Map<string, { at: number; gate: SiteGate }>();

function remember(site: string, gate: SiteGate): SiteGate {
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string);
  cache.set(site, { at: Date.now(), gate });
  return gate;
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
  const settings = (await response.json().catch(() => null)) as { auth_enabled?: unknown; auth_force_login?: unknown } | null;
  if (!settings) return { kind: "outage" };
  return { kind: "site", forceLogin: settings.auth_enabled === true && settings.auth_force_login === true };
}

export async function getSiteGate(site: string): Promise<SiteGate> {
  const hit = cache.get(site);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.gate;
  const gate = await askUpstream(site);
  // An outage is never remembered: recovery shows at the next request.
  return gate.kind === "outage" ? gate : remember(site, gate);
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

/** Test hook. */
export function clearSiteGateCache(): void {
  cache.clear();
}
