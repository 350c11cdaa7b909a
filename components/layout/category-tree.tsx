"use client";
// The collapsible category tree of the side drawer (spec §2). Each node links to its category
// and closes the drawer; a node with children has its own expand/collapse button (disclosure
// pattern), so the link and the toggle stay two plain, separately focusable controls.
import { mdiChevronDown, mdiChevronUp } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import { Icon } from "@/components/ui/icon";
import type { CategoryNode } from "@/lib/api/schemas";
import { categoryHref, hasDescendant } from "@/lib/categories/tree";
import { Link, usePathname } from "@/lib/i18n/navigation";

type Props = { nodes: CategoryNode[]; onNavigate: () => void };

const CATEGORY_PREFIX = "/category/";

function currentSlugOf(pathname: string): string | null {
  if (!pathname.startsWith(CATEGORY_PREFIX)) return null;
  const slug = pathname.slice(CATEGORY_PREFIX.length).split("/")[0];
  if (!slug) return null;
  try {
    return decodeURIComponent(slug);
  } catch {
    return slug;
  }
}

export function CategoryTree({ nodes, onNavigate }: Props) {
  const currentSlug = currentSlugOf(usePathname());
  return <TreeList nodes={nodes} depth={0} currentSlug={currentSlug} onNavigate={onNavigate} />;
}

type ListProps = {
  nodes: CategoryNode[];
  depth: number;
  currentSlug: string | null;
  onNavigate: () => void;
  id?: string;
  hidden?: boolean;
};

function TreeList({ nodes, depth, currentSlug, onNavigate, id, hidden }: ListProps) {
  return (
    <ul id={id} hidden={hidden} className="flex flex-col">
      {nodes.map((node) => (
        <TreeNode key={node.uid} node={node} depth={depth} currentSlug={currentSlug} onNavigate={onNavigate} />
      ))}
    </ul>
  );
}

type NodeProps = { node: CategoryNode; depth: number; currentSlug: string | null; onNavigate: () => void };

function TreeNode({ node, depth, currentSlug, onNavigate }: NodeProps) {
  const t = useTranslations("layout");
  // The branch holding the current category starts open, so the visitor sees where they are.
  const [expanded, setExpanded] = useState(() => currentSlug !== null && hasDescendant(node, currentSlug));
  const childrenId = useId();
  const hasChildren = node.children.length > 0;
  const isCurrent = node.slug === currentSlug;

  return (
    <li>
      <div className="flex items-center">
        <Link
          href={categoryHref(node.slug)}
          onClick={onNavigate}
          aria-current={isCurrent ? "page" : undefined}
          className="flex min-h-touch flex-1 items-center rounded-md pr-2 text-sm hover:bg-on-surface/10 focus-visible:-outline-offset-2 aria-[current=page]:font-medium aria-[current=page]:text-primary-text"
          style={{ paddingInlineStart: `${16 + depth * 16}px` }}
        >
          {node.name}
        </Link>
        {hasChildren ? (
          <button
            type="button"
            aria-expanded={expanded}
            aria-controls={childrenId}
            aria-label={t("subcategories", { name: node.name })}
            onClick={() => setExpanded((value) => !value)}
            className="inline-flex min-h-touch min-w-touch items-center justify-center rounded-md hover:bg-on-surface/10 focus-visible:-outline-offset-2"
          >
            <Icon path={expanded ? mdiChevronUp : mdiChevronDown} size={20} />
          </button>
        ) : null}
      </div>
      {hasChildren ? (
        <TreeList
          id={childrenId}
          hidden={!expanded}
          nodes={node.children}
          depth={depth + 1}
          currentSlug={currentSlug}
          onNavigate={onNavigate}
        />
      ) : null}
    </li>
  );
}
