import type { Metadata } from "next";
import { getHelpMetadata } from "@/components/help/help-metadata";
import { getHelpSite } from "@/components/help/help-site";
import { HelpTutorial } from "@/components/help/help-tutorial";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

type Props = { params: SiteParams };

const PATH = "/help/tutos/create-account";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  return getHelpMetadata({ site, locale, path: PATH, namespace: "tutos.createAccount.meta" });
}

// /help/tutos/create-account – tutorial video and steps; a 404 on a site without open registration
export default async function TutoCreateAccountPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const { siteName, siteUrl, profile } = await getHelpSite(site, locale, PATH);
  return <HelpTutorial tutorial="createAccount" siteName={siteName} siteUrl={siteUrl} profile={profile} />;
}
