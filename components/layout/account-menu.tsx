"use client";
// The account menu of spec §2: who is signed in, a link to My List, Logout; and, on a site that
// sells subscriptions, a link to My subscription (on a site-password site, the shared account's).
// Its trigger is here; the menu, which draws the same trigger, loads on first use (dropdown-menus.tsx).
import { mdiAccountCircle } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { User, WebsiteSettings } from "@/lib/api/schemas";
import { lazyMenu } from "./lazy-menu";
import { barButtonClass } from "./menu-classes";

const AccountDropdown = lazyMenu(() => import("./dropdown-menus").then((module) => module.AccountDropdown));

type Props = {
  user: User;
  authMethod: WebsiteSettings["auth_method"];
  /** The site's monetization: subscriptions exist. */
  monetizationEnabled?: boolean;
};

export function AccountMenu({ user, authMethod, monetizationEnabled = false }: Props) {
  const t = useTranslations("layout");
  return (
    <AccountDropdown
      trigger={{ className: barButtonClass, label: t("account"), children: <Icon path={mdiAccountCircle} size={28} /> }}
      menu={{ user, authMethod, monetizationEnabled }}
    />
  );
}
