import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RequestsView } from "@/components/admin/requests-view";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

type Props = { params: SiteParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "admin" });
  return { title: t("requests.title"), robots: { index: false, follow: false } };
}

// /admin – members only; the content is loaded in the browser (see the admin layout)
export default async function AdminRequestsPage({ params }: Props) {
  await readPageParams(params);
  return <RequestsView />;
}
