"use client";
// Logout (spec §2 account menu): clear the session, then go to the index.
import { useCallback } from "react";
import { useSWRConfig } from "swr";
import { logout } from "@/lib/api/auth";
import { browserApi } from "@/lib/api/browser";
import { forgetSession } from "@/lib/auth/forget-user-data";
import { useRouter } from "@/lib/i18n/navigation";

export function useLogout(): () => Promise<void> {
  const router = useRouter();
  const { mutate } = useSWRConfig();
  return useCallback(async () => {
    try {
      await logout(browserApi);
    } catch {
      // The session may already be gone (expired, 401): signing out locally is what matters.
    }
    // The user is read in the browser (SWR), so drop it, and what was kept for them, before the
    // server components refresh.
    await forgetSession(mutate);
    router.push("/");
    router.refresh();
  }, [mutate, router]);
}
