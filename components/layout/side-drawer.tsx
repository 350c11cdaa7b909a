"use client";
// The 320 px side drawer of spec §2, a navigation region. On wide screens it pushes the page aside
// and is not modal; on narrow ones it overlays the page with a backdrop and is modal (see
// useModalDrawer). Keyboard: focus moves into it on open; Escape closes it and returns focus to
// the menu button.
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
import { useEffect, useId, useRef, useState, type RefObject } from "react";
import { Icon } from "@/components/ui/icon";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import type { CategoryNode, User } from "@/lib/api/schemas";
import { Link } from "@/lib/i18n/navigation";
import { CategoryTree } from "./category-tree";
import { helpProfile, type HelpProfile } from "@/components/help/help-profile";
import { ABOUT_LINKS, FAQ_LINK, tutorialLinks, type HelpLink } from "./help-links";
import { LanguageSwitcher } from "./language-switcher";
import type { ShellSite } from "./site-shell";
import { useLogout } from "./use-logout";
import { useModalDrawer } from "./use-modal-drawer";

export type CloseDrawer = (options?: { restoreFocus?: boolean }) => void;

type Props = {
  id: string;
  open: boolean;
  /** The drawer overlays the page (narrow screens): while open, the rest of the page is inert. */
  modal: boolean;
  /** The top bar's menu button, which stays usable (it closes the drawer) while the drawer is modal. */
  menuButtonRef: RefObject<HTMLButtonElement | null>;
  site: ShellSite;
  tree: CategoryNode[];
  user: User | null | undefined;
  onClose: CloseDrawer;
  onContact: () => void;
};

const rowBase =
  "flex min-h-touch w-full items-center gap-3 rounded-md text-left text-sm hover:bg-on-surface/10 focus-visible:-outline-offset-2";
const rowClass = `${rowBase} px-4`;
const headingBase = "pb-1 pt-4 text-xs font-medium uppercase tracking-wide text-muted";
const headingClass = `${headingBase} px-4`;

export function SideDrawer({ id, open, modal, menuButtonRef, site, tree, user, onClose, onContact }: Props) {
  const t = useTranslations("layout");
  const navRef = useRef<HTMLElement>(null);
  const backdropRef = useRef<HTMLDivElement>(null);
  useModalDrawer(open && modal, { drawer: navRef, backdrop: backdropRef, menuButton: menuButtonRef });
  const logout = useLogout();
  const close = () => onClose();

  useEffect(() => {
    if (open) navRef.current?.querySelector<HTMLElement>("a[href], button:not([disabled])")?.focus();
  }, [open]);

  // Escape closes the open drawer wherever the focus is (the drawer is not modal on wide screens).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== "Escape" || event.defaultPrevented) return;
      onClose({ restoreFocus: true });
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, [open, onClose]);

  // Its content is drawn on the first opening: the closed drawer (the whole category tree) would
  // otherwise weigh on every page's HTML and hydration.
  const rendered = useOpenedOnce(open);

  return (
    <>
      <nav
        ref={navRef}
        id={id}
        aria-label={t("mainMenu")}
        inert={!open}
        className={[
          "fixed bottom-0 left-0 top-16 z-30 w-[320px] max-w-[85vw] overflow-y-auto overscroll-contain",
          "border-r border-on-surface/10 bg-surface pb-6 text-on-surface shadow-xl lg:shadow-none",
          "duration-300 ease-out",
          // Visible at once on opening (a hidden element cannot take the focus), hidden only once
          // it has slid out on closing.
          open ? "visible translate-x-0 transition-transform" : "invisible -translate-x-full transition-[transform,visibility]",
        ].join(" ")}
      >
        {rendered ? (
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
        ) : null}
      </nav>
      {open ? (
        // On narrow screens the drawer overlays the page; a click beside it closes it. Keyboard
        // users close it with Escape or the menu button, so the backdrop stays out of the a11y tree.
        <div
          ref={backdropRef}
          aria-hidden
          className="fixed inset-x-0 bottom-0 top-16 z-20 bg-black/50 lg:hidden"
          onClick={() => onClose({ restoreFocus: true })}
        />
      ) : null}
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
