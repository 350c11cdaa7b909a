import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { LegalContent } from "@/components/legal/legal-content";
import { getLegalHtml } from "@/lib/server/data";
import { readPageParams, type SiteParams } from "@/lib/i18n/page-params";
import { alternatesFor } from "@/lib/site/metadata";
import { orNotFound } from "@/lib/server/not-found";

type Props = { params: SiteParams };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  const t = await getTranslations({ locale, namespace: "legal" });
  return { title: t("title"), alternates: alternatesFor(site, locale, "/legal") };
}

// /legal – terms and legal notice: the site's HTML snippet
export default async function LegalPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const t = await getTranslations("legal");
  const html = await orNotFound(getLegalHtml(site, locale));
  if (!html) notFound();
  return (
    <article className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="mb-6 text-3xl font-light">{t("title")}</h1>
      <LegalContent html={html} />
    </article>
  );
}
