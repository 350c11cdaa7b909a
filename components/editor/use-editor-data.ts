"use client";
// The editor's reads, in the browser through the BFF (members only, see the admin gate).
import { useMemo } from "react";
import useSWR, { useSWRConfig, type SWRConfiguration } from "swr";
import { browserApi } from "@/lib/api/browser";
import { getEditorPage, getEditorPages, getPageVersions, getSiteLayout, getUploads } from "@/lib/api/editor";
import { getCategories, getItems } from "@/lib/api/endpoints";
import { ServerError } from "@/lib/api/errors";
import { CURRENT_USER_KEY } from "@/lib/auth/use-current-user";

const PREFIX = "/admin/editor/";

/** A 401 or 403 re-reads the user: the gate then shows the login page or refuses the area. */
function useOptions(): SWRConfiguration {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      revalidateOnFocus: false,
      shouldRetryOnError: false,
      onError: (error: unknown) => {
        if (error instanceof ServerError && (error.isAuthError || error.status === 403)) void mutate(CURRENT_USER_KEY);
      },
    }),
    [mutate],
  );
}

export function useEditorPages() {
  return useSWR(`${PREFIX}pages`, () => getEditorPages(browserApi), useOptions());
}

export function useEditorPage(id: number) {
  return useSWR(`${PREFIX}pages/${id}`, () => getEditorPage(browserApi, id), useOptions());
}

export function usePageVersions(id: number, open: boolean) {
  return useSWR(open ? `${PREFIX}pages/${id}/versions` : null, () => getPageVersions(browserApi, id), useOptions());
}

export function useUploads(open: boolean) {
  return useSWR(open ? `${PREFIX}uploads` : null, () => getUploads(browserApi), useOptions());
}

export function useSiteLayout() {
  return useSWR(`${PREFIX}site`, () => getSiteLayout(browserApi), useOptions());
}

export function useAllCategories() {
  return useSWR(`${PREFIX}categories`, () => getCategories(browserApi), useOptions());
}

/** Items matching a search text (at least 2 characters), or the items of a list of uids. */
export function useItemSearch(search: string) {
  const text = search.trim();
  return useSWR(
    text.length >= 2 ? `${PREFIX}items?search=${text}` : null,
    () => getItems(browserApi, { search: text, limit: 10 }),
    useOptions(),
  );
}

export function useItemsByUid(uids: string[]) {
  const key = uids.length ? `${PREFIX}items?uid=${uids.join(",")}` : null;
  // The names already known stay shown while a reordered or shortened list is read again.
  return useSWR(key, () => getItems(browserApi, { uid__in: uids, limit: uids.length }), { ...useOptions(), keepPreviousData: true });
}
