import type { NextRequest } from "next/server";
import { serviceSite } from "@/lib/iiif/gate";
import { mediaAnswer } from "@/lib/iiif/media-answer";
import { badSegment } from "@/lib/iiif/responses";

// Per request: the answer depends on who asks.
export const dynamic = "force-dynamic";

// GET /iiif/media/{uid}/captions/{lang}[?ticket=…] – a caption track (a supplementing
// annotation's body, WebVTT), under the same access as its video (lib/iiif/media-answer.ts).
export async function GET(request: NextRequest, { params }: { params: Promise<{ uid: string; lang: string }> }): Promise<Response> {
  const site = await serviceSite(request);
  if (site instanceof Response) return site;
  const { uid, lang } = await params;
  return (
    badSegment(false, "uid", uid, 64) ??
    badSegment(false, "lang", lang, 35) ??
    mediaAnswer(request, site.site, site.origin, uid, { kind: "captions", language: lang })
  );
}
