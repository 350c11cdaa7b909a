import { splitLocale } from "../i18n/locales";
import { isUuid } from "../uuid";

/** The site's not-found pages the server sends in place of the framework's empty one
 * (lib/http/not-found-page.ts): a page's and a category's. */
export const NOT_FOUND_KINDS = ["page", "category"] as const;
export type NotFoundKind = (typeof NOT_FOUND_KINDS)[number];
/** What the server asks proxy.ts for: one of the site's not-found pages, or the player's (an embed's). */
export type NotFoundAsk = NotFoundKind | "embed";

/**
 * The request header that asks proxy.ts for the not-found page of a kind. The production server
 * sets it on its second pass over a request, and strips it from every request it receives.
 */
export const NOT_FOUND_PAGE_HEADER = "x-not-found-page";

/** Which not-found page an address gets: the player's for an embed (/embed/…, never prefixed by a
 * language), a category's (spec §8) for /category/{slug}, else the general one. */
export function notFoundKindOf(pathname: string): NotFoundAsk {
  if (pathname.startsWith("/embed/")) return "embed";
  return /^\/category\/[^/]+$/.test(splitLocale(pathname).path) ? "category" : "page";
}

type ManifestRoute = { page: string; regex: string };
export type RoutesManifest = { staticRoutes?: ManifestRoute[]; dynamicRoutes?: ManifestRoute[] };

/** The route that takes every address no other route does: its page calls notFound(). */
export const CATCH_ALL_ROUTE = "/[site]/[locale]/[...rest]";

/** An address an embed page may answer: `/embed/{uid}/` or `/embed/media/{id}/`, whose pages refuse
 * any id but a UUID without asking for it (app/[site]/embed). */
function isEmbedAddress(pathname: string): boolean {
  const [, id, more] = /^\/embed\/(?:media\/)?([^/]+)\/?(.*)$/.exec(pathname) ?? [];
  return id !== undefined && more === "" && isUuid(id);
}

/**
 * From the build's routes manifest (`.next/routes-manifest.json`: each route's pattern, in the order
 * the framework tries them), a test of whether a public address reaches the catch-all route only,
 * so that no page can answer it. proxy.ts renders a public address at /{site}/{locale}/…; the site is
 * any one segment, so a stand-in takes its place. Embeds, rendered without a language, are read by
 * their own rule (isEmbedAddress).
 */
export function catchAllTest(manifest: RoutesManifest): (pathname: string) => boolean {
  const routes = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map(({ page, regex }) => ({
    page,
    pattern: new RegExp(regex),
  }));
  if (!routes.some((route) => route.page === CATCH_ALL_ROUTE)) return () => false;
  return (pathname) => {
    if (pathname.startsWith("/embed/")) return !isEmbedAddress(pathname);
    const { locale, path } = splitLocale(pathname);
    const internal = `/site/${locale}${path === "/" ? "" : path}`;
    return routes.find((route) => route.pattern.test(internal))?.page === CATCH_ALL_ROUTE;
  };
}
