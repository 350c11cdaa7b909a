import type { Metadata } from "next";
import { getHelpMetadata } from "@/components/help/help-metadata";
import { getHelpSite } from "@/components/help/help-site";
import { HelpTutorial } from "@/components/help/help-tutorial";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

type Props = { params: SiteParams };

const PATH = "/help/tutos/request";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  return getHelpMetadata({ site, locale, path: PATH, namespace: "tutos.request.meta" });
}

// /help/tutos/request – tutorial video and steps; a 404 on a site without personal accounts
export default async function TutoRequestPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const { siteName, siteUrl, profile } = await getHelpSite(site, locale, PATH);
  return <HelpTutorial tutorial="request" siteName={siteName} siteUrl={siteUrl} profile={profile} />;
}
