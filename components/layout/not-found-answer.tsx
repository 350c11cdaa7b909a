import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/i18n/page-messages";
import { ROUTE_NAMESPACES } from "@/lib/i18n/client-messages";
import type { AppLocale } from "@/lib/i18n/routing";
import { NotFoundStatus } from "./not-found-status";
import { NotFoundView } from "./not-found-view";

type Namespace = "notFound" | "categoryNotFound";

/** The not-found page's title (the site layout adds the site's name) and no indexing. */
export async function notFoundMetadata(locale: AppLocale, namespace: Namespace = "notFound"): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace });
  return { title: t("title"), robots: { index: false } };
}

/** What a page that finds nothing answers: the site's not-found view in the site's frame, with a
 * 404 (components/layout/not-found-status.tsx says why not notFound() alone). */
export function NotFoundAnswer({ locale, namespace = "notFound" }: { locale: AppLocale; namespace?: Namespace }) {
  return (
    <PageMessages locale={locale} namespaces={ROUTE_NAMESPACES.notFound}>
      <NotFoundView namespace={namespace} title={false} />
      <NotFoundStatus />
    </PageMessages>
  );
}
