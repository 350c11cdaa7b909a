import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { LoginForm } from "@/components/auth/login-form";
import { authPageSettings } from "@/lib/auth/auth-pages";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

type Props = { params: SiteParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "auth.meta" });
  return { title: t("login"), robots: { index: false } };
}

// /auth/login – e-mail and password, or the site password; `?next=` is read by the form on success
export default async function LoginPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const settings = await authPageSettings(site, locale, "login");
  return (
    <LoginForm
      method={settings.auth_method}
      registrationEnabled={settings.auth_method === "users" && settings.auth_users_registration_enabled}
    />
  );
}
