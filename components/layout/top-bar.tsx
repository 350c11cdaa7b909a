"use client";
// The top bar of spec §2. On narrow screens Help, Contact, Donate and the language switcher live
// in the side drawer.
import { mdiAccountCircleOutline, mdiEmailOutline, mdiHandHeartOutline, mdiMagnify, mdiMenu } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import type { Ref } from "react";
import { Icon } from "@/components/ui/icon";
import { useEarlyPress } from "@/components/ui/use-early-press";
import type { User } from "@/lib/api/schemas";
import { Link } from "@/lib/i18n/navigation";
import { AccountMenu } from "./account-menu";
import { HelpMenu } from "./help-menu";
import { LanguageSwitcher } from "./language-switcher";
import { barButtonClass, wideOnlyButtonClass } from "./menu-classes";
import { loadDrawerContent } from "./side-drawer";
import type { ShellSite } from "./site-shell";
import { helpProfile } from "@/components/help/help-profile";

type Props = {
  site: ShellSite;
  /** `undefined` while the session is being checked: the auth slot stays empty. */
  user: User | null | undefined;
  drawerOpen: boolean;
  drawerId: string;
  menuButtonRef: Ref<HTMLAnchorElement>;
  onToggleDrawer: () => void;
  onContact: () => void;
};

/** The drawer's content starts downloading as soon as the menu button is pointed at or focused. */
const preloadDrawer = () => void loadDrawerContent().catch(() => undefined);

export function TopBar({ site, user, drawerOpen, drawerId, menuButtonRef, onToggleDrawer, onContact }: Props) {
  const t = useTranslations("layout");
  // A press before the page is hydrated is not lost (useEarlyPress).
  const menu = useEarlyPress("menu", onToggleDrawer);

  return (
    <header className="sticky top-0 z-40 h-16 border-b border-on-surface/10 bg-surface text-on-surface">
      <div className="flex h-full items-center gap-1 px-2 sm:px-4">
        <a
          ref={menuButtonRef}
          {...menu}
          className={barButtonClass}
          aria-label={t("menu")}
          aria-expanded={drawerOpen}
          aria-controls={drawerId}
          onPointerEnter={preloadDrawer}
          onFocus={preloadDrawer}
        >
          <Icon path={mdiMenu} />
        </a>
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
        <button type="button" className={wideOnlyButtonClass} onClick={onContact}>
          <Icon path={mdiEmailOutline} size={20} />
          {t("contact")}
        </button>
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
        <AuthSlot site={site} user={user} />
      </div>
    </header>
  );
}

function AuthSlot({ site, user }: Pick<Props, "site" | "user">) {
  const t = useTranslations("layout");
  if (!site.auth_enabled) return null;
  // Keeps the bar from jumping while the session check runs.
  if (user === undefined) return <span className="inline-block h-11 w-11" aria-hidden />;
  if (user) return <AccountMenu user={user} authMethod={site.auth_method} monetizationEnabled={site.monetization_enabled ?? false} />;
  return (
    <Link href="/auth/login" className={barButtonClass}>
      <Icon path={mdiAccountCircleOutline} size={22} />
      <span className="sr-only sm:not-sr-only">{t("login")}</span>
    </Link>
  );
}
