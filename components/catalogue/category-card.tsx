import { mdiFolderOutline } from "@mdi/js";
import { Icon } from "@/components/ui/icon";
import type { Category } from "@/lib/api/schemas";
import { categoryHref } from "@/lib/categories/tree";
import { Link } from "@/lib/i18n/navigation";

type Props = {
  category: Pick<Category, "slug" | "name" | "thumbnail">;
  headingLevel?: "h2" | "h3";
};

/** A category as a card: 16:9 thumbnail and name, the whole card linking to the category page. */
export function CategoryCard({ category, headingLevel: Heading = "h3" }: Props) {
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-md bg-surface text-on-surface shadow-sm ring-1 ring-black/5">
      <div className="relative aspect-video w-full overflow-hidden bg-primary/15">
        {category.thumbnail ? (
          <img
            src={category.thumbnail}
            alt=""
            width={480}
            height={270}
            loading="lazy"
            decoding="async"
            className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105 motion-reduce:transition-none"
          />
        ) : (
          <div className="flex h-full items-center justify-center text-primary-text">
            <Icon path={mdiFolderOutline} size={48} />
          </div>
        )}
      </div>
      <div className="flex flex-1 items-center p-3">
        <Heading className="text-base font-medium leading-snug">
          <Link
            href={categoryHref(category.slug)}
            className="after:absolute after:inset-0 after:rounded-md focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-primary"
          >
            {category.name}
          </Link>
        </Heading>
      </div>
    </article>
  );
}
