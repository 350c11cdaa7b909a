import type { Metadata } from "next";
import { getHelpMetadata } from "@/components/help/help-metadata";
import { HelpTutorial } from "@/components/help/help-tutorial";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import { getSiteName, getSiteUrl } from "@/lib/site/current";

type Props = { params: SiteParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  return getHelpMetadata({ site, locale, path: "/help/tutos/create-account", namespace: "tutos.createAccount.meta" });
}

// /help/tutos/create-account – tutorial video and steps
export default async function TutoCreateAccountPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const [siteName, siteUrl] = await Promise.all([getSiteName(site, locale), getSiteUrl(site)]);
  return <HelpTutorial tutorial="createAccount" siteName={siteName} siteUrl={siteUrl} />;
}
