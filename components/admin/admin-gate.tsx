"use client";
// Who sees the members' area. Its pages are static shells, cached and shared by every visitor, so
// the server cannot know who is looking: the check happens here, once the browser knows the user.
// It is a courtesy, not the protection — the admin API itself answers 401 to visitors and 403 to
// users who are not members, whatever this component shows.
import { useTranslations } from "next-intl";
import { useEffect, type ReactNode } from "react";
import { NotFoundView } from "@/components/layout/not-found-view";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { usePathname, useRouter } from "@/lib/i18n/navigation";
import { LoadingState } from "./admin-ui";

export function AdminGate({ children }: { children: ReactNode }) {
  const t = useTranslations("admin");
  const { user } = useCurrentUser(true);
  const router = useRouter();
  const pathname = usePathname();

  useEffect(() => {
    // Signed out: sign in, then come back here.
    if (user === null) router.replace({ pathname: "/auth/login", query: { next: pathname } });
  }, [user, router, pathname]);

  // Not a member: the area does not exist for them (and their data calls would be refused).
  if (user && !user.is_member) return <NotFoundView />;
  if (!user) return <LoadingState label={t("checking")} />;
  return <>{children}</>;
}
