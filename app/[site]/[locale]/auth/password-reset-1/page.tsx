import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PasswordResetRequestForm } from "@/components/auth/password-reset-request-form";
import { authPageSettings } from "@/lib/auth/auth-pages";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

type Props = { params: SiteParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "auth.meta" });
  return { title: t("passwordReset1"), robots: { index: false } };
}

// /auth/password-reset-1 – asks for the account's e-mail and mails a reset link
export default async function PasswordResetRequestPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  await authPageSettings(site, locale, "passwordReset");
  return <PasswordResetRequestForm />;
}
