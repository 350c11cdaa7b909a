import type { ReactNode } from "react";
import { PageMessages } from "@/components/i18n/page-messages";
import { ROUTE_NAMESPACES } from "@/lib/i18n/client-messages";
import { readPageParams } from "@/lib/i18n/page-params";

type Props = { children: ReactNode; params: Promise<{ site: string; locale: string; categorySlug: string }> };

// The category route's messages are sent from here rather than from its page: this layout also
// wraps the segment's not-found view (a category that cannot be found replaces the page with it),
// which needs its own texts and has no params to read the locale from.
export default async function CategoryLayout({ children, params }: Props) {
  const { locale } = await readPageParams(params);
  return (
    <PageMessages locale={locale} namespaces={ROUTE_NAMESPACES.category}>
      {children}
    </PageMessages>
  );
}
