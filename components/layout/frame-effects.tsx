"use client";
// The client side of start-up (spec §2): forced login, and each new page starting at its top.
import { useEffect, useRef } from "react";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { usePathname, useRouter } from "@/lib/i18n/navigation";

export function FrameEffects({ forceLogin }: { forceLogin: boolean }) {
  const pathname = usePathname();
  const router = useRouter();
  const { user } = useCurrentUser(forceLogin);

  // A new page starts at its top. The first one stays where the browser put it: a reload restores
  // its place, and a visitor who scrolled before the scripts ran is not sent back up.
  const shownPathname = useRef(pathname);
  useEffect(() => {
    if (shownPathname.current === pathname) return;
    shownPathname.current = pathname;
    window.scrollTo({ top: 0 });
  }, [pathname]);

  useEffect(() => {
    if (forceLogin && user === null && !pathname.startsWith("/auth/")) {
      router.replace({ pathname: "/auth/login", query: { next: pathname } });
    }
  }, [forceLogin, user, pathname, router]);

  return null;
}
