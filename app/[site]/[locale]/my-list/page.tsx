import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { cookies } from "next/headers";
import { PageMessages } from "@/components/i18n/page-messages";
import { MyListView } from "@/components/my-list/my-list-view";
import { myListPath, parseRenewParam } from "@/components/my-list/renewal-state";
import { ServerError } from "@/lib/api/errors";
import { getMyList } from "@/lib/api/my-list";
import type { AccessEntry } from "@/lib/api/schemas";
import { ROUTE_NAMESPACES } from "@/lib/i18n/client-messages";
import { redirect } from "@/lib/i18n/navigation";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import type { AppLocale } from "@/lib/i18n/routing";
import { serverApi } from "@/lib/server/api";
import { BUYER_COOKIE, SESSION_COOKIE } from "@/lib/server/session-cookie";

type Props = { params: SiteParams; searchParams: Promise<Record<string, string | string[] | undefined>> };

// Per visitor and per request: never cached, never indexed.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "myList" });
  return { title: t("title"), robots: { index: false } };
}

/**
 * The visitor's list, read with their session; `null` when the list could not be read now (the
 * browser tries again and offers a retry). A visitor without a valid session goes to the login page,
 * which brings them back here, an expiry reminder's `?renew=…` included.
 */
async function readList(site: string, locale: AppLocale, renew: string | string[] | undefined): Promise<AccessEntry[] | null> {
  const toLogin = () => {
    const search = typeof renew === "string" ? `?renew=${encodeURIComponent(renew)}` : "";
    return redirect({ href: { pathname: "/auth/login", query: { next: myListPath(parseRenewParam(search)) } }, locale });
  };
  const jar = await cookies();
  const token = jar.get(SESSION_COOKIE)?.value;
  if (!token) return toLogin();
  try {
    // On a shared-password site the list is the buyer's this browser holds (docs/buyers.md).
    return await getMyList(serverApi({ site, locale, token, buyerToken: jar.get(BUYER_COOKIE)?.value }));
  } catch (error) {
    if (error instanceof ServerError && error.isAuthError) return toLogin();
    return null;
  }
}

// /my-list – the signed-in user's items: requested, available, refused, expired
export default async function MyListPage({ params, searchParams }: Props) {
  const { site, locale } = await readPageParams(params);
  const entries = await readList(site, locale, (await searchParams).renew);
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
        {/* Without the list (it could not be read now), its place is held while the browser asks. */}
        <div className={entries ? undefined : "min-h-[70vh]"}>
          <MyListView initial={entries ? { entries, now: new Date().toISOString() } : undefined} />
        </div>
      </section>
    </PageMessages>
  );
}
