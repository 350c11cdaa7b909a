// The three grid layouts of a Categories block. Each tile is one link (a stretched heading link),
// so a keyboard user tabs once per category.
import { Icon } from "@/components/ui/icon";
import type { Category } from "@/lib/api/schemas";
import { Link } from "@/lib/i18n/navigation";
import { categoryIconPath } from "./category-icon";
import { safeSrc } from "./fields";

export type CategoryGridLayout = "grid-horizontal-image" | "grid-vertical-image" | "grid-icon";

// The tile's classes are components in app/globals.css (.category-tile*): a grid repeats them per tile.
const TILE = "category-tile group";

const GRID: Record<CategoryGridLayout, string> = {
  "grid-horizontal-image": "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
  "grid-vertical-image": "grid gap-4 sm:grid-cols-2 lg:grid-cols-4",
  "grid-icon": "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4",
};

function Thumbnail({ category, className }: { category: Category; className: string }) {
  const src = safeSrc(category.thumbnail);
  return (
    <div className={`shrink-0 overflow-hidden bg-black/10 ${className}`}>
      {src ? <img src={src} alt="" loading="lazy" decoding="async" className="category-tile-img" /> : null}
    </div>
  );
}

function Name({ category }: { category: Category }) {
  return (
    <h3 className="font-medium leading-snug">
      <Link href={`/category/${category.slug}`} className="category-tile-link">
        {category.name}
      </Link>
    </h3>
  );
}

function Tile({ category, layout }: { category: Category; layout: CategoryGridLayout }) {
  if (layout === "grid-icon") {
    return (
      <div className={`${TILE} flex-col items-center gap-3 p-5 text-center`}>
        <span className="category-tile-icon">
          <Icon path={categoryIconPath(category.icon)} size={28} />
        </span>
        <Name category={category} />
      </div>
    );
  }
  const horizontal = layout === "grid-horizontal-image";
  return (
    <div className={`${TILE} ${horizontal ? "flex-row" : "flex-col"}`}>
      <Thumbnail category={category} className={horizontal ? "aspect-square w-2/5" : "aspect-video w-full"} />
      <div className="flex min-w-0 flex-1 flex-col gap-1 p-4">
        <Name category={category} />
        {category.description ? (
          <p className={`text-sm text-muted ${horizontal ? "line-clamp-4" : "line-clamp-3"}`}>{category.description}</p>
        ) : null}
      </div>
    </div>
  );
}

type Props = { categories: Category[]; layout: CategoryGridLayout };

export function CategoryGrid({ categories, layout }: Props) {
  return (
    <ul className={GRID[layout]}>
      {categories.map((category) => (
        <li key={category.uid}>
          <Tile category={category} layout={layout} />
        </li>
      ))}
    </ul>
  );
}
