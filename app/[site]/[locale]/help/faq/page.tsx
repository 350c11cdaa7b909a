import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { FaqAccordion } from "@/components/help/faq-accordion";
import { HelpArticle } from "@/components/help/help-article";
import { getHelpMetadata } from "@/components/help/help-metadata";
import { getHelpSite } from "@/components/help/help-site";
import { HelpSeeAlso } from "@/components/help/help-see-also";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

type Props = { params: SiteParams };

const PATH = "/help/faq";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  return getHelpMetadata({ site, locale, path: PATH, namespace: "faq.meta", paidNamespace: "faq.metaPaid" });
}

// /help/faq – the FAQ, grouped accordion; its groups and answers follow the site's settings
export default async function FaqPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const [t, tHelp, { siteName, siteUrl, profile }] = await Promise.all([
    getTranslations("faq"),
    getTranslations("help"),
    getHelpSite(site, locale, PATH),
  ]);
  const intro = profile.paid ? t("introPaid") : profile.requests ? t("intro") : t("introBasic");
  return (
    <HelpArticle eyebrow={tHelp("label")} title={t("title")} intro={intro}>
      <FaqAccordion siteName={siteName} siteUrl={siteUrl} profile={profile} />
      <HelpSeeAlso current={PATH} siteName={siteName} profile={profile} />
    </HelpArticle>
  );
}
