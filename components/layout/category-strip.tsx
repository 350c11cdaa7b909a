// The category strip under the top bar (spec §2), rendered on the server: the first 5 navbar
// categories, each with a dropdown of its children, and the rest under "More" ("Plus").
// The menus load on first use (strip-menus.tsx).
import { mdiChevronDown } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { CategoryNode } from "@/lib/api/schemas";
import { categoryHref, splitNavbar } from "@/lib/categories/tree";
import { NavLink } from "./nav-link";
import { ChildrenMenu, MoreMenu } from "./strip-menus";

// The strip's links and menu buttons (.strip-item in app/globals.css: written once there, as every
// page has a dozen of them).
const stripItemClass = "strip-item";

type Props = { navbar: CategoryNode[]; pending?: boolean };

const STRIP_CLASS = "h-12 border-b border-on-surface/10 bg-surface text-on-surface";

export function CategoryStrip({ navbar, pending = false }: Props) {
  const t = useTranslations("layout");
  const { visible, more } = splitNavbar(navbar);
  if (visible.length === 0) return pending ? <div aria-hidden className={STRIP_CLASS} /> : null;

  return (
    <nav aria-label={t("categories")} className={STRIP_CLASS}>
      <ul className="flex h-full items-center gap-1 overflow-x-auto px-2 [scrollbar-width:thin] sm:px-4">
        {visible.map((node) => (
          <li key={node.uid} className="flex shrink-0 items-center">
            <NavLink href={categoryHref(node.slug)} className="strip-item strip-link">
              {node.name}
            </NavLink>
            {node.children.length > 0 ? (
              <ChildrenMenu
                trigger={{
                  className: `${stripItemClass} min-w-[32px] justify-center`,
                  label: t("subcategories", { name: node.name }),
                  children: <Icon path={mdiChevronDown} size={20} />,
                }}
                menu={{ node }}
              />
            ) : null}
          </li>
        ))}
        {more.length > 0 ? (
          <li className="flex shrink-0 items-center">
            <MoreMenu
              trigger={{
                className: `${stripItemClass} gap-1 px-3`,
                children: (
                  <>
                    {t("more")}
                    <Icon path={mdiChevronDown} size={20} />
                  </>
                ),
              }}
              menu={{ nodes: more }}
            />
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
