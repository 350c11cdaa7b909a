import type { Metadata, Viewport } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import type { CSSProperties, ReactNode } from "react";
import { fontVariables } from "@/app/fonts/roboto";
import { SessionGuard } from "@/components/auth/session-guard";
import { SiteFrame } from "@/components/layout/site-frame";
import { ToasterHost } from "@/components/ui/toaster-host";
import { navCategories } from "@/lib/categories/tree";
import { pickMessages, SHELL_NAMESPACES } from "@/lib/i18n/client-messages";
import { readPageParams } from "@/lib/i18n/page-params";
import { getAllCategories, getSettings } from "@/lib/server/data";
import { alternatesFor } from "@/lib/site/metadata";
import { siteOrigin } from "@/lib/site/url";
import { themeVariables } from "@/lib/theme";
import "../../globals.css";

type Props = { children: ReactNode; params: Promise<{ site: string; locale: string }> };

// Sites are known only at request time (by host): each page renders on its first visit, then is
// served from the cache until its data changes.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "metadata" });
  const settings = await getSettings(site, locale).catch(() => null);
  const name = settings?.name ?? "";
  return {
    metadataBase: new URL(siteOrigin(site)),
    title: { default: name, template: `%s – ${name}` },
    description: t("defaultDescription"),
    applicationName: name,
    alternates: alternatesFor(site, locale, "/"),
    icons: settings?.logo ? { icon: settings.logo } : undefined,
    openGraph: { siteName: name, locale: locale === "fr" ? "fr_FR" : "en_GB", type: "website" },
  };
}

export async function generateViewport({ params }: Props): Promise<Viewport> {
  const { site, locale } = await params;
  const settings = await getSettings(site, locale).catch(() => null);
  return { themeColor: settings?.colors_primary ?? "#884aff", colorScheme: settings?.colors_theme === "dark" ? "dark" : "light" };
}

export default async function SiteLayout({ children, params }: Props) {
  const { site, locale } = await readPageParams(params);

  // Start-up order of spec §2: the settings first. Without them the render fails and nothing is
  // cached (the proxy answers 503 while the content service is down).
  const settings = await getSettings(site, locale);
  // A site that forces sign-in shows its sign-in pages to anyone: no catalogue goes into them
  // (the frame reads the categories once the visitor is signed in).
  // The frame needs names and places only (navCategories), not descriptions and pictures.
  const categories = settings.auth_enabled && settings.auth_force_login ? [] : navCategories(await getAllCategories(site, locale));
  // The browser gets the messages of the frame's client leaves and of what opens from any page (the
  // help texts stay here); each page adds its own with <PageMessages>.
  const messages = pickMessages(await getMessages(), SHELL_NAMESPACES);

  return (
    <html lang={locale} data-theme={settings.colors_theme} style={{ ...fontVariables, ...themeVariables(settings) } as CSSProperties}>
      <body>
        <NextIntlClientProvider messages={messages}>
          <SessionGuard>
            <SiteFrame settings={settings} categories={categories}>
              {children}
            </SiteFrame>
          </SessionGuard>
          <ToasterHost theme={settings.colors_theme} />
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
