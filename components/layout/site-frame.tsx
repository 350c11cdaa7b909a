// The frame of every page (spec §2), rendered on the server: skip link, top bar, category strip,
// side drawer, main content and footer. Its interactive parts are client leaves (frame-state.tsx
// holds what they share: the drawer and the contact dialog), given their markup by the server.
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { CartRoot } from "@/components/cart/cart-root";
import type { NavCategory, WebsiteSettings } from "@/lib/api/schemas";
import { buildCategoryTree, navbarTree } from "@/lib/categories/tree";
import { CategoryStrip } from "./category-strip";
import { Footer } from "./footer";
import { FrameProvider, PushedByDrawer } from "./frame-state";
import { IntentPrefetch } from "./intent-prefetch";
import { PrivateCategoryStrip, PrivateCategoryTree } from "./private-categories";
import { SideDrawer } from "./side-drawer";
import { DrawerContent } from "./side-drawer-content";
import { SiteNameProvider } from "./site-name";
import { TopBar } from "./top-bar";

type Props = { settings: WebsiteSettings; categories: NavCategory[]; children: ReactNode };

export function SiteFrame({ settings, categories, children }: Props) {
  const t = useTranslations("layout");
  // A site that forces sign-in renders no catalogue into its pages (its sign-in pages are public):
  // its categories are read in the browser once the visitor is signed in.
  const forced = settings.auth_enabled && settings.auth_force_login;
  const cart = {
    auth_enabled: settings.auth_enabled,
    auth_method: settings.auth_method,
    auth_users_registration_enabled: settings.auth_users_registration_enabled,
    monetization_enabled: settings.monetization_enabled,
    monetization_currency: settings.monetization_currency,
  };

  return (
    <CartRoot settings={cart}>
      <FrameProvider forceLogin={forced}>
        <a
          href="#main"
          className="sr-only z-[60] rounded-md bg-primary text-on-primary focus:not-sr-only focus:fixed focus:left-2 focus:top-2 focus:px-4 focus:py-3"
        >
          {t("skipToContent")}
        </a>
        <TopBar site={settings} />
        <SideDrawer dialogLabel={t("menu")} navLabel={t("mainMenu")}>
          <DrawerContent
            site={settings}
            tree={forced ? [] : buildCategoryTree(categories)}
            privateTree={forced ? <PrivateCategoryTree /> : undefined}
          />
        </SideDrawer>
        <PushedByDrawer>
          {forced ? <PrivateCategoryStrip /> : <CategoryStrip navbar={navbarTree(categories)} />}
          <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
            <SiteNameProvider name={settings.name}>{children}</SiteNameProvider>
          </main>
          <Footer site={settings} />
        </PushedByDrawer>
      </FrameProvider>
      <IntentPrefetch />
    </CartRoot>
  );
}
