import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { SubscriptionView } from "@/components/account/subscription-view";
import { PageMessages } from "@/components/i18n/page-messages";
import { ROUTE_NAMESPACES } from "@/lib/i18n/client-messages";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import { getSettings } from "@/lib/server/data";

type Props = { params: SiteParams };

// Personal page: kept out of search engines (the same shell for everyone, filled in the browser).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "subscription" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

// /account/subscription – the signed-in account's subscriptions (on a site-password site, the
// shared account's: whoever may subscribe for it may cancel); only on sites that sell them.
export default async function SubscriptionPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const settings = await getSettings(site, locale);
  if (!settings.monetization_enabled || !settings.auth_enabled) notFound();
  const t = await getTranslations("subscription");
  return (
    <PageMessages locale={locale} namespaces={ROUTE_NAMESPACES.subscription}>
      <section aria-labelledby="subscription-title" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-12">
        <header className="flex flex-col gap-2">
          <h1 id="subscription-title" className="text-3xl font-light sm:text-4xl">
            {t("title")}
          </h1>
          <p className="text-muted">{t("intro")}</p>
        </header>
        <SubscriptionView />
      </section>
    </PageMessages>
  );
}
