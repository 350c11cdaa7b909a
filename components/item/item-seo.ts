// What search engines, link previews and reference managers read of an item page: metadata (with
// citation_* and DC.* tags, the oEmbed discovery links and the IIIF manifest's), a VideoObject and a BreadcrumbList
// (schema.org). Only public fields: never a file link.
import type { Metadata } from "next";
import { breadcrumbList } from "@/components/catalogue/breadcrumb-json-ld";
import type { Item, WebsiteSettings } from "@/lib/api/schemas";
import { citationSource } from "@/lib/citations/citation-source";
import { citationMetaTags } from "@/lib/citations/meta-tags";
import { iiifManifestAlternate } from "@/lib/iiif/discovery";
import { thumbnailUrl } from "@/lib/images";
import { oembedAlternates } from "@/lib/oembed/discovery";
import { alternatesFor } from "@/lib/site/metadata";
import { absoluteUrl, siteOrigin } from "@/lib/site/url";
import { itemDuration } from "./item-rules";

type Where = { site: string; locale: string };

export function itemThumbnail(site: string, item: Item): string {
  return `${siteOrigin(site)}${thumbnailUrl(item.content_object_type, item.content_object.uid, 1280)}`;
}

function excerptOf(item: Item): string {
  const content = item.content_object;
  return (content.excerpt ?? content.description ?? "").trim().slice(0, 300);
}

/** The citation of the item as its page gives it (the Cite dialog, the citation_* tags). */
export function itemCitationSource({ site, locale }: Where, item: Item, settings: Pick<WebsiteSettings, "name">) {
  return citationSource(item, settings, absoluteUrl(site, locale, `/${item.slug}`), locale);
}

/** `settings`: the site's, for the publisher of the citation tags (left out without them). */
export function itemMetadata({ site, locale }: Where, item: Item, settings?: Pick<WebsiteSettings, "name">): Metadata {
  const name = item.content_object.name;
  const description = excerptOf(item);
  const image = { url: itemThumbnail(site, item), width: 1280, height: 720, alt: name };
  const url = absoluteUrl(site, locale, `/${item.slug}`);
  return {
    title: name,
    description: description || undefined,
    alternates: {
      ...alternatesFor(site, locale, `/${item.slug}`),
      types: { ...oembedAlternates(site, url, name), ...iiifManifestAlternate(site, item.slug, name) },
    },
    openGraph: {
      type: "video.other",
      title: name,
      description: description || undefined,
      url,
      images: [image],
    },
    twitter: { card: "summary_large_image", title: name, description: description || undefined, images: [image.url] },
    ...(settings ? { other: citationMetaTags(itemCitationSource({ site, locale }, item, settings), item.published_at) } : {}),
  };
}

/** `transcript`: the words of the item, only when anyone may play it (never a restricted item's). */
export function itemJsonLd({ site, locale }: Where, item: Item, homeLabel: string, transcript?: string): object[] {
  const seconds = Math.floor(itemDuration(item));
  const first = item.categories[0];
  const video: Record<string, unknown> = {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: item.content_object.name,
    description: excerptOf(item) || item.content_object.name,
    thumbnailUrl: [itemThumbnail(site, item)],
    embedUrl: `${siteOrigin(site)}/embed/${item.uid}/`,
    url: absoluteUrl(site, locale, `/${item.slug}`),
    ...(item.published_at ? { uploadDate: item.published_at } : {}),
    ...(seconds > 0 ? { duration: `PT${seconds}S` } : {}),
    ...(item.languages?.length ? { inLanguage: item.languages.length === 1 ? item.languages[0] : item.languages } : {}),
    ...(item.content_object.tags.length ? { keywords: item.content_object.tags.join(", ") } : {}),
    ...(transcript ? { transcript } : {}),
  };
  const crumbs = [
    { name: homeLabel, url: absoluteUrl(site, locale, "/") },
    ...(first ? [{ name: first.name, url: absoluteUrl(site, locale, `/category/${first.slug}`) }] : []),
    { name: item.content_object.name, url: absoluteUrl(site, locale, `/${item.slug}`) },
  ];
  return [video, breadcrumbList(crumbs)];
}
