// Title, description and hreflang alternates of a help page, in the page's language.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import type { AppLocale } from "@/lib/i18n/routing";
import { getSettings } from "@/lib/server/data";
import { alternatesFor } from "@/lib/site/metadata";
import { helpPageApplies, helpProfile } from "@/lib/help/profile";

type MetaNamespace =
  | "faq.meta"
  | "faq.metaPaid"
  | "terms.meta"
  | "whatIs.meta"
  | "whatIs.metaPaid"
  | "tutos.createAccount.meta"
  | "tutos.request.meta"
  | "tutos.buy.meta"
  | "tutos.search.meta";

type Args = {
  site: string;
  locale: AppLocale;
  path: string;
  namespace: MetaNamespace;
  /** The texts to use instead on a site with monetization enabled. */
  paidNamespace?: MetaNamespace;
};

export async function getHelpMetadata({ site, locale, path, namespace, paidNamespace }: Args): Promise<Metadata> {
  const settings = await getSettings(site, locale).catch(() => null);
  const profile = settings ? helpProfile(settings) : null;
  if (profile && !helpPageApplies(path, profile)) notFound();
  const t = await getTranslations({ locale, namespace: profile?.paid && paidNamespace ? paidNamespace : namespace });
  const siteName = settings?.name ?? "";
  return {
    title: t("title", { siteName }),
    description: t("description", { siteName }),
    alternates: alternatesFor(site, locale, path),
  };
}
