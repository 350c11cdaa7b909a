import type { NextRequest } from "next/server";
import { getItem } from "@/lib/api/endpoints";
import { ServerError } from "@/lib/api/errors";
import { serviceSite } from "@/lib/iiif/gate";
import { badSegment, unavailable } from "@/lib/iiif/responses";
import { clientOf, cookieHolder } from "@/lib/iiif/viewer";
import { isSignedIn } from "@/lib/server/site-gate";

// Per request: the answer depends on the session.
export const dynamic = "force-dynamic";

/** Paths on the site itself: the browser keeps the scheme and host it came with. */
const redirect = (location: string) => new Response(null, { status: 302, headers: { location, "cache-control": "private, no-store" } });

// GET /iiif/auth/access/{slug}?origin=… – the access service, profile "active"
// (https://iiif.io/api/auth/2.0/#active-interaction-pattern), opened by a viewer in a window: the
// site's own sign-in, which comes back here; then, with access, a page that closes the window
// (/iiif/auth/signed-in), and without it the item's page, where its access is asked for or bought.
// The viewer, waiting for the window to close, then asks the token service. The sign-in page is
// the English one: its `next` is followed as a path of the default language.
export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const site = await serviceSite(request);
  if (site instanceof Response) return site;
  const { slug } = await params;
  const bad = badSegment(false, "slug", slug);
  if (bad) return bad;
  const here = `/iiif/auth/access/${encodeURIComponent(slug)}`;
  const holder = cookieHolder(request);
  if (!holder || !(await isSignedIn(site.site, holder.session))) {
    return redirect(`/auth/login?next=${encodeURIComponent(here)}`);
  }
  try {
    const item = await getItem(clientOf(request, site.site, holder), slug);
    return redirect(item.has_access ? "/iiif/auth/signed-in" : `/${encodeURIComponent(item.slug)}`);
  } catch (error) {
    // No such item here (or an address the content API refuses): nothing to ask for; the window closes.
    if (error instanceof ServerError && error.status < 500) return redirect("/iiif/auth/signed-in");
    console.error("[iiif] the item could not be read", error);
    return unavailable();
  }
}
