"use client";
// What the side drawer holds (side-drawer.tsx): the site's link, the category tree, My List, Help,
// Contact, Donate, the languages and signing in or out. Fetched on the drawer's first opening (or
// when the menu button is pointed at or focused), not with every page.
import {
  mdiAccountCircleOutline,
  mdiChevronDown,
  mdiChevronUp,
  mdiEmailOutline,
  mdiFormatListBulleted,
  mdiHandHeartOutline,
  mdiLogout,
} from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { useEffect, useId, useState, type RefObject } from "react";
import { Icon } from "@/components/ui/icon";
import { Link } from "@/lib/i18n/navigation";
import { helpProfile, type HelpProfile } from "@/components/help/help-profile";
import { CategoryTree } from "./category-tree";
import { ABOUT_LINKS, FAQ_LINK, tutorialLinks, type HelpLink } from "./help-links";
import { LanguageSwitcher } from "./language-switcher";
import type { SideDrawerProps } from "./side-drawer";
import { useLogout } from "./use-logout";

type Props = Pick<SideDrawerProps, "id" | "open" | "site" | "tree" | "user" | "onContact"> & {
  /** The drawer's element: the focus moves to its first link or button when it opens. */
  navRef: RefObject<HTMLElement | null>;
  close: () => void;
};

const rowBase =
  "flex min-h-touch w-full items-center gap-3 rounded-md text-left text-sm hover:bg-on-surface/10 focus-visible:-outline-offset-2";
const rowClass = `${rowBase} px-4`;
const headingBase = "pb-1 pt-4 text-xs font-medium uppercase tracking-wide text-muted";
const headingClass = `${headingBase} px-4`;

export function DrawerContent({ id, open, navRef, site, tree, user, close, onContact }: Props) {
  const t = useTranslations("layout");
  const logout = useLogout();

  // Runs on each opening, the first included (this content mounts in the render that opens it).
  useEffect(() => {
    if (open) navRef.current?.querySelector<HTMLElement>("a[href], button:not([disabled])")?.focus();
  }, [open, navRef]);

  return (
    <>
      <Link href="/" onClick={close} className="m-2 flex min-h-touch items-center rounded-md px-2">
        {site.logo ? (
          <img src={site.logo} alt={site.name} className="h-12 w-auto max-w-[260px] object-contain" />
        ) : (
          <span className="text-lg font-medium">{site.name}</span>
        )}
      </Link>

      {tree.length > 0 ? (
        <section aria-labelledby={`${id}-categories`}>
          <h2 id={`${id}-categories`} className={headingClass}>
            {t("categories")}
          </h2>
          <div className="px-2">
            <CategoryTree nodes={tree} onNavigate={close} />
          </div>
        </section>
      ) : null}

      <div className="mt-2 border-t border-on-surface/10 px-2 pt-2">
        {user ? (
          <Link href="/my-list" onClick={close} className={rowClass}>
            <Icon path={mdiFormatListBulleted} size={20} />
            {t("myList")}
          </Link>
        ) : null}
        <HelpSection siteName={site.name} profile={helpProfile(site)} onNavigate={close} />
        <button type="button" className={rowClass} onClick={onContact}>
          <Icon path={mdiEmailOutline} size={20} />
          {t("contact")}
        </button>
        {site.donate_url ? (
          <a href={site.donate_url} target="_blank" rel="noopener noreferrer" className={rowClass}>
            <Icon path={mdiHandHeartOutline} size={20} />
            {t("donate")}
            <span className="sr-only"> {t("opensInNewTab")}</span>
          </a>
        ) : null}
        <LanguageSwitcher className={rowClass} onNavigate={close} />
        {site.auth_enabled && user === null ? (
          <Link href="/auth/login" onClick={close} className={rowClass}>
            <Icon path={mdiAccountCircleOutline} size={20} />
            {t("login")}
          </Link>
        ) : null}
        {site.auth_enabled && user ? (
          <button type="button" className={rowClass} onClick={() => void logout()}>
            <Icon path={mdiLogout} size={20} />
            {t("logout")}
          </button>
        ) : null}
      </div>
    </>
  );
}

function HelpSection({ siteName, profile, onNavigate }: { siteName: string; profile: HelpProfile; onNavigate: () => void }) {
  const t = useTranslations("layout");
  const [expanded, setExpanded] = useState(false);
  const listId = useId();
  const link = (entry: HelpLink, indent = false) => (
    <li key={entry.key}>
      <Link href={entry.href} onClick={onNavigate} className={`${rowBase} pr-4 ${indent ? "pl-14" : "pl-11"}`}>
        {t(entry.key, { siteName })}
      </Link>
    </li>
  );

  return (
    <div>
      <button type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setExpanded((v) => !v)} className={rowClass}>
        <Icon path={expanded ? mdiChevronUp : mdiChevronDown} size={20} />
        <span className="flex-1">{t("help")}</span>
      </button>
      <ul id={listId} hidden={!expanded}>
        {link(FAQ_LINK)}
        <li>
          <span className={`${headingBase} block pl-11 pr-4`}>{t("tutos")}</span>
          <ul>{tutorialLinks(profile).map((entry) => link(entry, true))}</ul>
        </li>
        {ABOUT_LINKS.map((entry) => link(entry))}
      </ul>
    </div>
  );
}
