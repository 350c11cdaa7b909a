"use client";
// The category strip under the top bar (spec §2): the first 5 navbar categories, each with a
// dropdown of its children, and the rest under "More" ("Plus").
// The menus render in place, not in a portal: open, they stay inside their landmark (axe: region).
import { mdiChevronDown, mdiChevronRight } from "@mdi/js";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { CategoryNode } from "@/lib/api/schemas";
import { categoryHref, splitNavbar } from "@/lib/categories/tree";
import { Link, usePathname } from "@/lib/i18n/navigation";
import { menuContentClass, menuItemClass } from "./menu-classes";

// The strip scrolls horizontally, so focus rings are drawn inside the items to stay visible.
const stripItemClass =
  "inline-flex min-h-touch shrink-0 items-center rounded-md text-sm font-medium whitespace-nowrap " +
  "hover:bg-on-surface/10 focus-visible:-outline-offset-2 data-[state=open]:bg-on-surface/10";

type Props = { navbar: CategoryNode[]; pending?: boolean };

const STRIP_CLASS = "h-12 border-b border-on-surface/10 bg-surface text-on-surface";

export function CategoryStrip({ navbar, pending = false }: Props) {
  const t = useTranslations("layout");
  const pathname = usePathname();
  const { visible, more } = splitNavbar(navbar);
  if (visible.length === 0) return pending ? <div aria-hidden className={STRIP_CLASS} /> : null;

  return (
    <nav aria-label={t("categories")} className={STRIP_CLASS}>
      <ul className="flex h-full items-center gap-1 overflow-x-auto px-2 [scrollbar-width:thin] sm:px-4">
        {visible.map((node) => (
          <li key={node.uid} className="flex shrink-0 items-center">
            <Link
              href={categoryHref(node.slug)}
              aria-current={pathname === categoryHref(node.slug) ? "page" : undefined}
              className={`${stripItemClass} px-3 aria-[current=page]:text-primary-text aria-[current=page]:underline`}
            >
              {node.name}
            </Link>
            {node.children.length > 0 ? <ChildrenMenu node={node} /> : null}
          </li>
        ))}
        {more.length > 0 ? (
          <li className="flex shrink-0 items-center">
            <MoreMenu nodes={more} label={t("more")} />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}

function ChildrenMenu({ node }: { node: CategoryNode }) {
  const t = useTranslations("layout");
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger
        className={`${stripItemClass} min-w-[32px] justify-center`}
        aria-label={t("subcategories", { name: node.name })}
      >
        <Icon path={mdiChevronDown} size={20} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="start" sideOffset={4} className={menuContentClass}>
        {node.children.map((child) => (
          <CategoryItem key={child.uid} node={child} />
        ))}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function MoreMenu({ nodes, label }: { nodes: CategoryNode[]; label: string }) {
  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${stripItemClass} gap-1 px-3`}>
        {label}
        <Icon path={mdiChevronDown} size={20} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClass}>
        {nodes.map((node) =>
          node.children.length > 0 ? (
            <DropdownMenu.Sub key={node.uid}>
              <DropdownMenu.SubTrigger className={menuItemClass}>
                <span className="flex-1">{node.name}</span>
                <Icon path={mdiChevronRight} size={18} />
              </DropdownMenu.SubTrigger>
              <DropdownMenu.SubContent sideOffset={2} className={menuContentClass}>
                {/* A sub-menu trigger cannot be a link: the category itself comes first. */}
                <CategoryItem node={node} />
                {node.children.map((child) => (
                  <CategoryItem key={child.uid} node={child} />
                ))}
              </DropdownMenu.SubContent>
            </DropdownMenu.Sub>
          ) : (
            <CategoryItem key={node.uid} node={node} />
          ),
        )}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

function CategoryItem({ node }: { node: CategoryNode }) {
  return (
    <DropdownMenu.Item asChild className={menuItemClass}>
      <Link href={categoryHref(node.slug)}>{node.name}</Link>
    </DropdownMenu.Item>
  );
}
