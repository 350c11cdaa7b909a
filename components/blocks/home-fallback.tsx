import { useTranslations } from "next-intl";
import type { Category } from "@/lib/api/schemas";
import { CONTAINER } from "./block-section";
import { CategoryGrid } from "./category-grid";

type Props = { siteName: string; categories: Category[] };

/** The home page without a page to render (none set, or it failed to load): the name and the top-level categories. */
export function HomeFallback({ siteName, categories }: Props) {
  const t = useTranslations("blocks");
  const topLevel = categories.filter((category) => category.parent_id === null);
  return (
    <div className={`${CONTAINER} flex flex-col gap-8 py-10`}>
      <h1 className="text-3xl font-light md:text-4xl">{siteName}</h1>
      {topLevel.length > 0 ? (
        <section aria-labelledby="home-categories" className="flex flex-col gap-4">
          <h2 id="home-categories" className="text-2xl font-light">
            {t("categories")}
          </h2>
          <CategoryGrid categories={topLevel} layout="grid-vertical-image" />
        </section>
      ) : null}
    </div>
  );
}
