"use client";
// The members' data, read in the browser through the BFF (the pages are static shells). Only the
// admin gate's children call these, so only members ever ask.
import { useCallback, useMemo } from "react";
import useSWR, { useSWRConfig, type SWRConfiguration, type SWRResponse } from "swr";
import {
  ADMIN_KEYS,
  getAdminRequests,
  getCustomFields,
  getInvitations,
  getOutbox,
  type AdminInvitation,
  type AdminRequest,
  type CustomField,
  type OutboxMail,
  type RequestFilter,
} from "@/lib/api/admin";
import { getOrders, type Order } from "@/lib/api/billing";
import { browserApi } from "@/lib/api/browser";
import { ServerError } from "@/lib/api/errors";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";

/**
 * A 401 means the session ended (the BFF has cleared the cookie), a 403 that the member lost the
 * role: reading the user again makes the gate send them to the login page or refuse the area.
 */
function useOptions(revalidateOnFocus = true): SWRConfiguration {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      revalidateOnFocus,
      shouldRetryOnError: false,
      onError: (error: unknown) => {
        if (error instanceof ServerError && (error.isAuthError || error.status === 403)) void mutate(CURRENT_USER_KEY);
      },
    }),
    [mutate, revalidateOnFocus],
  );
}

export function useAdminRequests(filter: RequestFilter): SWRResponse<AdminRequest[], Error> {
  return useSWR(ADMIN_KEYS.requests(filter), () => getAdminRequests(browserApi, filter), useOptions());
}

export function useInvitations(): SWRResponse<AdminInvitation[], Error> {
  return useSWR(ADMIN_KEYS.invitations, () => getInvitations(browserApi), useOptions());
}

export function useOutbox(): SWRResponse<OutboxMail[], Error> {
  return useSWR(ADMIN_KEYS.outbox, () => getOutbox(browserApi), useOptions());
}

/** The SWR key of the members' orders (under ADMIN_KEYS.prefix, so a change revalidates it too). */
export const ORDERS_KEY = `${ADMIN_KEYS.prefix}orders/`;

export function useOrders(): SWRResponse<Order[], Error> {
  return useSWR(ORDERS_KEY, () => getOrders(browserApi), useOptions());
}

/** The site's custom fields change rarely: read once per visit. */
export function useCustomFields(): SWRResponse<CustomField[], Error> {
  return useSWR(ADMIN_KEYS.customFields, () => getCustomFields(browserApi), useOptions(false));
}

/** Revalidates every members' list (requests of each filter, invitations, outbox) after a change. */
export function useRevalidateAdmin(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => typeof key === "string" && key.startsWith(ADMIN_KEYS.prefix)), [mutate]);
}
