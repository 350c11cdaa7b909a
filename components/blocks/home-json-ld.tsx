import { JsonLd } from "@/components/ui/json-ld";
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

export function HomeJsonLd(props: Props) {
  return <JsonLd data={websiteJsonLd(props)} />;
}
