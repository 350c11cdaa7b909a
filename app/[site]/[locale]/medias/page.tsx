import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ItemListMore } from "@/components/catalogue/item-list-more";
import { PageMessages } from "@/components/i18n/page-messages";
import { toCardData } from "@/lib/api/card";
import type { ItemQuery } from "@/lib/api/endpoints";
import { MEDIAS_PAGE_SIZE } from "@/lib/catalogue/ordering";
import { ROUTE_NAMESPACES } from "@/lib/i18n/client-messages";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import { getPublicItems } from "@/lib/server/data";
import { alternatesFor } from "@/lib/site/metadata";
import { orNotFound } from "@/lib/server/not-found";

type Props = { params: SiteParams };

const PATH = "/medias";
const QUERY: ItemQuery = { ordering: "-published_at" };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "medias" });
  return { title: t("title"), description: t("description"), alternates: alternatesFor(site, locale, PATH) };
}

// /medias – every item, newest first, 28 a page with a 'more' button
export default async function MediasPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const [page, t] = await Promise.all([
    orNotFound(getPublicItems(site, locale, { ...QUERY, limit: MEDIAS_PAGE_SIZE })),
    getTranslations("medias"),
  ]);
  return (
    <PageMessages locale={locale} namespaces={ROUTE_NAMESPACES.medias}>
      <section aria-labelledby="medias-title" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
        <h1 id="medias-title" className="text-3xl font-light sm:text-4xl">
          {t("title")}
        </h1>
        {!page ? (
          <p role="alert">{t("error")}</p>
        ) : page.results.length === 0 ? (
          <p className="text-muted">{t("empty")}</p>
        ) : (
          <ItemListMore
            firstPage={page.results.map(toCardData)}
            count={page.count}
            query={QUERY}
            pageSize={MEDIAS_PAGE_SIZE}
            headingLevel="h2"
            labelledBy="medias-title"
          />
        )}
      </section>
    </PageMessages>
  );
}
