"use client";
// The Help dropdown of the top bar (spec §2): FAQ, a Tutos sub-menu, What is, Terms.
// The menus render in place, not in a portal: open, they stay inside their landmark (axe: region).
import { mdiChevronDown, mdiChevronRight, mdiHelpCircleOutline } from "@mdi/js";
import * as DropdownMenu from "@radix-ui/react-dropdown-menu";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/lib/i18n/navigation";
import type { HelpProfile } from "@/components/help/help-profile";
import { ABOUT_LINKS, FAQ_LINK, tutorialLinks, type HelpLink } from "./help-links";
import { barButtonBase, menuContentClass, menuItemClass } from "./menu-classes";

/** `display` classes of the trigger, e.g. "hidden md:inline-flex". */
type Props = { siteName: string; profile: HelpProfile; className?: string };

export function HelpMenu({ siteName, profile, className = "inline-flex" }: Props) {
  const t = useTranslations("layout");
  const item = (link: HelpLink) => (
    <DropdownMenu.Item key={link.key} asChild className={menuItemClass}>
      <Link href={link.href}>{t(link.key, { siteName })}</Link>
    </DropdownMenu.Item>
  );

  return (
    <DropdownMenu.Root modal={false}>
      <DropdownMenu.Trigger className={`${className} ${barButtonBase}`}>
        <Icon path={mdiHelpCircleOutline} size={20} />
        {t("help")}
        <Icon path={mdiChevronDown} size={18} />
      </DropdownMenu.Trigger>
      <DropdownMenu.Content align="end" sideOffset={4} className={menuContentClass}>
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
      </DropdownMenu.Content>
    </DropdownMenu.Root>
  );
}
