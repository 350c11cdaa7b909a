// How an item page names its IIIF manifest: <link rel="alternate" type="application/ld+json">
// (https://iiif.io/api/discovery/ — the common form viewers and harvesters look for), beside the
// oEmbed links; and the share panel's drag-and-drop link, `{manifest}?manifest={manifest}`, the
// form IIIF viewers accept when the logo is dropped on them (https://iiif.io/api/introduction/#drag-and-drop).
import type { Metadata } from "next";
import { siteOrigin } from "../site/url";
import { iiifUrls } from "./urls";

export function manifestUrl(site: string, slug: string): string {
  return iiifUrls(siteOrigin(site), site).manifest(slug);
}

/** `alternates.types` of the item page's metadata. */
export function iiifManifestAlternate(
  site: string,
  slug: string,
  title: string,
): NonNullable<NonNullable<Metadata["alternates"]>["types"]> {
  return { "application/ld+json": [{ url: manifestUrl(site, slug), title }] };
}

/** The link a visitor drags into a IIIF viewer. */
export function dragAndDropUrl(site: string, slug: string): string {
  const manifest = manifestUrl(site, slug);
  return `${manifest}?manifest=${encodeURIComponent(manifest)}`;
}
