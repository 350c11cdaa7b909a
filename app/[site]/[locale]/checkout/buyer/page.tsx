import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { BuyerLinkView } from "@/components/checkout/buyer-link-view";
import { PageMessages } from "@/components/i18n/page-messages";
import { ROUTE_NAMESPACES } from "@/lib/i18n/client-messages";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

type Props = { params: SiteParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "checkout.buyer" });
  return { title: t("title"), robots: { index: false, follow: false }, referrer: "no-referrer" };
}

// /checkout/buyer?token=… – the e-mailed sign-in link to a buyer's purchases (docs/buyers.md): the
// same static shell for everyone; the token is read, and redeemed on the buyer's click, in the browser.
export default async function BuyerLinkPage({ params }: Props) {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "checkout.buyer" });
  return (
    <PageMessages locale={locale} namespaces={ROUTE_NAMESPACES.checkoutBuyer}>
      <Suspense fallback={<h1 className="mx-auto max-w-md px-4 py-12 text-3xl font-light">{t("heading")}</h1>}>
        <BuyerLinkView />
      </Suspense>
    </PageMessages>
  );
}
