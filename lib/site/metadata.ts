import type { Metadata } from "next";
import { absoluteUrl } from "./url";

/** Canonical URL and hreflang alternates (en, fr, x-default) of one page. */
export function alternatesFor(site: string, locale: string, path: string): Metadata["alternates"] {
  return {
    canonical: absoluteUrl(site, locale, path),
    languages: {
      en: absoluteUrl(site, "en", path),
      fr: absoluteUrl(site, "fr", path),
      "x-default": absoluteUrl(site, "en", path),
    },
  };
}
