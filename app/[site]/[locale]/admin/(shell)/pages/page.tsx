import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PagesView } from "@/components/editor/pages-view";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

type Props = { params: SiteParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "editor" });
  return { title: t("pages.title"), robots: { index: false, follow: false } };
}

// /admin/pages – members only; the list is loaded in the browser (see the admin layouts)
export default async function AdminPagesPage({ params }: Props) {
  await readPageParams(params);
  return <PagesView />;
}
