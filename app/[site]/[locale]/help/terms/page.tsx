import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HelpArticle } from "@/components/help/help-article";
import { getHelpMetadata } from "@/components/help/help-metadata";
import { getHelpSite } from "@/components/help/help-site";
import { HelpSeeAlso } from "@/components/help/help-see-also";
import { TermsContent } from "@/components/help/terms-content";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

type Props = { params: SiteParams };

const PATH = "/help/terms";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  return getHelpMetadata({ site, locale, path: PATH, namespace: "terms.meta" });
}

// /help/terms – the terms of use
export default async function TermsPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const [t, tHelp, { siteName, siteUrl, profile }] = await Promise.all([
    getTranslations("terms"),
    getTranslations("help"),
    getHelpSite(site, locale, PATH),
  ]);
  return (
    <HelpArticle eyebrow={tHelp("label")} title={t("title")} intro={t("intro", { siteName, siteUrl })}>
      <TermsContent siteName={siteName} siteUrl={siteUrl} />
      <HelpSeeAlso current={PATH} siteName={siteName} profile={profile} />
    </HelpArticle>
  );
}
