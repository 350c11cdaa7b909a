// schema.org BreadcrumbList of a page, for search engines (https://schema.org/BreadcrumbList).

export type Crumb = { name: string; url: string };

export function breadcrumbList(crumbs: Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

/** `<` is escaped so a name can never close the script element. */
export function BreadcrumbJsonLd({ crumbs }: { crumbs: Crumb[] }) {
  const json = JSON.stringify(breadcrumbList(crumbs)).replace(/</g, "\\u003c");
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
