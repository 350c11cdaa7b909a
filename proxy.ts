// Locale negotiation (next-intl) and site selection: /fr/help/faq on studio.example.org is
// rendered internally as /studio.example.org/fr/help/faq, so each site's pages cache apart.
// Not an authorization boundary: access is checked by the backend.
import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { routing } from "./lib/i18n/routing";
import { siteKeyOf } from "./lib/site/key";

const intl = createMiddleware(routing);

const PASS_THROUGH = new Set(["x-middleware-rewrite", "x-middleware-next", "location"]);

export default function proxy(request: NextRequest) {
  const site = siteKeyOf(request.headers);

  const { pathname } = request.nextUrl;
  // One URL per page: /help/faq/ → /help/faq (the API keeps its slashes; it is not routed here).
  if (pathname.length > 1 && pathname.endsWith("/") && !pathname.startsWith("/embed/")) {
    const url = request.nextUrl.clone();
    url.pathname = pathname.replace(/\/+$/, "") || "/";
    return NextResponse.redirect(url, 308);
  }

  if (pathname.startsWith("/embed/")) {
    const url = request.nextUrl.clone();
    url.pathname = `/${site}${url.pathname}`;
    return NextResponse.rewrite(url);
  }

  const localized = intl(request);
  if (localized.headers.has("location")) return localized;

  const rewritten = localized.headers.get("x-middleware-rewrite");
  const url = rewritten ? new URL(rewritten) : request.nextUrl.clone();
  url.pathname = `/${site}${url.pathname}`;
  const response = NextResponse.rewrite(url);
  // Keep what next-intl added: the request's locale header, the locale cookie, hreflang Link.
  localized.headers.forEach((value, key) => {
    if (!PASS_THROUGH.has(key)) response.headers.set(key, value);
  });
  return response;
}

export const config = {
  // Everything but the API, Next's own files, images, and files with an extension.
  matcher: ["/((?!api/|_next/|images/|_vercel|.*\\..*).*)"],
};
