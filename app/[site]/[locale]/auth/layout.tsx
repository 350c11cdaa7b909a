import type { ReactNode } from "react";
import { AuthCard } from "@/components/auth/auth-card";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import { getSettings } from "@/lib/server/data";

type Props = { children: ReactNode; params: SiteParams };

// /auth/* – the login, registration and password-reset pages, in the auth card, inside the site frame
export default async function AuthLayout({ children, params }: Props) {
  const { site, locale } = await readPageParams(params);
  // The site layout has already loaded the settings (cached); without them it shows its own error.
  const settings = await getSettings(site, locale).catch(() => null);
  return (
    <AuthCard siteName={settings?.name ?? ""} logo={settings?.logo ?? null} backgroundImage={settings?.auth_background_image ?? null}>
      {children}
    </AuthCard>
  );
}
