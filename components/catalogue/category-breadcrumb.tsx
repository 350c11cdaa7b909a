import { useTranslations } from "next-intl";
import type { Category } from "@/lib/api/schemas";
import { categoryHref } from "@/lib/categories/tree";
import { Link } from "@/lib/i18n/navigation";

type Props = {
  /** From the top-level ancestor down to the current category (last). */
  trail: Pick<Category, "uid" | "slug" | "name">[];
};

/** Home › parents › this category, drawn over the category banner (light text). */
export function CategoryBreadcrumb({ trail }: Props) {
  const t = useTranslations("category");
  const current = trail[trail.length - 1];
  const parents = trail.slice(0, -1);
  return (
    <nav aria-label={t("breadcrumb")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        <li>
          <Link href="/" className="underline-offset-2 hover:underline">
            {t("home")}
          </Link>
        </li>
        {parents.map((category) => (
          <li key={category.uid} className="flex items-center gap-2">
            <span aria-hidden="true">›</span>
            <Link href={categoryHref(category.slug)} className="underline-offset-2 hover:underline">
              {category.name}
            </Link>
          </li>
        ))}
        {current ? (
          <li className="flex items-center gap-2">
            <span aria-hidden="true">›</span>
            <span aria-current="page" className="font-medium">
              {current.name}
            </span>
          </li>
        ) : null}
      </ol>
    </nav>
  );
}
