import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { PageMessages } from "@/components/i18n/page-messages";
import { SearchLayoutView } from "@/components/search/search-view";
import { ROUTE_NAMESPACES } from "@/lib/i18n/client-messages";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";

// The search page's heading and form, around its results (search/page.tsx with nothing to search
// for, search/[state]/page.tsx for a search). A layout, so that they stay while the results change:
// typing replaces the URL, and with it the page under them, not what is being typed.
export default async function SearchLayout({ params, children }: { params: SiteParams; children: ReactNode }) {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "search" });
  return (
    <PageMessages locale={locale} namespaces={ROUTE_NAMESPACES.search}>
      <section aria-labelledby="search-title" className="mx-auto flex max-w-6xl flex-col gap-6 px-4 py-8 sm:py-12">
        <h1 id="search-title" className="text-3xl font-light sm:text-4xl">
          {t("title")}
        </h1>
        <SearchLayoutView>{children}</SearchLayoutView>
      </section>
    </PageMessages>
  );
}
