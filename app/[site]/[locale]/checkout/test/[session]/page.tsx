import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TestCheckoutView } from "@/components/checkout/test-checkout-view";
import { PageMessages } from "@/components/i18n/page-messages";
import { ROUTE_NAMESPACES } from "@/lib/i18n/client-messages";
import { readPageParams } from "@/lib/i18n/page-params";
import { getSettings } from "@/lib/server/data";

// A payment page: rendered per request and never stored (no shared cache, no browser cache).
export const dynamic = "force-dynamic";

type Props = { params: Promise<{ site: string; locale: string; session: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "checkout.test" });
  return { title: t("title"), robots: { index: false, follow: false } };
}

// /checkout/test/{session} – the built-in test checkout's hosted payment page (signed-in buyers;
// the session itself is read in the browser, with the buyer's own session cookie)
export default async function TestCheckoutPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const { session } = await params;
  const settings = await getSettings(site, locale);
  return (
    <PageMessages locale={locale} namespaces={ROUTE_NAMESPACES.testCheckout}>
      <TestCheckoutView sessionId={session} siteName={settings.name} logo={settings.logo} />
    </PageMessages>
  );
}
