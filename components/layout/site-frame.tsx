"use client";
import { useEffect, useMemo, useRef, type ReactNode } from "react";
import useSWR from "swr";
import { browserApi } from "@/lib/api/browser";
import { getCategories } from "@/lib/api/endpoints";
import type { NavCategory, WebsiteSettings } from "@/lib/api/schemas";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { buildCategoryTree, navbarTree } from "@/lib/categories/tree";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { CartRoot } from "@/components/cart/cart-root";
import { Footer } from "./footer";
import { IntentPrefetch } from "./intent-prefetch";
import { SiteShell } from "./site-shell";

type Props = { settings: WebsiteSettings; categories: NavCategory[]; children: ReactNode };

const PRIVATE_CATEGORIES_KEY = "/categories/#signed-in";
const NO_CATEGORIES: NavCategory[] = [];

/** The client side of start-up (spec §2): the user's session, forced login, scroll to top. */
export function SiteFrame({ settings, categories, children }: Props) {
  const pathname = usePathname();
  const router = useRouter();
  const { user } = useCurrentUser(settings.auth_enabled);
  const forced = settings.auth_enabled && settings.auth_force_login;
  // A site that forces sign-in renders no catalogue into its pages (its sign-in pages are public):
  // its categories are read once the visitor is signed in.
  const { data: privateCategories } = useSWR(forced && user ? PRIVATE_CATEGORIES_KEY : null, () => getCategories(browserApi));
  const shown = forced ? (privateCategories ?? NO_CATEGORIES) : categories;
  // Until they arrive the strip keeps its place, so the page does not move down when it appears
  // (not on the sign-in pages, which signed-out visitors see without it).
  const categoriesPending = forced && user !== null && privateCategories === undefined && !pathname.startsWith("/auth/");
  const tree = useMemo(() => buildCategoryTree(shown), [shown]);
  const navbar = useMemo(() => navbarTree(shown), [shown]);
  // The footer does not depend on the visitor: when the session check answers, it is left as it is.
  const footer = useMemo(() => <Footer site={settings} />, [settings]);

  // A new page starts at its top. The first one stays where the browser put it: a reload restores
  // its place, and a visitor who scrolled before the scripts ran is not sent back up.
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo({ top: 0 });
  }, [pathname]);

  useEffect(() => {
    if (forced && user === null && !pathname.startsWith("/auth/")) {
      router.replace({ pathname: "/auth/login", query: { next: pathname } });
    }
  }, [forced, user, pathname, router]);

  return (
    <CartRoot settings={settings}>
      <SiteShell site={settings} navbar={navbar} tree={tree} user={user} categoriesPending={categoriesPending} footer={footer}>
        {children}
      </SiteShell>
      <IntentPrefetch />
    </CartRoot>
  );
}
