import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HelpArticle } from "@/components/help/help-article";
import { getHelpMetadata } from "@/components/help/help-metadata";
import { HelpSeeAlso } from "@/components/help/help-see-also";
import { WhatIsContent } from "@/components/help/what-is-content";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import { getSiteName, getSiteUrl } from "@/lib/site/current";

type Props = { params: SiteParams };

const PATH = "/help/what-is-intestimony";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  return getHelpMetadata({ site, locale, path: PATH, namespace: "whatIs.meta" });
}

// /help/what-is-intestimony – about the project, the founder and the organisation
export default async function WhatIsPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const [t, tHelp, siteName, siteUrl] = await Promise.all([
    getTranslations("whatIs"),
    getTranslations("help"),
    getSiteName(site, locale),
    getSiteUrl(site),
  ]);
  return (
    <HelpArticle eyebrow={tHelp("label")} title={t("title", { siteName })} intro={t("intro", { siteName })}>
      <WhatIsContent siteName={siteName} siteUrl={siteUrl} />
      <HelpSeeAlso current={PATH} siteName={siteName} />
    </HelpArticle>
  );
}
