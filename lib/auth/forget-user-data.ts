// What the browser keeps of one visitor's session must not be shown to the next one on the same
// tab (a shared computer in a library or a school): My List, orders, subscriptions, access to
// items, the members' desk. SWR keeps answers for the tab's life, so signing out, signing in and a
// session that ends drop every answer but the current user's, which each of those sets itself.
import type { ScopedMutator } from "swr";
import { CURRENT_USER_KEY } from "./use-current-user";

/**
 * Drops every kept answer but the current user's. Signing out and an ended session leave the page
 * (`revalidate: false`: nothing is asked for the visitor who left; a page asks when it next shows).
 * Signing in stays on the page (`revalidate: true`): what it shows is asked again, for the new user.
 */
export function forgetUserData(mutate: ScopedMutator, { revalidate }: { revalidate: boolean }): Promise<unknown> {
  return mutate((key) => key !== CURRENT_USER_KEY, undefined, { revalidate });
}

/** Signed out in this tab (a sign-out, an ended session): no user, and nothing kept for the last one. */
export function forgetSession(mutate: ScopedMutator): Promise<unknown> {
  return Promise.all([forgetUserData(mutate, { revalidate: false }), mutate(CURRENT_USER_KEY, null, { revalidate: false })]);
}
