import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { PaymentSuccessView } from "@/components/checkout/payment-success-view";
import { PageMessages } from "@/components/i18n/page-messages";
import { ROUTE_NAMESPACES } from "@/lib/i18n/client-messages";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

type Props = { params: SiteParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "checkout.success" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

// /checkout/success?session_id=… – payment success (spec §2): the same static shell for everyone;
// the session is read and followed in the browser.
export default async function PaymentSuccessPage({ params }: Props) {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "checkout.success" });
  return (
    <PageMessages locale={locale} namespaces={ROUTE_NAMESPACES.checkoutSuccess}>
      <Suspense
        fallback={
          <p role="status" className="py-16 text-center text-lg">
            {t("inProgress")}
          </p>
        }
      >
        <PaymentSuccessView />
      </Suspense>
    </PageMessages>
  );
}
