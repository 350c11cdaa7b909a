"use client";
import type { ReactNode } from "react";
import { useLogout } from "./use-logout";

/** Signs the visitor out (the side drawer's Log out). */
export function LogoutButton({ className, children }: { className: string; children: ReactNode }) {
  const logout = useLogout();
  return (
    <button type="button" className={className} onClick={() => void logout()}>
      {children}
    </button>
  );
}
