import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { OutboxView } from "@/components/admin/outbox-view";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

type Props = { params: SiteParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "admin" });
  return { title: t("outbox.title"), robots: { index: false, follow: false } };
}

// /admin/outbox – members only; the content is loaded in the browser (see the admin layout)
export default async function AdminOutboxPage({ params }: Props) {
  await readPageParams(params);
  return <OutboxView />;
}
