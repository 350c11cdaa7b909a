"use client";
// The frame of every page (spec §2): skip link, top bar, category strip, side drawer, main
// content, footer and the contact dialog. It owns the two pieces of state they share.
import { useTranslations } from "next-intl";
import dynamic from "next/dynamic";
import { memo, useCallback, useId, useRef, useState, type ReactNode } from "react";
import type { CategoryNode, User, WebsiteSettings } from "@/lib/api/schemas";
import { useOpenedOnce } from "@/components/ui/use-opened-once";
import { usePathname } from "@/lib/i18n/navigation";
import { CategoryStrip } from "./category-strip";
import { SideDrawer, type CloseDrawer } from "./side-drawer";
import { SiteNameContext } from "./site-name";
import { TopBar } from "./top-bar";

// The strip does not depend on the visitor: when the session check answers (and the frame renders
// again with the user), it is left as it is.
const StaticStrip = memo(CategoryStrip);

// The contact dialog's code (its form and validation) is fetched on its first opening only.
const ContactDialog = dynamic(() => import("@/components/contact/contact-dialog").then((module) => module.ContactDialog), { ssr: false });

export type ShellSite = Pick<
  WebsiteSettings,
  | "name"
  | "logo"
  | "auth_enabled"
  | "auth_method"
  | "auth_users_registration_enabled"
  | "monetization_enabled"
  | "donate_url"
  | "colors_theme"
>;

export type SiteShellProps = {
  site: ShellSite;
  /** The navbar tree (navbarTree of lib/categories/tree). */
  navbar: CategoryNode[];
  /** The full category tree (buildCategoryTree). */
  tree: CategoryNode[];
  /** The signed-in user, null when signed out, undefined while the session is being checked. */
  user: User | null | undefined;
  /** The categories are still being read (a site that forces sign-in): the strip holds its place. */
  categoriesPending?: boolean;
  /** The footer (footer.tsx), rendered by the site frame. */
  footer?: ReactNode;
  children: ReactNode;
};

export function SiteShell({ site, navbar, tree, user, categoriesPending = false, footer, children }: SiteShellProps) {
  const t = useTranslations("layout");
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [contactOpen, setContactOpen] = useState(false);
  const contactWanted = useOpenedOnce(contactOpen);
  const menuButtonRef = useRef<HTMLAnchorElement>(null);
  const drawerId = `${useId()}-drawer`;

  // Every navigation closes the drawer (adjusting state during render, not in an effect).
  const pathname = usePathname();
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    setDrawerOpen(false);
  }

  const closeDrawer = useCallback<CloseDrawer>((options) => {
    setDrawerOpen(false);
    if (options?.restoreFocus) menuButtonRef.current?.focus();
  }, []);
  const openContact = useCallback(() => setContactOpen(true), []);

  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-md bg-primary text-on-primary focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:px-4 focus:py-3"
      >
        {t("skipToContent")}
      </a>
      <TopBar
        site={site}
        user={user}
        drawerOpen={drawerOpen}
        drawerId={drawerId}
        menuButtonRef={menuButtonRef}
        onToggleDrawer={() => setDrawerOpen((open) => !open)}
        onContact={openContact}
      />
      <SideDrawer
        id={drawerId}
        open={drawerOpen}
        menuButtonRef={menuButtonRef}
        site={site}
        tree={tree}
        user={user}
        onClose={closeDrawer}
        onContact={openContact}
      />
      <div className={`transition-[margin] duration-300 ease-out ${drawerOpen ? "lg:ml-[320px]" : ""}`}>
        <StaticStrip navbar={navbar} pending={categoriesPending} />
        <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
          <SiteNameContext value={site.name}>{children}</SiteNameContext>
        </main>
        {footer}
      </div>
      {contactWanted ? <ContactDialog open={contactOpen} onOpenChange={setContactOpen} /> : null}
    </>
  );
}
