// Which item page an oEmbed `url` names on the site that was asked: `/{slug}` or `/fr/{slug}`, with
// or without a trailing slash, over http or https, on the host the request came to (its port
// aside: the port does not choose the site either, lib/site/key.ts). Anything else (another host,
// another scheme such as javascript:, a relative or malformed address, another page of the site)
// names no item here: null, which the endpoint answers with the spec's 404.
import { splitLocale, type AppLocale } from "../i18n/locales";

/**
 * The pages at the root of a locale (app/[site]/[locale]/): `/search` is the search page, never an
 * item called "search" (tests/unit/oembed/item-url.test.ts keeps this list alike with the folders).
 */
export const RESERVED_SLUGS: ReadonlySet<string> = new Set([
  "account",
  "admin",
  "auth",
  "category",
  "checkout",
  "help",
  "legal",
  "medias",
  "my-list",
  "search",
]);

export type ItemAddress = { locale: AppLocale; slug: string };

function parseAbsolute(url: string): URL | null {
  try {
    return new URL(url);
  } catch {
    return null;
  }
}

function decoded(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/** `site`: the site key of the request (its host name, lower case, without port). */
export function itemAddressOf(url: string, site: string): ItemAddress | null {
  const parsed = parseAbsolute(url);
  if (!parsed || (parsed.protocol !== "https:" && parsed.protocol !== "http:")) return null;
  if (parsed.username || parsed.password) return null;
  if (parsed.hostname.replace(/\.$/, "") !== site) return null;
  const { locale, path } = splitLocale(parsed.pathname.replace(/(.)\/$/, "$1"));
  const segment = /^\/([^/]+)$/.exec(path)?.[1];
  const slug = segment === undefined ? null : decoded(segment);
  if (!slug || RESERVED_SLUGS.has(slug)) return null;
  return { locale, slug };
}
