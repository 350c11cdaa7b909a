import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { RegisterForm } from "@/components/auth/register-form";
import { authPageSettings } from "@/lib/auth/auth-pages";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

type Props = { params: SiteParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "auth.meta" });
  return { title: t("register"), robots: { index: false } };
}

// /auth/register – open registration (users method, when the site allows it)
export default async function RegisterPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  await authPageSettings(site, locale, "register");
  return <RegisterForm />;
}
