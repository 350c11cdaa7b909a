// Spec §4/§8: a 401 anywhere ends the session and sends the visitor to the login page (a 403
// refuses one thing and keeps the session). The BFF has already cleared the cookie; here the
// browser forgets the user and navigates.
import { mutate } from "swr";
import { ServerError } from "../api/errors";
import { forgetSession } from "./forget-user-data";

/** Anything with a `replace(href)`: next-intl's router (lib/i18n/navigation) in the app. */
export type ReplaceRouter = { replace: (href: string) => void };

export function isAuthError(error: unknown): error is ServerError {
  return error instanceof ServerError && error.isAuthError;
}

/** The login page, remembering where the visitor was (unless that is an /auth/ page itself). */
export function loginPathFor(currentPath: string): string {
  if (!currentPath.startsWith("/") || currentPath.startsWith("/auth/") || currentPath === "/") return "/auth/login";
  return `/auth/login?next=${encodeURIComponent(currentPath)}`;
}

/**
 * Call it in the `catch` of any mutation (checkout, on-demand request…): for a 401 it signs
 * the visitor out locally and goes to login, and answers true; for any other error it does nothing
 * and answers false, so the caller shows its own message.
 */
export function handleAuthError(error: unknown, router: ReplaceRouter, currentPath: string): boolean {
  if (!isAuthError(error)) return false;
  void forgetSession(mutate);
  // On the auth pages themselves the form shows the error; sending them to login would loop.
  if (!currentPath.startsWith("/auth/")) router.replace(loginPathFor(currentPath));
  return true;
}
