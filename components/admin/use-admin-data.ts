"use client";
// The members' data, read in the browser through the BFF (the pages are static shells). Only the
// admin gate's children call these, so only members ever ask: a 403 would sign a user out.
import { useCallback } from "react";
import useSWR, { useSWRConfig, type SWRResponse } from "swr";
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
import { browserApi } from "@/lib/api/browser";

const options = { revalidateOnFocus: true, shouldRetryOnError: false };

export function useAdminRequests(filter: RequestFilter): SWRResponse<AdminRequest[], Error> {
  return useSWR(ADMIN_KEYS.requests(filter), () => getAdminRequests(browserApi, filter), options);
}

export function useInvitations(): SWRResponse<AdminInvitation[], Error> {
  return useSWR(ADMIN_KEYS.invitations, () => getInvitations(browserApi), options);
}

export function useOutbox(): SWRResponse<OutboxMail[], Error> {
  return useSWR(ADMIN_KEYS.outbox, () => getOutbox(browserApi), options);
}

/** The site's custom fields change rarely: read once per visit. */
export function useCustomFields(): SWRResponse<CustomField[], Error> {
  return useSWR(ADMIN_KEYS.customFields, () => getCustomFields(browserApi), { ...options, revalidateOnFocus: false });
}

/** Revalidates every members' list (requests of each filter, invitations, outbox) after a change. */
export function useRevalidateAdmin(): () => Promise<unknown> {
  const { mutate } = useSWRConfig();
  return useCallback(() => mutate((key) => typeof key === "string" && key.startsWith(ADMIN_KEYS.prefix)), [mutate]);
}
