// The collapsible category tree of the side drawer (spec §2), rendered on the server; its nodes
// are client leaves (category-branch.tsx), given only what differs from one to the next.
import { useTranslations } from "next-intl";
import type { CategoryNode } from "@/lib/api/schemas";
import { CategoryBranch, CategoryLeaf } from "./category-branch";

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
  if (node.children.length === 0) return <CategoryLeaf name={node.name} slug={node.slug} depth={depth} />;
  return (
    <CategoryBranch name={node.name} slug={node.slug} depth={depth} label={t("subcategories", { name: node.name })}>
      {node.children.map((child) => (
        <TreeNode key={child.uid} node={child} depth={depth + 1} />
      ))}
    </CategoryBranch>
  );
}
