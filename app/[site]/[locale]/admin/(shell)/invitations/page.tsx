import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { InvitationsView } from "@/components/admin/invitations-view";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import { getSettings } from "@/lib/server/data";

type Props = { params: SiteParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "admin" });
  return { title: t("invitations.title"), robots: { index: false, follow: false } };
}

// /admin/invitations – members only; the content is loaded in the browser (see the admin layout)
export default async function AdminInvitationsPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const settings = await getSettings(site, locale);
  if (settings?.auth_method !== "users") notFound();
  return <InvitationsView />;
}
