import type { NextRequest } from "next/server";
import { serviceSite } from "@/lib/iiif/gate";
import { pageLocale } from "@/lib/iiif/locale";
import { heading, paragraph, servicePage } from "@/lib/iiif/service-page";
import { iiifText } from "@/lib/iiif/texts";

// Per request: the page speaks the visitor's language.
export const dynamic = "force-dynamic";

// GET /iiif/auth/signed-in – where the access service's window ends: it closes itself, so that the
// viewer that opened it goes on to the token service.
export async function GET(request: NextRequest): Promise<Response> {
  const site = await serviceSite(request);
  if (site instanceof Response) return site;
  const locale = pageLocale(request);
  return servicePage({
    locale,
    title: iiifText(locale, "signedInTitle", ""),
    body: heading(iiifText(locale, "signedInTitle", "")) + paragraph(iiifText(locale, "signedInText", "")),
    script: "window.close();",
  });
}
