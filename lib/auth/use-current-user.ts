"use client";
import "client-only";
import useSWR from "swr";
import type { User } from "../api/schemas";
import { apiFetcher } from "../swr/fetcher";

export const CURRENT_USER_KEY = "/auth/me/";

/**
 * The signed-in user, read in the browser so cached pages stay the same for everyone.
 * `undefined` while loading, `null` when signed out (a 401/403 means no session).
 */
export function useCurrentUser(enabled: boolean): { user: User | null | undefined; isLoading: boolean } {
  const { data, error, isLoading } = useSWR<User | null>(enabled ? CURRENT_USER_KEY : null, apiFetcher, {
    shouldRetryOnError: false,
    revalidateOnFocus: true,
  });
  if (!enabled) return { user: null, isLoading: false };
  // A failed start-up check clears the session (spec §4): the visitor is signed out.
  if (error) return { user: null, isLoading: false };
  return { user: data ?? (isLoading ? undefined : null), isLoading };
}
