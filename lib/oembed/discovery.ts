// oEmbed discovery (https://oembed.com/#section4): an item page names its oEmbed answers in
// <link rel="alternate" type="application/json+oembed" | "text/xml+oembed" href=… title=…>, which
// consumers (WordPress, link previews) read to find the endpoint from the page's address alone.
import type { Metadata } from "next";
import { siteOrigin } from "../site/url";
import type { OEmbedFormat } from "./request";

/** The endpoint's address for one page of the site (`pageUrl`, absolute) in one format. */
export function oembedEndpoint(site: string, pageUrl: string, format: OEmbedFormat): string {
  return `${siteOrigin(site)}/oembed?url=${encodeURIComponent(pageUrl)}&format=${format}`;
}

/** `alternates.types` of the page's metadata: both formats, titled with the page's title. */
export function oembedAlternates(site: string, pageUrl: string, title: string): NonNullable<NonNullable<Metadata["alternates"]>["types"]> {
  return {
    "application/json+oembed": [{ url: oembedEndpoint(site, pageUrl, "json"), title }],
    "text/xml+oembed": [{ url: oembedEndpoint(site, pageUrl, "xml"), title }],
  };
}
