"use client";
import { useRouter } from "next/navigation";
import { useEffect } from "react";
import { NOT_PAGES } from "@/lib/not-pages";

/** A link whose page would open elsewhere, or not as a page. */
const PAGE_LINK = "a[href]:not([download]):not([target=_blank])";

/**
 * Fetches a link's page when the visitor reaches for it: a pointer comes over it (a touch
 * included, before its click), or the focus comes to it. One listener for the whole document, so
 * links cost nothing of their own as a page starts; they fetch nothing until then
 * (lib/i18n/navigation.tsx). The router keeps what it fetched, and fetches a page again only once
 * its copy is stale.
 */
export function IntentPrefetch() {
  const router = useRouter();
  useEffect(() => {
    const reach = ({ target }: Event) => {
      const link = target instanceof Element ? target.closest(PAGE_LINK) : null;
      if (!(link instanceof HTMLAnchorElement)) return;
      const { origin, pathname, search } = new URL(link.href);
      const here = window.location;
      if (origin === here.origin && !NOT_PAGES.test(pathname) && pathname + search !== here.pathname + here.search) {
        router.prefetch(pathname + search);
      }
    };
    // Captured: the page's own handlers cannot hide the event from it.
    document.addEventListener("pointerover", reach, true);
    document.addEventListener("focusin", reach, true);
    return () => {
      document.removeEventListener("pointerover", reach, true);
      document.removeEventListener("focusin", reach, true);
    };
  }, [router]);
  return null;
}
