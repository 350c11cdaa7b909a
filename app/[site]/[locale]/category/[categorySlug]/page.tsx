import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { BreadcrumbJsonLd } from "@/components/catalogue/breadcrumb-json-ld";
import { CategoryBanner } from "@/components/catalogue/category-banner";
import { CategoryBreadcrumb } from "@/components/catalogue/category-breadcrumb";
import { CategoryGrid } from "@/components/catalogue/category-grid";
import { ItemListMore } from "@/components/catalogue/item-list-more";
import { NotFoundAnswer, notFoundMetadata } from "@/components/layout/not-found-answer";
import { toCardData } from "@/lib/api/card";
import type { ItemQuery } from "@/lib/api/endpoints";
import type { Category } from "@/lib/api/schemas";
import { CATEGORY_PAGE_SIZE, categoryItemOrdering } from "@/lib/catalogue/ordering";
import { categoryTrail, childrenOf } from "@/lib/categories/trail";
import { categoryHref } from "@/lib/categories/tree";
import { readPageParams } from "@/lib/i18n/page-params";
import { getAllCategories, getCategoryBySlug, getPublicItems, getSettings } from "@/lib/server/data";
import { alternatesFor } from "@/lib/site/metadata";
import { absoluteUrl } from "@/lib/site/url";
import { orNotFound } from "@/lib/server/not-found";

type Props = { params: Promise<{ site: string; locale: string; categorySlug: string }> };

/** Spec §8: a category that cannot be found gets the 404 page; an outage fails the render (never cached). */
async function loadCategory(site: string, locale: string, slug: string): Promise<Category | null> {
  return orNotFound(getCategoryBySlug(site, locale, slug));
}

const DESCRIPTION_LENGTH = 300;

// Rendered on the first visit, then served from the cache until its data changes.
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, locale } = await readPageParams(params);
  const { categorySlug } = await params;
  const [category, settings] = await Promise.all([loadCategory(site, locale, categorySlug), getSettings(site, locale).catch(() => null)]);
  if (!category) return notFoundMetadata(locale, "categoryNotFound");
  const description = category.description?.slice(0, DESCRIPTION_LENGTH) ?? undefined;
  const image = category.thumbnail ?? category.image_background;
  const path = categoryHref(category.slug);
  return {
    title: category.name,
    description,
    alternates: alternatesFor(site, locale, path),
    openGraph: {
      type: "website",
      siteName: settings?.name,
      title: category.name,
      description,
      url: absoluteUrl(site, locale, path),
      locale: locale === "fr" ? "fr_FR" : "en_GB",
      images: image ? [{ url: image }] : undefined,
    },
  };
}

// /category/{categorySlug} – banner, the category's items (30 a page, its order_by), its children
export default async function CategoryPage({ params }: Props) {
  const { site, locale } = await readPageParams(params);
  const { categorySlug } = await params;
  const category = await loadCategory(site, locale, categorySlug);
  if (!category) return <NotFoundAnswer locale={locale} namespace="categoryNotFound" />;

  const query: ItemQuery = { categories: [category.uid], ordering: categoryItemOrdering(category.order_by) };
  const [page, all, t] = await Promise.all([
    orNotFound(getPublicItems(site, locale, { ...query, limit: CATEGORY_PAGE_SIZE })),
    getAllCategories(site, locale),
    getTranslations("category"),
  ]);
  if (!page) return <NotFoundAnswer locale={locale} namespace="categoryNotFound" />;

  const trail = categoryTrail(all, category);
  const children = childrenOf(all, category.uid);
  const crumbs = [
    { name: t("home"), url: absoluteUrl(site, locale, "/") },
    ...trail.map((entry) => ({ name: entry.name, url: absoluteUrl(site, locale, categoryHref(entry.slug)) })),
  ];

  return (
    <>
      <BreadcrumbJsonLd crumbs={crumbs} />
      <CategoryBanner
        name={category.name}
        description={category.description}
        image={category.image_background}
        breadcrumb={<CategoryBreadcrumb trail={trail} />}
      />
      <section aria-labelledby="category-items" className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="category-items" className="text-2xl font-light">
            {t("itemsHeading")}
          </h2>
          <p className="text-sm text-muted">{t("itemsCount", { count: page.count })}</p>
        </div>
        {page.results.length === 0 ? (
          <p className="text-muted">{t("empty")}</p>
        ) : (
          <ItemListMore
            key={category.uid}
            firstPage={page.results.map(toCardData)}
            count={page.count}
            query={query}
            pageSize={CATEGORY_PAGE_SIZE}
            labelledBy="category-items"
          />
        )}
      </section>
      {children.length > 0 ? (
        <section aria-labelledby="category-children" className="mx-auto flex max-w-6xl flex-col gap-4 px-4 pb-12">
          <h2 id="category-children" className="text-2xl font-light">
            {t("childrenHeading")}
          </h2>
          <CategoryGrid categories={children} labelledBy="category-children" />
        </section>
      ) : null}
    </>
  );
}
