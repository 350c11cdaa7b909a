import { rowCardData, type ItemCardData } from "@/lib/api/card";
import type { Category } from "@/lib/api/schemas";
import { Link } from "@/lib/i18n/navigation";
import { CardCarousel } from "./card-carousel";

export type CategoryRow = { category: Category; items: ItemCardData[] };

/**
 * The `slider` layout of a Categories block: per category, its name linking to its page, then a
 * row of its first items (a category without items keeps its link: it may hold sub-categories).
 */
export function CategorySlider({ rows }: { rows: CategoryRow[] }) {
  return (
    <div className="flex flex-col gap-10">
      {rows.map(({ category, items }) => (
        <div key={category.uid}>
          <h3 className="row-heading">
            {/* The chevron after the name is drawn by CSS (.row-heading-link::after). */}
            <Link href={`/category/${category.slug}`} className="row-heading-link">
              {category.name}
            </Link>
          </h3>
          {items.length > 0 ? (
            <CardCarousel
              label={category.name}
              items={items.map(rowCardData)}
              slideClassName="basis-[316px]"
              sizes="300px"
              headingLevel="h4"
            />
          ) : null}
        </div>
      ))}
    </div>
  );
}
