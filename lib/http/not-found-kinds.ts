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

/** A public address below /search (`/search/…`): no page's. A search is rendered at its state's
 * segment, which only proxy.ts writes; it renders such an address one segment deeper, where the
 * catch-all route takes it. */
export const isBelowSearch = (path: string) => path.startsWith("/search/");

/** The route of an address that names an item (`/{slug}`) and of one that names a category. */
const ITEM_ROUTE = "/[site]/[locale]/[itemSlug]";
const CATEGORY_ROUTE = "/[site]/[locale]/category/[categorySlug]";

/** What an item's or a category's address names, as the content API's path calls it, and the
 * address's language (the page reads it in that language). */
export type NamedContent = { kind: "items" | "categories"; slug: string; locale: string };

/**
 * From the build's routes manifest (`.next/routes-manifest.json`: each route's pattern, in the order
 * the framework tries them), the route that takes a public address (its `page`), or undefined.
 * proxy.ts renders a public address at /{site}/{locale}/…; the site is any one segment, so a
 * stand-in takes its place. Embeds, rendered without a language, are not read here.
 */
export function routeTest(manifest: RoutesManifest): (pathname: string) => string | undefined {
  const routes = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].map(({ page, regex }) => ({
    page,
    pattern: new RegExp(regex),
  }));
  return (pathname) => {
    const { locale, path } = splitLocale(pathname);
    const internal = `/site/${locale}${path === "/" ? "" : path}${isBelowSearch(path) ? "/-" : ""}`;
    return routes.find((route) => route.pattern.test(internal))?.page;
  };
}

/** What the edge reads of a page's address before the framework sees it: whether only the
 * catch-all route takes it, so that no page can answer it (embeds by their own rule,
 * isEmbedAddress), and the item or category it names, if any. */
export type AddressReading = { onlyCatchAll: boolean; named: NamedContent | null };

/** From the build's routes manifest, the edge's reading of an address (each route tried once). */
export function addressReader(manifest: RoutesManifest): (pathname: string) => AddressReading {
  const routeOf = routeTest(manifest);
  const hasCatchAll = [...(manifest.staticRoutes ?? []), ...(manifest.dynamicRoutes ?? [])].some((route) => route.page === CATCH_ALL_ROUTE);
  return (pathname) => {
    if (pathname.startsWith("/embed/")) return { onlyCatchAll: hasCatchAll && !isEmbedAddress(pathname), named: null };
    const route = routeOf(pathname);
    return { onlyCatchAll: hasCatchAll && route === CATCH_ALL_ROUTE, named: contentNamedBy(route, pathname) };
  };
}

/** The item or category that an address taken by `route` names; null for any other route, or a
 * slug whose percent-encoding is broken (the framework answers that one itself). */
function contentNamedBy(route: string | undefined, pathname: string): NamedContent | null {
  const kind = route === ITEM_ROUTE ? "items" : route === CATEGORY_ROUTE ? "categories" : null;
  if (kind === null) return null;
  const segment = pathname.slice(pathname.lastIndexOf("/") + 1);
  try {
    return { kind, slug: decodeURIComponent(segment), locale: splitLocale(pathname).locale };
  } catch {
    return null;
  }
}
