"use client";
// Going to an address the server gave (a session's success_url): a client-side navigation when it
// is on this site (its path already carries the locale prefix), a full page load otherwise.
import { useRouter } from "next/navigation";
import { useCallback } from "react";

export function useLeaveTo(): (url: string) => void {
  const router = useRouter();
  return useCallback(
    (url: string) => {
      const target = new URL(url, window.location.href);
      if (target.origin === window.location.origin) router.push(`${target.pathname}${target.search}${target.hash}`);
      else window.location.assign(target.href);
    },
    [router],
  );
}

/** A site path the server gave ("/", "/{itemSlug}"), or "/" when it is anything else. */
export function sitePath(path: string): string {
  return path.startsWith("/") && !path.startsWith("//") && !path.startsWith("/\\") ? path : "/";
}
