import type { Metadata, ResolvingMetadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import type { ReactNode } from "react";
import { ADMIN_NAMESPACES, pickMessages, PUBLIC_CLIENT_NAMESPACES } from "@/lib/i18n/client-messages";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import { getSettings } from "@/lib/server/data";

type Props = { children: ReactNode; params: SiteParams };

export async function generateMetadata({ params }: Props, parent: ResolvingMetadata): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "admin" });
  // A plain string title would end the site's "%s – <site name>" template here, and the members'
  // pages under it would be titled without the site's name: the area passes the template on.
  const template = (await parent).title?.template;
  return {
    title: template ? { default: t("title"), template } : t("title"),
    robots: { index: false, follow: false },
  };
}

// /admin/* – the members' area. The server renders the same static shell for everyone (it cannot
// know the viewer on a cached page); the gate decides in the browser, and the API enforces. The
// views live in (shell) – title and tabs, boxed –, the page editor in (full) – the whole width.
export default async function AdminLayout({ children, params }: Props) {
  const { site, locale } = await readPageParams(params);
  const settings = await getSettings(site, locale);
  // Members are accounts with an e-mail, on a site with sign-in (on a site-password site they sign in
  // by e-mail too).
  if (!settings?.auth_enabled) notFound();
  // This provider replaces the site layout's: the members' views reuse the public components (any
  // page's namespaces) and translate with their own too; the public pages never get those.
  const messages = pickMessages(await getMessages(), [...PUBLIC_CLIENT_NAMESPACES, ...ADMIN_NAMESPACES]);
  return <NextIntlClientProvider messages={messages}>{children}</NextIntlClientProvider>;
}
