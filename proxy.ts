// Every page request passes here first:
// 1. one URL per page (a trailing slash is dropped);
// 2. what no page takes is refused (malformed or null-holding paths 400, a body 400, a method but
//    GET or HEAD 405: lib/server/request-screen.ts);
// 3. the host must name a site (421 otherwise) and the content service must answer (503 otherwise);
// 4. a site that forces sign-in serves nothing but its sign-in pages to a visitor without a session;
// 5. locale negotiation (next-intl), then the site: /fr/help/faq on studio.example.org is rendered
//    internally as /studio.example.org/fr/help/faq, so each site's pages cache apart; a search
//    (/search?q=…) at its state's segment, so each search caches as a page.
// Access to each item is still checked by the backend on every call.
import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { splitLocale, type AppLocale } from "./lib/i18n/locales";
import { routing } from "./lib/i18n/routing";
import { hasCriteria, parseSearchQuery } from "./lib/search/params";
import { encodeSearchSegment, isBelowSearch } from "./lib/search/state-segment";
import { mediaOrigin } from "./lib/media-origin";
import { allowMediaFrom, contentSecurityPolicy } from "./lib/security-headers";
import { env } from "./lib/env";
import { embedExists } from "./lib/server/embed-exists";
import { embedLocale } from "./lib/player/embed-locale";
import { screenPageRequest, screenPath } from "./lib/server/request-screen";
import { outageResponse, unknownHostResponse } from "./lib/server/edge-responses";
import { SESSION_COOKIE } from "./lib/server/session-cookie";
import { getSiteGate, isSignedIn } from "./lib/server/site-gate";
import { siteKeyOf } from "./lib/site/key";

const intl = createMiddleware(routing);

/** What next-intl's answer carries that a page's answer must not: its own routing headers, and the
 * locale cookie. A page's answer is public and cached (s-maxage), so it sets no cookie: the language
 * is in the URL, and the cookie is written only where a visitor chooses one (the language switcher). */
const NOT_PASSED = new Set(["x-middleware-rewrite", "x-middleware-next", "location", "set-cookie"]);

/** The API's and thumbnails' paths (route handlers), which the matcher's second entry brings here. */
const isDataPath = (pathname: string) => pathname.startsWith("/api/") || pathname.startsWith("/images/");

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

const dev = process.env.NODE_ENV !== "production";
/**
 * Where pages may play media from besides the site (a bucket), if anywhere. Read here, at run time,
 * not in next.config.ts's headers() (fixed at build): one build serves any storage configuration.
 */
const storageOrigin = mediaOrigin(env);
/** The page policy widened to the bucket; next.config.ts's stands when there is none. */
const isPreview = (path: string) => /^\/admin\/pages\/[^/]+\/preview$/.test(path);
const pagePolicy = (path: string) =>
  allowMediaFrom(contentSecurityPolicy({ dev, framable: isPreview(path) ? "self" : false }), storageOrigin);

export default async function proxy(request: NextRequest) {
  const site = siteKeyOf(request.headers);
  const { pathname } = request.nextUrl;
  const { locale, path } = splitLocale(pathname);
  const rawPath = new URL(request.url).pathname;

  // The API and thumbnails only have their paths screened; their route handlers do the rest.
  if (isDataPath(pathname)) return screenPath(rawPath) ?? NextResponse.next();
  const refused = screenPageRequest(request.method, rawPath, request.headers);
  if (refused) return refused;

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
    // An embed of nothing: the player's not-found page in the frame's language, drawn once and
    // cached, so without a nonce (lib/server/embed-exists.ts says why it is asked here).
    const exists = await embedExists(site, pathname);
    if (!exists) {
      const frameLocale = embedLocale({
        referer: request.headers.get("referer"),
        host: request.headers.get("x-forwarded-host") ?? request.headers.get("host"),
        acceptLanguage: request.headers.get("accept-language"),
      });
      url.pathname = `/${site}/embed-not-found/${frameLocale}`;
      url.search = "";
    }
    // Rendered per request: a fresh nonce, which the framework reads from the request's policy.
    // Framed only where the site's settings allow (embed_allowed_domains, read just above).
    const nonce = exists ? btoa(crypto.randomUUID()) : undefined;
    const policy = allowMediaFrom(contentSecurityPolicy({ dev, framable: { embedDomains: gate.embedDomains }, nonce }), storageOrigin);
    const headers = new Headers(request.headers);
    headers.set("content-security-policy", policy);
    const response = NextResponse.rewrite(url, { request: { headers } });
    response.headers.set("content-security-policy", policy);
    return response;
  }

  const localized = intl(request);
  if (localized.headers.has("location")) return localized;

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
  // Keep what next-intl added: the request's locale header and the hreflang Link.
  localized.headers.forEach((value, key) => {
    if (!NOT_PASSED.has(key)) response.headers.set(key, value);
  });
  if (storageOrigin) response.headers.set("content-security-policy", pagePolicy(path));
  return response;
}

export const config = {
  // Every path but the API, Next's own files, thumbnails, the public folder's files, the crawler
  // files, the oEmbed and OAI-PMH endpoints and the IIIF documents and services (their route
  // handlers answer a forced-login site's visitor with a 401, not the sign-in page) and the probes
  // (/healthz, /readyz: any host, no site); the internal /{site}/… paths are never reachable from
  // outside. Links to the paths left out are not prefetched as pages (NOT_PAGES in
  // lib/not-pages.ts). The API's and thumbnails' paths come too
  // when they hold a percent sign, only to be screened (isDataPath): the framework would answer a
  // malformed one with a 500. Only those: the framework reads the whole body of a request it shows
  // the proxy, and an API body is read by its route handler, under a limit, as a stream.
  matcher: [
    "/((?!api/|_next/|images/|demo/|help/videos/|robots\\.txt$|sitemap\\.xml$|sitemaps/|favicon\\.ico$|oembed$|oai$|iiif/|healthz$|readyz$).*)",
    "/(api|images)/:path(.*%.*)",
  ],
};
