import type { NextRequest } from "next/server";
import { GET as manifest } from "../../[slug]/manifest/route";

// Per request, as every manifest (app/iiif/[slug]/manifest).
export const dynamic = "force-dynamic";

// GET /iiif/media/manifest – the manifest of an item slugged `media`: the static segment of the
// videos (/iiif/media/{uid}) would otherwise take its address; no media uid is `manifest`.
export function GET(request: NextRequest): Promise<Response> {
  return manifest(request, { params: Promise.resolve({ slug: "media" }) });
}
