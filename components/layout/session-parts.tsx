"use client";
// The parts of the server-rendered frame that depend on who is visiting: the session is read in
// the browser (useCurrentUser), so that cached pages stay the same for everyone.
import dynamic from "next/dynamic";
import type { ReactNode } from "react";
import type { WebsiteSettings } from "@/lib/api/schemas";
import { useCurrentUser } from "@/lib/auth/use-current-user";
import { AccountMenu } from "./account-menu";

// Signing out's code comes only to signed-in visitors.
const LogoutButton = dynamic(() => import("./logout-button").then((module) => module.LogoutButton), { ssr: false });

type AccountSlotProps = {
  authMethod: WebsiteSettings["auth_method"];
  monetizationEnabled: boolean;
  /** What a signed-out visitor sees (the Log in link). */
  signedOut: ReactNode;
};

/** The top bar's account menu for a signed-in user, `signedOut` otherwise; on a site with accounts. */
export function AccountSlot({ authMethod, monetizationEnabled, signedOut }: AccountSlotProps) {
  const { user } = useCurrentUser(true);
  // Keeps the bar from jumping while the session check runs.
  if (user === undefined) return <span className="inline-block h-11 w-11" aria-hidden />;
  if (user) return <AccountMenu user={user} authMethod={authMethod} monetizationEnabled={monetizationEnabled} />;
  return signedOut;
}

/** `children` only once the session is known to be signed in (or signed out), on a site with accounts. */
export function ForSession({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const { user } = useCurrentUser(true);
  if (user === undefined || (user !== null) !== signedIn) return null;
  return children;
}

/** The drawer's Log out row, for a signed-in user; `children` are its icon and label. */
export function DrawerLogout({ className, children }: { className: string; children: ReactNode }) {
  return (
    <ForSession signedIn>
      <LogoutButton className={className}>{children}</LogoutButton>
    </ForSession>
  );
}
