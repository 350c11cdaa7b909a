"use client";
// What every successful sign-in does: refresh the current user (top bar, drawer, cart) before
// anything else, then either hand over to the embedding component or navigate.
import { useCallback } from "react";
import { mutate } from "swr";
import { forgetUserData } from "@/lib/auth/forget-user-data";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";
import { useRouter } from "@/lib/i18n/navigation";
import { NOT_PAGES } from "@/lib/not-pages";

/** Returns `signedIn(target)`: target null = stay (embedded), else a same-site path to go to. */
export function useSignedIn(): (target: string | null) => Promise<void> {
  const router = useRouter();
  return useCallback(
    async (target) => {
      // Nothing kept from an earlier session of this tab is shown to this one.
      await forgetUserData(mutate, { revalidate: true }).catch(() => undefined);
      // A failed refresh must not turn a successful login into an error message.
      await mutate(CURRENT_USER_KEY).catch(() => undefined);
      if (target === null) return;
      // A service (the IIIF access service a viewer's window signs in for) is no page of a
      // language: the browser opens it as it is.
      if (NOT_PAGES.test(new URL(target, window.location.href).pathname)) {
        window.location.assign(target);
        return;
      }
      router.push(target);
      // Server components rendered for the anonymous visitor are stale now.
      router.refresh();
    },
    [router],
  );
}
