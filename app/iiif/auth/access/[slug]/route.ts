import type { NextRequest } from "next/server";
import { getItem } from "@/lib/api/endpoints";
import { ServerError } from "@/lib/api/errors";
import type { AppLocale } from "@/lib/i18n/locales";
import { serviceSite, type ServiceSite } from "@/lib/iiif/gate";
import { grantCookie, grantHolder } from "@/lib/iiif/grant-cookie";
import { pageLocale } from "@/lib/iiif/locale";
import { badSegment, problem, unavailable } from "@/lib/iiif/responses";
import { button, heading, paragraph, servicePage } from "@/lib/iiif/service-page";
import { iiifText } from "@/lib/iiif/texts";
import { isAllowedOrigin, parseOrigin } from "@/lib/iiif/token-origin";
import { clientOf, cookieHolder, type Holder } from "@/lib/iiif/viewer";
import { getSettings } from "@/lib/server/data";
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

/** `stranger`: the viewer's origin when it is another than the site's and may have tokens: the one that needs the visitor's leave. */
type Asked = { site: ServiceSite; slug: string; locale: AppLocale; here: string; stranger: string | null };

async function asked(request: NextRequest, params: Promise<{ slug: string }>): Promise<Asked | Response> {
  const site = await serviceSite(request);
  if (site instanceof Response) return site;
  const { slug } = await params;
  const bad = badSegment(false, "slug", slug);
  if (bad) return bad;
  const locale = pageLocale(request);
  // The viewer's origin, as the spec has viewers name it; only one that may have tokens counts.
  const origin = parseOrigin(request.nextUrl.searchParams.get("origin"));
  const viewer = origin && isAllowedOrigin(origin, site.origin, site.embedDomains) ? origin : null;
  const query = new URLSearchParams({ ...(viewer ? { origin: viewer } : {}), lang: locale });
  const stranger = viewer !== site.origin ? viewer : null;
  return { site, slug, locale, stranger, here: `/iiif/auth/access/${encodeURIComponent(slug)}?${query}` };
}

/** The site's sign-in in the visitor's language, which comes back here. */
const toSignIn = ({ locale, here }: Asked) => redirect(`${localePath(locale, "/auth/login")}?next=${encodeURIComponent(here)}`);

/** The signed-in holder of the request's session cookie, or null. */
async function signedIn(request: NextRequest, site: string): Promise<Holder> {
  const holder = cookieHolder(request);
  return holder && (await isSignedIn(site, holder.session)) ? holder : null;
}

/** Where the window goes once signed in: with access, a page that closes it; without, the item's page. */
async function onward(request: NextRequest, { site, slug, locale }: Asked, holder: NonNullable<Holder>, cookie?: string) {
  try {
    const item = await getItem(clientOf(request, site.site, holder), slug);
    return redirect(
      item.has_access ? `/iiif/auth/signed-in?lang=${locale}` : localePath(locale, `/${encodeURIComponent(item.slug)}`),
      cookie,
    );
  } catch (error) {
    // No such item here (or an address the content API refuses): nothing to ask for; the window closes.
    if (error instanceof ServerError && error.status < 500) return redirect(`/iiif/auth/signed-in?lang=${locale}`, cookie);
    console.error("[iiif] the item could not be read", error);
    return unavailable();
  }
}

// GET /iiif/auth/access/{slug}?origin=… – the access service, profile "active"
// (https://iiif.io/api/auth/2.0/#active-interaction-pattern), opened by a viewer in a window: the
// site's own sign-in in the visitor's language, which comes back here. A viewer on another site
// than this one then needs the visitor's leave (the token service's grant, lib/iiif/grant-cookie.ts):
// a page names the viewer and asks; allowed, it goes on as a viewer of the site itself does, to a
// page that closes the window (/iiif/auth/signed-in) with access, else to the item's page, where
// access is asked for or bought. The viewer, waiting for the window to close, then asks the token
// service. Without asking, any page could open this window and take the tokens of whoever is
// signed in.
export async function GET(request: NextRequest, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const ask = await asked(request, params);
  if (ask instanceof Response) return ask;
  const holder = await signedIn(request, ask.site.site);
  if (!holder) return toSignIn(ask);
  const { stranger, site, locale } = ask;
  const granted = !stranger || (await grantHolder(request, site.site, stranger))?.session === holder.session;
  if (granted) return onward(request, ask, holder);
  let name: string;
  try {
    name = (await getSettings(site.site, locale)).name;
  } catch (error) {
    console.error("[iiif] the site could not be read", error);
    return unavailable();
  }
  const text = (key: Parameters<typeof iiifText>[1]) => iiifText(locale, key, name, { viewer: stranger });
  return servicePage({
    locale,
    title: text("grantTitle"),
    body: heading(text("grantTitle")) + paragraph(text("grantText")) + button(text("grantButton"), ask.here),
    formAction: true,
  });
}

// POST /iiif/auth/access/{slug}?origin=… – the visitor allows the viewer: the grant, then onward.
// Only from the site's own page (Origin), as every change a browser asks for.
export async function POST(request: NextRequest, { params }: { params: Promise<{ slug: string }> }): Promise<Response> {
  const ask = await asked(request, params);
  if (ask instanceof Response) return ask;
  if (request.headers.get("origin") !== ask.site.origin)
    return problem(false, 403, { type: "forbidden", message: "Allow the viewer from the site's own page." });
  const holder = await signedIn(request, ask.site.site);
  if (!holder) return toSignIn(ask);
  const cookie = ask.stranger ? await grantCookie(ask.site.site, ask.stranger, holder) : undefined;
  return onward(request, ask, holder, cookie);
}
