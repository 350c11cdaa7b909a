import "server-only";
// The site in front of the IIIF services (probe, media, access, token, logout), which a viewer
// calls without the site's cookie: the host must name a site and the content service must answer.
// Whether the caller may see anything is each service's question (a forced-login site's videos
// need a session, as every restricted video does).
import type { NextRequest } from "next/server";
import { getSiteGate } from "../server/site-gate";
import { siteKeyOf } from "../site/key";
import { siteOrigin } from "../site/url";
import { problem, unavailable } from "./responses";

export type ServiceSite = { site: string; origin: string; forceLogin: boolean; embedDomains: string[] };

export async function serviceSite(request: NextRequest): Promise<ServiceSite | Response> {
  const site = siteKeyOf(request.headers);
  const gate = await getSiteGate(site);
  if (gate.kind === "unknown") return problem(false, 421, { type: "site_not_found", message: "No website is served at this address." });
  if (gate.kind === "outage") return unavailable();
  return { site, origin: siteOrigin(site), forceLogin: gate.forceLogin, embedDomains: gate.embedDomains };
}
