"use client";
// The nodes of the drawer's category tree (category-tree.tsx renders the tree on the server):
// each links to its category; a branch has its own expand/collapse button (disclosure pattern), so
// the link and the toggle stay two plain, separately focusable controls. A branch holding the
// current category opens, so the visitor sees where they are.
import { mdiChevronDown, mdiChevronUp } from "@/components/ui/icons";
import { createContext, use, useCallback, useId, useLayoutEffect, useState, type ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import { categoryHref } from "@/lib/categories/tree";
import { Link } from "@/lib/i18n/navigation";
import { useIsCurrent } from "./nav-link";

const linkClass =
  "flex min-h-touch flex-1 items-center rounded-md pr-2 text-sm hover:bg-on-surface/10 focus-visible:-outline-offset-2 " +
  "aria-[current=page]:font-medium aria-[current=page]:text-primary-text";
const toggleClass =
  "inline-flex min-h-touch min-w-touch items-center justify-center rounded-md hover:bg-on-surface/10 focus-visible:-outline-offset-2";

/** Opens the branch around, and the branches around it: one of its links is the current page. */
const HoldsCurrent = createContext<(() => void) | null>(null);

type LinkProps = { name: string; slug: string; depth: number };

function CategoryLink({ name, slug, depth }: LinkProps) {
  const href = categoryHref(slug);
  const current = useIsCurrent(href);
  const holdsCurrent = use(HoldsCurrent);
  // Before the drawer is painted, so it shows the branch open at once.
  useLayoutEffect(() => {
    if (current) holdsCurrent?.();
  }, [current, holdsCurrent]);
  return (
    <Link
      href={href}
      aria-current={current ? "page" : undefined}
      className={linkClass}
      style={{ paddingInlineStart: `${16 + depth * 16}px` }}
    >
      {name}
    </Link>
  );
}

/** A category without children. */
export function CategoryLeaf(props: LinkProps) {
  return (
    <li>
      <div className="flex items-center">
        <CategoryLink {...props} />
      </div>
    </li>
  );
}

/** A category with children: its link, its toggle (named `label`), and its children's items. */
export function CategoryBranch({ label, children, ...link }: LinkProps & { label: string; children: ReactNode }) {
  const parent = use(HoldsCurrent);
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const open = useCallback(() => {
    setExpanded(true);
    parent?.();
  }, [parent]);

  return (
    <li>
      <div className="flex items-center">
        {/* Outside its own context: the branch's own link being current opens the branches around it, not it. */}
        <CategoryLink {...link} />
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-label={label}
          onClick={() => setExpanded((value) => !value)}
          className={toggleClass}
        >
          <Icon path={expanded ? mdiChevronUp : mdiChevronDown} size={20} />
        </button>
      </div>
      <HoldsCurrent value={open}>
        <ul id={listId} hidden={!expanded} className="flex flex-col">
          {children}
        </ul>
      </HoldsCurrent>
    </li>
  );
}
