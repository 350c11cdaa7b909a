// The top bar of spec §2, rendered on the server; its menus and buttons are client leaves. On
// narrow screens Help, Contact, Donate and the language switcher live in the side drawer.
import { mdiAccountCircleOutline, mdiEmailOutline, mdiHandHeartOutline, mdiMagnify, mdiMenu } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/lib/i18n/navigation";
import { helpProfile } from "@/lib/help/profile";
import { ContactButton, MenuButton } from "./frame-state";
import { HelpMenu } from "./help-menu";
import { LanguageSwitcher } from "./language-switcher";
import { barButtonClass, wideOnlyButtonClass } from "./menu-classes";
import { AccountSlot } from "./session-parts";
import type { ShellSite } from "./shell-site";

export function TopBar({ site }: { site: ShellSite }) {
  const t = useTranslations("layout");

  return (
    <header className="sticky top-0 z-40 h-16 border-b border-on-surface/10 bg-surface text-on-surface">
      <div className="flex h-full items-center gap-1 px-2 sm:px-4">
        <MenuButton label={t("menu")} className={barButtonClass}>
          <Icon path={mdiMenu} />
        </MenuButton>
        <Link href="/" className="flex min-h-touch min-w-0 items-center rounded-md px-1">
          {site.logo ? (
            // Logos are arbitrary remote files of unknown size: a plain <img> keeps their ratio.
            <img src={site.logo} alt={site.name} className="h-10 w-auto max-w-[45vw] object-contain sm:max-w-[220px]" />
          ) : (
            <span className="truncate text-lg font-medium">{site.name}</span>
          )}
        </Link>

        <div className="flex-1" />

        <HelpMenu siteName={site.name} profile={helpProfile(site)} className="hidden md:inline-flex" />
        <ContactButton className={wideOnlyButtonClass}>
          <Icon path={mdiEmailOutline} size={20} />
          {t("contact")}
        </ContactButton>
        <Link href="/search" className={barButtonClass}>
          <Icon path={mdiMagnify} size={22} />
          <span className="sr-only md:not-sr-only">{t("search")}</span>
        </Link>
        <LanguageSwitcher className={wideOnlyButtonClass} />
        {site.donate_url ? (
          <a
            href={site.donate_url}
            target="_blank"
            rel="noopener noreferrer"
            className="hidden min-h-touch items-center gap-1 rounded-md bg-primary px-3 text-sm font-medium text-on-primary hover:bg-primary/90 md:inline-flex"
          >
            <Icon path={mdiHandHeartOutline} size={20} />
            {t("donate")}
            <span className="sr-only"> {t("opensInNewTab")}</span>
          </a>
        ) : null}
        {site.auth_enabled ? (
          <AccountSlot
            authMethod={site.auth_method}
            monetizationEnabled={site.monetization_enabled ?? false}
            signedOut={
              <Link href="/auth/login" className={barButtonClass}>
                <Icon path={mdiAccountCircleOutline} size={22} />
                <span className="sr-only sm:not-sr-only">{t("login")}</span>
              </Link>
            }
          />
        ) : null}
      </div>
    </header>
  );
}
