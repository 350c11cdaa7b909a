import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { OrdersView } from "@/components/admin/orders-view";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import { getSettings } from "@/lib/server/data";

type Props = { params: SiteParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "orders" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

// /admin/orders – members only, on a site with monetization; the content is loaded in the browser
// (see the admin layout)
export default async function AdminOrdersPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const settings = await getSettings(site, locale);
  if (!settings.monetization_enabled) notFound();
  return <OrdersView />;
}
