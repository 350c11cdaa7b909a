import "server-only";
// The probe service (https://iiif.io/api/auth/2.0/#probe-service): what a viewer would get from a
// video or caption track with the token it holds. Always an HTTP 200 whose `status` says it: 200
// for an anonymous visitor of an open item (the address plays as it is), 302 with a play ticket's
// address for a token whose session may play it, 401 otherwise (with the site's heading and note),
// 404 for no such media. The token comes in `Authorization: Bearer`, which makes the viewer's
// request a CORS one with a preflight: both are answered for any origin, never with cookies.
import type { NextRequest } from "next/server";
import { NextResponse } from "next/server";
import { ServerError } from "../api/errors";
import { probeDenied, probeOpen, probeRedirect, type ProbeResult } from "./auth-services";
import type { ServiceSite } from "./gate";
import { expiryIn, seal, TICKET_SECONDS } from "./sealed";
import { iiifTexts } from "./texts";
import { iiifUrls } from "./urls";
import { bearerHolder, iiifSecret, mediaFor, type Holder } from "./viewer";
import { getSettings } from "../server/data";

export const PROBE_HEADERS = {
  "cache-control": "no-store",
  "access-control-allow-origin": "*",
  "access-control-allow-headers": "Authorization",
  "access-control-allow-methods": "GET, OPTIONS",
  "access-control-max-age": "600",
  vary: "Authorization",
} as const;

export const preflight = () => new Response(null, { status: 204, headers: PROBE_HEADERS });

export type Probed = { kind: "video" } | { kind: "captions"; language: string };

async function deniedResult(site: string, status: 401 | 404): Promise<ProbeResult> {
  const [en, fr] = await Promise.all([getSettings(site, "en"), getSettings(site, "fr")]);
  const { map } = iiifTexts({ en: en.name, fr: fr.name });
  return status === 401
    ? probeDenied(401, map("deniedHeading"), map("deniedNote"))
    : probeDenied(404, map("notFoundHeading"), map("notFoundNote"));
}

async function resultFor(
  request: NextRequest,
  { site, origin, forceLogin }: ServiceSite,
  mediaUid: string,
  probed: Probed,
): Promise<ProbeResult> {
  const bearer = await bearerHolder(request, site);
  // A token that does not open (forged, another site's, expired): as if none had come, but never open.
  const holder: Holder = bearer.ok ? bearer.holder : null;
  // A site that forces sign-in tells a caller without a session nothing of its media.
  if (!holder && forceLogin) return deniedResult(site, 401);
  let media;
  try {
    media = await mediaFor(request, site, holder, mediaUid);
  } catch (error) {
    if (error instanceof ServerError && (error.status === 401 || error.status === 403)) return deniedResult(site, 401);
    // An address the content API refuses names no media.
    if (error instanceof ServerError && error.status < 500) return deniedResult(site, 404);
    throw error;
  }
  if (!media.has_access) return deniedResult(site, 401);
  if (probed.kind === "captions" && !media.files.some((file) => file.slug === "captions" && file.language === probed.language)) {
    return deniedResult(site, 404);
  }
  if (!holder) return probeOpen();
  const urls = iiifUrls(origin, site);
  const ticket = seal(await iiifSecret(), { k: "ticket", site, ...holder, media: mediaUid, exp: expiryIn(TICKET_SECONDS) });
  const address = probed.kind === "video" ? urls.media(mediaUid) : urls.captions(mediaUid, probed.language);
  return probeRedirect(`${address}?ticket=${ticket}`, probed.kind === "video" ? "Video" : "Text");
}

export async function probeAnswer(request: NextRequest, site: ServiceSite, mediaUid: string, probed: Probed): Promise<Response> {
  try {
    return NextResponse.json(await resultFor(request, site, mediaUid, probed), { headers: PROBE_HEADERS });
  } catch (error) {
    console.error("[iiif] probe failed", error);
    return NextResponse.json(
      { type: "service_unavailable", message: "The content service is unavailable; please try again shortly." },
      { status: 503, headers: { ...PROBE_HEADERS, "retry-after": "30" } },
    );
  }
}
