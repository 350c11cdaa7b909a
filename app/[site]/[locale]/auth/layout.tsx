import type { ReactNode } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import { getSettings } from "@/lib/server/data";

type Props = { children: ReactNode; params: SiteParams };

// /auth/* – the login, registration and password-reset pages, in the auth card, inside the site frame
export default async function AuthLayout({ children, params }: Props) {
  const { site, locale } = await readPageParams(params);
  const settings = await getSettings(site, locale);
  return (
    <AuthCard siteName={settings.name} logo={settings.logo} backgroundImage={settings.auth_background_image}>
      {children}
    </AuthCard>
  );
}
