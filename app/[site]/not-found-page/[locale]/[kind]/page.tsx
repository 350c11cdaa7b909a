import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { PageMessages } from "@/components/i18n/page-messages";
import { NotFoundView } from "@/components/layout/not-found-view";
import { ROUTE_NAMESPACES } from "@/lib/i18n/client-messages";
import { readPageParams } from "@/lib/i18n/page-params";
import { NOT_FOUND_KINDS, type NotFoundKind } from "@/lib/http/not-found-kinds";

type Props = { params: Promise<{ site: string; locale: string; kind: string }> };

/** The messages of each kind: spec §8's category texts for a category, the general ones otherwise. */
const NAMESPACE = { page: "notFound", category: "categoryNotFound" } as const satisfies Record<NotFoundKind, string>;

const kindOf = (kind: string): NotFoundKind => (NOT_FOUND_KINDS.includes(kind as NotFoundKind) ? (kind as NotFoundKind) : notFound());

// Rendered for each address, not cached: the frame draws the address it was asked for (the
// language switcher's link to the same address in the other language), and a cached render would
// show the first address it was drawn for to every later one.
export const dynamic = "force-dynamic";

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: NAMESPACE[kindOf((await params).kind)] });
  return { title: t("title"), robots: { index: false } };
}

// The page the server puts in place of the framework's empty not-found document: the whole site
// frame, its title and the way home, drawn without waiting for the scripts.
export default async function NotFoundPage({ params }: Props) {
  const { locale } = await readPageParams(params);
  const kind = kindOf((await params).kind);
  return (
    <PageMessages locale={locale} namespaces={ROUTE_NAMESPACES.notFound}>
      {kind === "category" ? <NotFoundView namespace="categoryNotFound" title={false} /> : <NotFoundView title={false} />}
    </PageMessages>
  );
}
