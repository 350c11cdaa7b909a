"use client";
// Every SWR read under this provider obeys spec §4/§8: a 401/403 signs the visitor out and sends
// them to login. /auth/me/ is left to useCurrentUser (a failed session check just means "signed
// out", and forced login is SiteFrame's business). A hook that passes its own `onError` replaces
// this one (SWR does not chain them) and must call handleAuthError itself.
import { useMemo, type ReactNode } from "react";
import { SWRConfig, type SWRConfiguration } from "swr";
import { handleAuthError } from "@/lib/auth/auth-error";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";
import { usePathname, useRouter } from "@/lib/i18n/navigation";

export function SessionGuard({ children }: { children: ReactNode }) {
  const router = useRouter();
  const pathname = usePathname();

  const value = useMemo<SWRConfiguration>(
    () => ({
      onError: (error: unknown, key: string) => {
        if (key === CURRENT_USER_KEY) return;
        const search = typeof window === "undefined" ? "" : window.location.search;
        handleAuthError(error, router, `${pathname}${search}`);
      },
    }),
    [router, pathname],
  );

  return <SWRConfig value={value}>{children}</SWRConfig>;
}
