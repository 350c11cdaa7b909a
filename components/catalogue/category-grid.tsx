import type { Category } from "@/lib/api/schemas";
import { CategoryCard } from "./category-card";
import { CATEGORY_GRID_CLASS } from "./grid-classes";

type Props = {
  categories: Pick<Category, "uid" | "slug" | "name" | "thumbnail">[];
  /** The id of the heading that names the list. */
  labelledBy?: string;
  headingLevel?: "h2" | "h3";
};

/** Category cards in a responsive grid (child categories, the search page's top level). */
export function CategoryGrid({ categories, labelledBy, headingLevel = "h3" }: Props) {
  return (
    <ul aria-labelledby={labelledBy} className={CATEGORY_GRID_CLASS}>
      {categories.map((category) => (
        <li key={category.uid}>
          <CategoryCard category={category} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
