"use client";
// GET /billing/subscriptions/ – the signed-in user's subscriptions, read in the browser (per user,
// never in a shared cache). A 401 is the session guard's business (to login).
import useSWR, { type SWRResponse } from "swr";
import { getSubscriptions, type Subscription } from "@/lib/api/billing";
import { browserApi } from "@/lib/api/browser";

export const SUBSCRIPTIONS_KEY = "/billing/subscriptions/";

/** No request while `enabled` is false (signed out, unknown yet). */
export function useSubscriptions(enabled: boolean): SWRResponse<Subscription[], unknown> {
  return useSWR<Subscription[], unknown>(enabled ? SUBSCRIPTIONS_KEY : null, () => getSubscriptions(browserApi), {
    shouldRetryOnError: false,
    revalidateOnFocus: true,
  });
}
