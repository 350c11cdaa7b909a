"use client";
// The Help dropdown of the top bar (spec §2): its trigger, and its menu loaded on first use
// (dropdown-menus.tsx).
import { mdiChevronDown, mdiHelpCircleOutline } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { HelpProfile } from "@/lib/help/profile";
import { lazyMenu } from "./lazy-menu";
import { barButtonBase } from "./menu-classes";

const HelpDropdown = lazyMenu(() => import("./dropdown-menus").then((module) => module.HelpDropdown));

/** `display` classes of the trigger, e.g. "hidden md:inline-flex". */
type Props = { siteName: string; profile: HelpProfile; className?: string };

export function HelpMenu({ siteName, profile, className = "inline-flex" }: Props) {
  const t = useTranslations("layout");
  return (
    <HelpDropdown
      trigger={{
        className: `${className} ${barButtonBase}`,
        children: (
          <>
            <Icon path={mdiHelpCircleOutline} size={20} />
            {t("help")}
            <Icon path={mdiChevronDown} size={18} />
          </>
        ),
      }}
      menu={{ siteName, profile }}
    />
  );
}
