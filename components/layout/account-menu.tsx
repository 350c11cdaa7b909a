"use client";
// The account menu of spec §2: who is signed in, a link to My List, Logout; and, on a site that
// sells subscriptions, a link to My subscription (on a site-password site, the shared account's).
// The menus render in place, not in a portal: open, they stay inside their landmark (axe: region).
import { mdiAccountCircle, mdiCalendarSync, mdiFormatListBulleted, mdiLogout, mdiShieldAccountOutline } from "@mdi/js";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { User, WebsiteSettings } from "@/lib/api/schemas";
import { Link } from "@/lib/i18n/navigation";
import { barButtonClass, menuContentClass, menuItemClass, menuLabelClass, menuSeparatorClass } from "./menu-classes";
import { useLogout } from "./use-logout";

type Props = {
  user: User;
  authMethod: WebsiteSettings["auth_method"];
  /** The site's monetization: subscriptions exist. */
  monetizationEnabled?: boolean;
};

export function AccountMenu({ user, authMethod, monetizationEnabled = false }: Props) {
  const t = useTranslations("layout");
  const logout = useLogout();
  const fullName = [user.first_name, user.last_name].filter(Boolean).join(" ");

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={barButtonClass} aria-label={t("account")}>
        <Icon path={mdiAccountCircle} size={28} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClass}>
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
        <DropdownMenu.Item asChild className={menuItemClass}>
          <Link href="/my-list">
            <Icon path={mdiFormatListBulleted} size={20} />
            {t("myList")}
          </Link>
        </DropdownMenu.Item>
        {monetizationEnabled ? (
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link href="/account/subscription">
              <Icon path={mdiCalendarSync} size={20} />
              {t("mySubscription")}
            </Link>
          </DropdownMenu.Item>
        ) : null}
        {user.is_member ? (
          <DropdownMenu.Item asChild className={menuItemClass}>
            <Link href="/admin">
              <Icon path={mdiShieldAccountOutline} size={20} />
              {t("membersArea")}
            </Link>
          </DropdownMenu.Item>
        ) : null}
        <DropdownMenu.Item className={menuItemClass} onSelect={() => void logout()}>
          <Icon path={mdiLogout} size={20} />
          {t("logout")}
        </DropdownMenu.Item>
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
