"use client";
// My List, per user (lib/api/my-list.ts): read in the browser, never in a shared cache. The page
// gives the list it read on the server as `initial`; the browser reads it again on focus and after
// a change (a request sent, a renewal).
import useSWR, { type SWRResponse } from "swr";
import { browserApi } from "@/lib/api/browser";
import { getMyList } from "@/lib/api/my-list";
import type { AccessEntry } from "@/lib/api/schemas";
import { MY_LIST_KEY } from "@/lib/cart/on-demand-list";

/** The signed-in user's entries; no request while `enabled` is false (signed out, unknown yet). */
export function useMyList(enabled: boolean, initial?: AccessEntry[]): SWRResponse<AccessEntry[], unknown> {
  return useSWR<AccessEntry[], unknown>(enabled ? MY_LIST_KEY : null, () => getMyList(browserApi), {
    shouldRetryOnError: false,
    revalidateOnFocus: true,
    fallbackData: initial,
    // What the server just read is fresh: no second request as the page starts.
    revalidateOnMount: initial === undefined,
  });
}
