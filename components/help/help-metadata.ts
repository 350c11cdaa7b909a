// Title, description and hreflang alternates of a help page, in the page's language.
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import type { AppLocale } from "@/lib/i18n/routing";
import { getSiteName } from "@/lib/site/current";
import { alternatesFor } from "@/lib/site/metadata";

type MetaNamespace = "faq.meta" | "terms.meta" | "whatIs.meta" | "tutos.createAccount.meta" | "tutos.request.meta" | "tutos.search.meta";

type Args = { site: string; locale: AppLocale; path: string; namespace: MetaNamespace };

export async function getHelpMetadata({ site, locale, path, namespace }: Args): Promise<Metadata> {
  const [t, siteName] = await Promise.all([getTranslations({ locale, namespace }), getSiteName(site, locale).catch(() => "")]);
  return {
    title: t("title", { siteName }),
    description: t("description", { siteName }),
    alternates: alternatesFor(site, locale, path),
  };
}
