// Every page request passes here first:
// 1. one URL per page (a trailing slash is dropped);
// 2. the host must name a site (421 otherwise) and the content service must answer (503 otherwise);
// 3. a site that forces sign-in serves nothing but its sign-in pages to a visitor without a session;
// 4. locale negotiation (next-intl), then the site: /fr/help/faq on studio.example.org is rendered
//    internally as /studio.example.org/fr/help/faq, so each site's pages cache apart; a search
//    (/search?q=…) at its state's segment, so each search caches as a page.
// Access to each item is still checked by the backend on every call.
import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { splitLocale, type AppLocale } from "./lib/i18n/locales";
import { routing } from "./lib/i18n/routing";
import { hasCriteria, parseSearchQuery } from "./lib/search/params";
import { encodeSearchSegment } from "./lib/search/state-segment";
import { isBelowSearch, NOT_FOUND_KINDS, NOT_FOUND_PAGE_HEADER, type NotFoundKind } from "./lib/http/not-found-kinds";
import { contentSecurityPolicy } from "./lib/security-headers";
import { outageResponse, unknownHostResponse } from "./lib/server/edge-responses";
import { SESSION_COOKIE } from "./lib/server/session-cookie";
import { getSiteGate, isSignedIn } from "./lib/server/site-gate";
import { siteKeyOf } from "./lib/site/key";

const intl = createMiddleware(routing);

const PASS_THROUGH = new Set(["x-middleware-rewrite", "x-middleware-next", "location"]);

/** The pages a visitor may see on a forced-login site before signing in. */
const isSignInPage = (path: string) => path === "/auth" || path.startsWith("/auth/");

function toLogin(request: NextRequest, locale: AppLocale): NextResponse {
  // A plain URL: a clone of nextUrl would put a trailing slash back on /embed/… paths.
  const url = new URL(request.url);
  const next = `${request.nextUrl.pathname}${request.nextUrl.search}`;
  url.pathname = locale === routing.defaultLocale ? "/auth/login" : `/${locale}/auth/login`;
  url.search = `?next=${encodeURIComponent(next)}`;
  url.hash = "";
  const response = NextResponse.redirect(url, 307);
  response.headers.set("cache-control", "private, no-store");
  return response;
}

export default async function proxy(request: NextRequest) {
  const site = siteKeyOf(request.headers);
  const { pathname } = request.nextUrl;
  const { locale, path } = splitLocale(pathname);

  // One URL per page: /help/faq/ → /help/faq (the API keeps its slashes; it is not routed here).
  if (pathname.length > 1 && pathname.endsWith("/") && !pathname.startsWith("/embed/")) {
    const url = new URL(request.url);
    url.pathname = pathname.replace(/\/+$/, "") || "/";
    return NextResponse.redirect(url, 308);
  }

  const gate = await getSiteGate(site);
  if (gate.kind === "unknown") return unknownHostResponse(locale);
  if (gate.kind === "outage") return outageResponse(locale);
  if (gate.forceLogin && !isSignInPage(path) && !(await isSignedIn(site, request.cookies.get(SESSION_COOKIE)?.value))) {
    return toLogin(request, locale);
  }

  if (pathname.startsWith("/embed/")) {
    const url = request.nextUrl.clone();
    url.pathname = `/${site}${url.pathname}`;
    // The production server asking again for an embed no item answers: the player's not-found page,
    // framed like any embed (lib/http/not-found-page.ts).
    if (request.headers.get(NOT_FOUND_PAGE_HEADER) === "embed") {
      url.pathname = `/${site}/embed-not-found`;
      url.search = "";
    }
    // Rendered per request: a fresh nonce, which the framework reads from the request's policy.
    // Framed only where the site's settings allow (embed_allowed_domains, read just above).
    const policy = contentSecurityPolicy({
      dev: process.env.NODE_ENV !== "production",
      framable: { embedDomains: gate.embedDomains },
      nonce: btoa(crypto.randomUUID()),
    });
    const headers = new Headers(request.headers);
    headers.set("content-security-policy", policy);
    const response = NextResponse.rewrite(url, { request: { headers } });
    response.headers.set("content-security-policy", policy);
    return response;
  }

  const localized = intl(request);
  if (localized.headers.has("location")) return localized;

  // The production server asking again for an address no page answers: the site's not-found page
  // in the address's language (lib/http/not-found-page.ts). It strips this header from every
  // request it receives, so only it can ask.
  const notFoundKind = request.headers.get(NOT_FOUND_PAGE_HEADER);
  if (notFoundKind && NOT_FOUND_KINDS.includes(notFoundKind as NotFoundKind)) {
    const url = request.nextUrl.clone();
    url.pathname = `/${site}/not-found-page/${locale}/${notFoundKind}`;
    url.search = "";
    return NextResponse.rewrite(url);
  }

  const rewritten = localized.headers.get("x-middleware-rewrite");
  const url = rewritten ? new URL(rewritten) : request.nextUrl.clone();
  url.pathname = `/${site}${url.pathname}`;
  // A search is rendered at its state's segment, so that each is cached once as a page
  // (lib/search/state-segment.ts); only this writes one: a public /search/… address goes one
  // segment deeper, where no page is.
  if (path === "/search") {
    const state = parseSearchQuery(request.nextUrl.searchParams);
    if (hasCriteria(state)) url.pathname += `/${encodeSearchSegment(state)}`;
  } else if (isBelowSearch(path)) {
    url.pathname += "/-";
  }
  const response = NextResponse.rewrite(url);
  // Keep what next-intl added: the request's locale header, the locale cookie, hreflang Link.
  localized.headers.forEach((value, key) => {
    if (!PASS_THROUGH.has(key)) response.headers.set(key, value);
  });
  return response;
}

export const config = {
  // Every path but the API, Next's own files, thumbnails, the public folder's files and the
  // crawler files; the internal /{site}/… paths are never reachable from outside. Links to the
  // paths left out are not prefetched as pages (NOT_PAGES in components/layout/intent-prefetch.tsx).
  matcher: ["/((?!api/|_next/|images/|demo/|help/videos/|robots\\.txt$|sitemap\\.xml$|sitemaps/|favicon\\.ico$).*)"],
};
