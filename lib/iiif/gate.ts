import "server-only";
// The site in front of the IIIF services (probe, media, access, token, logout), which a viewer
// calls without the site's cookie: the host must name a site and the content service must answer.
// Whether the caller may see anything is each service's question (a forced-login site's videos
// need a session, as every restricted video does).
import type { NextRequest } from "next/server";
import { siteEntry } from "../server/site-gate";
import { siteOrigin } from "../site/url";
import { refused } from "./responses";

export type ServiceSite = { site: string; origin: string; forceLogin: boolean; embedDomains: string[] };

export async function serviceSite(request: NextRequest): Promise<ServiceSite | Response> {
  const entry = await siteEntry(request, "service");
  if (!entry.ok) return refused(entry.refusal);
  return { site: entry.site, origin: siteOrigin(entry.site), forceLogin: !entry.open, embedDomains: entry.embedDomains };
}
