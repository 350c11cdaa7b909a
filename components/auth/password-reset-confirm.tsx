"use client";
// Reads the reset token from `?token=` in the browser, so /auth/password-reset-2 itself is static.
// useSearchParams needs the Suspense boundary the page puts around this component.
import { useSearchParams } from "next/navigation";
import { PasswordResetConfirmForm } from "./password-reset-confirm-form";

export function PasswordResetConfirm() {
  const token = useSearchParams().get("token");
  // A new token (another link opened in the same tab) starts a fresh form.
  return <PasswordResetConfirmForm key={token ?? ""} token={token} />;
}
