"use client";
import { useEffect, useMemo, type ReactNode } from "react";
import type { Category, WebsiteSettings } from "@/lib/api/schemas";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { buildCategoryTree, navbarTree } from "@/lib/categories/tree";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { CartRoot } from "@/components/cart/cart-root";
import { SiteShell } from "./site-shell";

type Props = { settings: WebsiteSettings; categories: Category[]; children: ReactNode };

/** The client side of start-up (spec §2): the user's session, forced login, scroll to top. */
export function SiteFrame({ settings, categories, children }: Props) {
  const pathname = usePathname();
  const router = useRouter();
  const { user } = useCurrentUser(settings.auth_enabled);
  const tree = useMemo(() => buildCategoryTree(categories), [categories]);
  const navbar = useMemo(() => navbarTree(categories), [categories]);

  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [pathname]);

  useEffect(() => {
    const forced = settings.auth_enabled && settings.auth_force_login;
    if (forced && user === null && !pathname.startsWith("/auth/")) {
      router.replace({ pathname: "/auth/login", query: { next: pathname } });
    }
  }, [settings.auth_enabled, settings.auth_force_login, user, pathname, router]);

  return (
    <CartRoot settings={settings}>
      <SiteShell site={settings} navbar={navbar} tree={tree} user={user}>
        {children}
      </SiteShell>
    </CartRoot>
  );
}
