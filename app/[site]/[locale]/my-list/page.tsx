import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/i18n/page-messages";
import { MyListView } from "@/components/my-list/my-list-view";
import { ROUTE_NAMESPACES } from "@/lib/i18n/client-messages";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

type Props = { params: SiteParams };

// Personal page: kept out of search engines (the same shell for everyone, filled in the browser).
export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "myList" });
  return { title: t("title"), robots: { index: false } };
}

// /my-list – the signed-in user's items: requested, available, refused, expired
export default async function MyListPage({ params }: Props) {
  const { locale } = await readPageParams(params);
  const t = await getTranslations("myList");
  return (
    <PageMessages locale={locale} namespaces={ROUTE_NAMESPACES.myList}>
      <section aria-labelledby="my-list-title" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
        <header className="flex flex-col gap-2">
          <h1 id="my-list-title" className="text-3xl font-light sm:text-4xl">
            {t("title")}
          </h1>
          <p className="text-muted">{t("intro")}</p>
        </header>
        {/* The list arrives after the page: its place is held, so the footer does not move twice. */}
        <div className="min-h-[70vh]">
          <MyListView />
        </div>
      </section>
    </PageMessages>
  );
}
