import type { NextRequest } from "next/server";
import { serviceSite } from "@/lib/iiif/gate";
import { preflight, probeAnswer } from "@/lib/iiif/probe";
import { badSegment } from "@/lib/iiif/responses";

// Per request: the answer depends on the token sent.
export const dynamic = "force-dynamic";

// GET /iiif/auth/probe/{media uid} – the video's probe service (AuthProbeResult2, lib/iiif/probe.ts).
export async function GET(request: NextRequest, { params }: { params: Promise<{ uid: string }> }): Promise<Response> {
  const site = await serviceSite(request);
  if (site instanceof Response) return site;
  const { uid } = await params;
  return badSegment(false, "uid", uid, 64) ?? probeAnswer(request, site, uid, { kind: "video" });
}

// OPTIONS – the CORS preflight of a probe carrying `Authorization: Bearer`.
export const OPTIONS = preflight;
