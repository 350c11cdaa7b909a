// The collapsible category tree of the side drawer (spec §2), rendered on the server. Each node
// links to its category; a node with children has its own expand/collapse button (disclosure
// pattern, disclosure.tsx), so the link and the toggle stay two plain, separately focusable controls.
import { useTranslations } from "next-intl";
import type { CategoryNode } from "@/lib/api/schemas";
import { categoryHref, descendantSlugs } from "@/lib/categories/tree";
import { Disclosure } from "./disclosure";
import { NavLink } from "./nav-link";

const linkClass =
  "flex min-h-touch flex-1 items-center rounded-md pr-2 text-sm hover:bg-on-surface/10 focus-visible:-outline-offset-2 " +
  "aria-[current=page]:font-medium aria-[current=page]:text-primary-text";
const toggleClass =
  "inline-flex min-h-touch min-w-touch items-center justify-center rounded-md hover:bg-on-surface/10 focus-visible:-outline-offset-2";
const headingClass = "px-4 pb-1 pt-4 text-xs font-medium uppercase tracking-wide text-muted";

/** The drawer's "Categories" section, or nothing without categories. */
export function CategorySection({ id, tree }: { id: string; tree: CategoryNode[] }) {
  const t = useTranslations("layout");
  if (tree.length === 0) return null;
  return (
    <section aria-labelledby={`${id}-categories`}>
      <h2 id={`${id}-categories`} className={headingClass}>
        {t("categories")}
      </h2>
      <div className="px-2">
        <ul className="flex flex-col">
          {tree.map((node) => (
            <TreeNode key={node.uid} node={node} depth={0} />
          ))}
        </ul>
      </div>
    </section>
  );
}

function TreeNode({ node, depth }: { node: CategoryNode; depth: number }) {
  const t = useTranslations("layout");
  const link = (
    <NavLink href={categoryHref(node.slug)} className={linkClass} style={{ paddingInlineStart: `${16 + depth * 16}px` }}>
      {node.name}
    </NavLink>
  );
  return (
    <li>
      {node.children.length > 0 ? (
        <Disclosure
          lead={link}
          label={t("subcategories", { name: node.name })}
          buttonClassName={toggleClass}
          openOnCategories={descendantSlugs(node)}
        >
          {node.children.map((child) => (
            <TreeNode key={child.uid} node={child} depth={depth + 1} />
          ))}
        </Disclosure>
      ) : (
        <div className="flex items-center">{link}</div>
      )}
    </li>
  );
}
