"use client";
// The dropdown menus of the top bar and the category strip (spec §2), with Radix: loaded on first
// use through lazy-menu.tsx, whose plain trigger each replaces, open. Help: FAQ, a Tutos sub-menu,
// What is, Terms. Account: who is signed in, My List, My subscription on a site that sells them,
// the members' area, Logout. A strip category's children, and the categories past the fifth
// under "More".
// The menus render in place, not in a portal: open, they stay inside their landmark (axe: region).
import { mdiCalendarSync, mdiChevronRight, mdiFormatListBulleted, mdiLogout, mdiShieldAccountOutline } from "@mdi/js";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { Icon } from "@/components/ui/icon";
import type { HelpProfile } from "@/lib/help/profile";
import type { CategoryNode, User, WebsiteSettings } from "@/lib/api/schemas";
import { categoryHref } from "@/lib/categories/tree";
import { Link } from "@/lib/i18n/navigation";
import { ABOUT_LINKS, FAQ_LINK, tutorialLinks, type HelpLink } from "@/lib/help/links";
import { useKeyboardOpenFocus, type LoadedMenuProps } from "./lazy-menu";
import { menuContentClass, menuItemClass, menuLabelClass, menuSeparatorClass } from "./menu-classes";
import { useLogout } from "./use-logout";

type MenuFrameProps = LoadedMenuProps & { align: "start" | "end"; children: ReactNode };

/** Root, trigger and content of every menu here, open at once when loaded by a click. */
function MenuFrame({ openedBy, trigger, align, children }: MenuFrameProps) {
  const content = useKeyboardOpenFocus(openedBy);
  return (
    <DropdownMenu.Root modal={false} defaultOpen={openedBy !== undefined}>
      <DropdownMenu.Trigger className={trigger.className} aria-label={trigger.label}>
        {trigger.children}
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align={align} sideOffset={4} className={menuContentClass} ref={content}>
        {children}
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}

export type HelpDropdownProps = { siteName: string; profile: HelpProfile };

export function HelpDropdown({ siteName, profile, trigger, openedBy }: HelpDropdownProps & LoadedMenuProps) {
  const t = useTranslations("layout");
  const item = (link: HelpLink) => (
    <DropdownMenu.Item key={link.key} asChild className={menuItemClass}>
      <Link href={link.href}>{t(link.key, { siteName })}</Link>
    </DropdownMenu.Item>
  );
  return (
    <MenuFrame openedBy={openedBy} align="end" trigger={trigger}>
      {item(FAQ_LINK)}
      <DropdownMenu.Sub>
        <DropdownMenu.SubTrigger className={menuItemClass}>
          <span className="flex-1">{t("tutos")}</span>
          <Icon path={mdiChevronRight} size={18} />
        </DropdownMenu.SubTrigger>
        <DropdownMenu.SubContent sideOffset={2} alignOffset={-4} className={menuContentClass}>
          {tutorialLinks(profile).map(item)}
        </DropdownMenu.SubContent>
      </DropdownMenu.Sub>
      {ABOUT_LINKS.map(item)}
    </MenuFrame>
  );
}

export type AccountDropdownProps = {
  user: User;
  authMethod: WebsiteSettings["auth_method"];
  /** The site's monetization: subscriptions exist. */
  monetizationEnabled: boolean;
};

export function AccountDropdown({ user, authMethod, monetizationEnabled, trigger, openedBy }: AccountDropdownProps & LoadedMenuProps) {
  const t = useTranslations("layout");
  // Here rather than in the trigger's module: signing out's code comes with the menu.
  const logout = useLogout();
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(" ");
  return (
    <MenuFrame openedBy={openedBy} align="end" trigger={trigger}>
      {/* A member signs in with their own account even on a site-password site. */}
      {authMethod === "users" || user.is_member ? (
        <DropdownMenu.Label className={menuLabelClass}>
          {fullName ? <span className="block font-medium">{fullName}</span> : null}
          <span className="block break-all text-muted">{user.email}</span>
        </DropdownMenu.Label>
      ) : (
        <DropdownMenu.Label className={`${menuLabelClass} text-muted`}>{t("passwordMethod")}</DropdownMenu.Label>
      )}
      <DropdownMenu.Separator className={menuSeparatorClass} />
      <LinkItem href="/my-list" icon={mdiFormatListBulleted} label={t("myList")} />
      {monetizationEnabled ? <LinkItem href="/account/subscription" icon={mdiCalendarSync} label={t("mySubscription")} /> : null}
      {user.is_member ? <LinkItem href="/admin" icon={mdiShieldAccountOutline} label={t("membersArea")} /> : null}
      <DropdownMenu.Item className={menuItemClass} onSelect={() => void logout()}>
        <Icon path={mdiLogout} size={20} />
        {t("logout")}
      </DropdownMenu.Item>
    </MenuFrame>
  );
}

function LinkItem({ href, icon, label }: { href: string; icon: string; label: string }) {
  return (
    <DropdownMenu.Item asChild className={menuItemClass}>
      <Link href={href}>
        <Icon path={icon} size={20} />
        {label}
      </Link>
    </DropdownMenu.Item>
  );
}

export type ChildrenDropdownProps = { node: CategoryNode };

/** The dropdown of a strip category's children. */
export function ChildrenDropdown({ node, trigger, openedBy }: ChildrenDropdownProps & LoadedMenuProps) {
  return (
    <MenuFrame openedBy={openedBy} align="start" trigger={trigger}>
      {node.children.map((child) => (
        <CategoryItem key={child.uid} node={child} />
      ))}
    </MenuFrame>
  );
}

export type MoreDropdownProps = { nodes: CategoryNode[] };

/** The categories past the strip's fifth. */
export function MoreDropdown({ nodes, trigger, openedBy }: MoreDropdownProps & LoadedMenuProps) {
  return (
    <MenuFrame openedBy={openedBy} align="end" trigger={trigger}>
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
    </MenuFrame>
  );
}

function CategoryItem({ node }: { node: CategoryNode }) {
  return (
    <DropdownMenu.Item asChild className={menuItemClass}>
      <Link href={categoryHref(node.slug)}>{node.name}</Link>
    </DropdownMenu.Item>
  );
}
