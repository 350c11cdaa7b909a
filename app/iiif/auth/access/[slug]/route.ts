import type { NextRequest } from "next/server";
import { getItem } from "@/lib/api/endpoints";
import { ServerError } from "@/lib/api/errors";
import { serviceSite } from "@/lib/iiif/gate";
import { grantCookie } from "@/lib/iiif/grant-cookie";
import { pageLocale } from "@/lib/iiif/locale";
import { badSegment, unavailable } from "@/lib/iiif/responses";
import { clientOf, cookieHolder } from "@/lib/iiif/viewer";
import { isSignedIn } from "@/lib/server/site-gate";
import { localePath } from "@/lib/site/url";

// Per request: the answer depends on the session.
export const dynamic = "force-dynamic";

/** Paths on the site itself: the browser keeps the scheme and host it came with. */
const redirect = (location: string, cookie?: string) => {
  const headers = new Headers({ location, "cache-control": "private, no-store" });
  if (cookie) headers.append("set-cookie", cookie);
  return new Response(null, { status: 302, headers });
};

// GET /iiif/auth/access/{slug}?origin=… – the access service, profile "active"
// (https://iiif.io/api/auth/2.0/#active-interaction-pattern), opened by a viewer in a window: the
// site's own sign-in in the visitor's language, which comes back here; then, with access, a page
// that closes the window (/iiif/auth/signed-in), and without it the item's page, where its access
// is asked for or bought. Either way a signed-in visitor leaves with the token service's grant
// (lib/iiif/grant-cookie.ts), so a viewer on another site gets its token; the viewer, waiting for
// the window to close, then asks the token service.
export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const site = await serviceSite(request);
  if (site instanceof Response) return site;
  const { slug } = await params;
  const bad = badSegment(false, "slug", slug);
  if (bad) return bad;
  const locale = pageLocale(request);
  const here = `/iiif/auth/access/${encodeURIComponent(slug)}`;
  const holder = cookieHolder(request);
  if (!holder || !(await isSignedIn(site.site, holder.session))) {
    return redirect(`${localePath(locale, "/auth/login")}?next=${encodeURIComponent(`${here}?lang=${locale}`)}`);
  }
  try {
    const [item, grant] = await Promise.all([getItem(clientOf(request, site.site, holder), slug), grantCookie(site.site, holder)]);
    return redirect(
      item.has_access ? `/iiif/auth/signed-in?lang=${locale}` : localePath(locale, `/${encodeURIComponent(item.slug)}`),
      grant,
    );
  } catch (error) {
    // No such item here (or an address the content API refuses): nothing to ask for; the window closes.
    if (error instanceof ServerError && error.status < 500) return redirect(`/iiif/auth/signed-in?lang=${locale}`);
    console.error("[iiif] the item could not be read", error);
    return unavailable();
  }
}
