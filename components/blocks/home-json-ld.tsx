import { absoluteUrl } from "@/lib/site/url";

type Props = { site: string; locale: string; name: string };

/** schema.org WebSite with a SearchAction, so search engines can offer the site's search box. */
export function websiteJsonLd({ site, locale, name }: Props): Record<string, unknown> {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    name,
    url: absoluteUrl(site, locale, "/"),
    inLanguage: locale,
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: `${absoluteUrl(site, locale, "/search")}?q={search_term_string}` },
      "query-input": "required name=search_term_string",
    },
  };
}

/** `<` is escaped so a name holding `</script>` cannot close the tag. */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export function HomeJsonLd(props: Props) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: serializeJsonLd(websiteJsonLd(props)) }} />;
}
