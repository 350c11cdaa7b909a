// The three grid layouts of a Categories block. Each tile is one link (a stretched heading link),
// so a keyboard user tabs once per category.
import { Icon } from "@/components/ui/icon";
import type { Category } from "@/lib/api/schemas";
import { Link } from "@/lib/i18n/navigation";
import { categoryIconPath } from "./category-icon";
import { safeSrc } from "./fields";

export type CategoryGridLayout = "grid-horizontal-image" | "grid-vertical-image" | "grid-icon";

const TILE =
  "group relative flex overflow-hidden rounded-lg bg-surface text-on-surface shadow-sm ring-1 ring-black/5 transition-shadow hover:shadow-md motion-reduce:transition-none";
const STRETCHED =
  "after:absolute after:inset-0 after:rounded-lg focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-primary";

const GRID: Record<CategoryGridLayout, string> = {
  "grid-horizontal-image": "grid gap-4 sm:grid-cols-2 lg:grid-cols-3",
  "grid-vertical-image": "grid gap-4 sm:grid-cols-2 lg:grid-cols-4",
  "grid-icon": "grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4",
};

function Thumbnail({ category, className }: { category: Category; className: string }) {
  const src = safeSrc(category.thumbnail);
  return (
    <div className={`shrink-0 overflow-hidden bg-black/10 ${className}`}>
      {src ? (
        <img
          src={src}
          alt=""
          loading="lazy"
          decoding="async"
          className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
        />
      ) : null}
    </div>
  );
}

function Name({ category }: { category: Category }) {
  return (
    <h3 className="font-medium leading-snug">
      <Link href={`/category/${category.slug}`} className={STRETCHED}>
        {category.name}
      </Link>
    </h3>
  );
}

function Tile({ category, layout }: { category: Category; layout: CategoryGridLayout }) {
  if (layout === "grid-icon") {
    return (
      <div className={`${TILE} h-full flex-col items-center gap-3 p-5 text-center`}>
        <span className="grid h-14 w-14 place-items-center rounded-full bg-primary text-on-primary">
          <Icon path={categoryIconPath(category.icon)} size={28} />
        </span>
        <Name category={category} />
      </div>
    );
  }
  const horizontal = layout === "grid-horizontal-image";
  return (
    <div className={`${TILE} h-full ${horizontal ? "flex-row" : "flex-col"}`}>
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
