"use client";
// GET /billing/sessions/{id}/ – one of the buyer's checkout sessions, read in the browser (it is
// theirs alone: never in a shared cache). A 401 is the session guard's business (to login).
import useSWR, { type SWRConfiguration, type SWRResponse } from "swr";
import { getCheckoutSession, type CheckoutSession } from "@/lib/api/billing";
import { browserApi } from "@/lib/api/browser";
import { ServerError } from "@/lib/api/errors";

export const checkoutSessionKey = (id: string) => `/billing/sessions/${encodeURIComponent(id)}/`;

/** The answer will not change by asking again: the session is not theirs, or they are signed out. */
export const isFinalError = (error: unknown) => error instanceof ServerError && error.status >= 400 && error.status < 500;

type Options = {
  /** Milliseconds until the next read (0: no more), from the latest answer. */
  refreshInterval?: (latest?: CheckoutSession) => number;
  /** While polling, a network failure or a 5xx is tried again after this long. */
  retryAfterMs?: number;
};

export function useCheckoutSession(
  id: string | null,
  { refreshInterval, retryAfterMs }: Options = {},
): SWRResponse<CheckoutSession, unknown> {
  const config: SWRConfiguration<CheckoutSession, unknown> = {
    revalidateOnFocus: false,
    // Polling asks every second: a read must not be answered from the previous one.
    dedupingInterval: 500,
    refreshInterval,
    shouldRetryOnError: retryAfterMs !== undefined,
    onErrorRetry: (error, _key, _config, revalidate, { retryCount }) => {
      if (retryAfterMs === undefined || isFinalError(error)) return;
      setTimeout(() => void revalidate({ retryCount }), retryAfterMs);
    },
  };
  return useSWR<CheckoutSession, unknown>(id ? checkoutSessionKey(id) : null, () => getCheckoutSession(browserApi, id ?? ""), config);
}
