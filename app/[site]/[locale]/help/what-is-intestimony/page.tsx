import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HelpArticle } from "@/components/help/help-article";
import { getHelpMetadata } from "@/components/help/help-metadata";
import { getHelpSite } from "@/components/help/help-site";
import { HelpSeeAlso } from "@/components/help/help-see-also";
import { WhatIsContent } from "@/components/help/what-is-content";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

type Props = { params: SiteParams };

const PATH = "/help/what-is-intestimony";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  return getHelpMetadata({ site, locale, path: PATH, namespace: "whatIs.meta", paidNamespace: "whatIs.metaPaid" });
}

// /help/what-is-intestimony – about the project, the founder and the organisation; on a site that
// sells access, about the channel, its paid access and who runs it
export default async function WhatIsPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const [t, tHelp, { siteName, siteUrl, profile }] = await Promise.all([
    getTranslations("whatIs"),
    getTranslations("help"),
    getHelpSite(site, locale, PATH),
  ]);
  const intro = profile.paid ? t("introPaid", { siteName }) : t("intro", { siteName });
  return (
    <HelpArticle eyebrow={tHelp("label")} title={t("title", { siteName })} intro={intro}>
      <WhatIsContent siteName={siteName} siteUrl={siteUrl} paid={profile.paid} />
      <HelpSeeAlso current={PATH} siteName={siteName} profile={profile} />
    </HelpArticle>
  );
}
