import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BLOCK_COMPONENTS, BlockList } from "@/components/blocks/block-renderer";
import { HomeFallback } from "@/components/blocks/home-fallback";
import { HomeJsonLd } from "@/components/blocks/home-json-ld";
import { PageMessages } from "@/components/i18n/page-messages";
import type { Page } from "@/lib/api/schemas";
import { ROUTE_NAMESPACES } from "@/lib/i18n/client-messages";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import { getAllCategories, getPageById, getSettings } from "@/lib/server/data";
import { alternatesFor } from "@/lib/site/metadata";
import { absoluteUrl } from "@/lib/site/url";
import { orNotFound } from "@/lib/server/not-found";

type Props = { params: SiteParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  const [t, settings] = await Promise.all([
    getTranslations({ locale, namespace: "metadata" }),
    getSettings(site, locale).catch(() => null),
  ]);
  const name = settings?.name ?? "";
  const description = t("defaultDescription");
  return {
    // The layout's template would read "Name – Name" here.
    title: { absolute: name },
    description,
    alternates: alternatesFor(site, locale, "/"),
    openGraph: {
      type: "website",
      siteName: name,
      title: name,
      description,
      url: absoluteUrl(site, locale, "/"),
      locale: locale === "fr" ? "fr_FR" : "en_GB",
      images: settings?.logo ? [{ url: settings.logo, alt: name }] : undefined,
    },
  };
}

async function loadHomePage(site: string, locale: string, id: number | null): Promise<Page | null> {
  if (id === null) return null;
  return orNotFound(getPageById(site, locale, id));
}

// / – the home page: the blocks of the page set as the site's home_page (spec §2)
export default async function HomePage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const settings = await getSettings(site, locale);

  const page = await loadHomePage(site, locale, settings.home_page);
  const blocks = (page?.content ?? []).filter(
    (block) => block.is_displayed && (BLOCK_COMPONENTS as readonly string[]).includes(block.component),
  );
  const jsonLd = <HomeJsonLd site={site} locale={locale} name={settings.name} />;

  if (blocks.length === 0) {
    const categories = await getAllCategories(site, locale);
    return (
      <PageMessages locale={locale} namespaces={ROUTE_NAMESPACES.home}>
        {jsonLd}
        <HomeFallback siteName={settings.name} categories={categories} />
      </PageMessages>
    );
  }
  return (
    <PageMessages locale={locale} namespaces={ROUTE_NAMESPACES.home}>
      {jsonLd}
      {/* Blocks carry h2 titles only: the page's h1 is the site name, for outlines and screen readers. */}
      <h1 className="sr-only">{settings.name}</h1>
      <BlockList blocks={blocks} site={site} locale={locale} />
    </PageMessages>
  );
}
