import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { InvitationForm } from "@/components/auth/invitation-form";
import { authPageSettings } from "@/lib/auth/auth-pages";
import { readPageParams } from "@/lib/i18n/page-params";

type Props = { params: Promise<{ site: string; locale: string; invitationId: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "auth.meta" });
  return { title: t("invitation"), robots: { index: false } };
}

// /auth/register/{invitationId} – registration by invitation; the invitation is fetched in the browser
export default async function InvitationPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const { invitationId } = await params;
  await authPageSettings(site, locale, "invitation");
  return <InvitationForm invitationId={invitationId} />;
}
