import type { NextRequest } from "next/server";
import { serviceSite } from "@/lib/iiif/gate";
import { mediaAnswer } from "@/lib/iiif/media-answer";
import { badSegment } from "@/lib/iiif/responses";

// Per request: the answer depends on who asks.
export const dynamic = "force-dynamic";

// GET /iiif/media/{uid}[?ticket=…] – a manifest's video (the painting annotation's body): 401
// without access; with it, the player's signed link or, for a play ticket, the bytes
// (lib/iiif/media-answer.ts). 404 for a media no published item shows.
export async function GET(request: NextRequest, { params }: { params: Promise<{ uid: string }> }): Promise<Response> {
  const site = await serviceSite(request);
  if (site instanceof Response) return site;
  const { uid } = await params;
  return badSegment(false, "uid", uid, 64) ?? mediaAnswer(request, site.site, site.origin, uid, { kind: "video" });
}
