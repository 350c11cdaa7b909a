"use client";
import useSWR from "swr";
import { browserApi } from "@/lib/api/browser";
import { getItem } from "@/lib/api/endpoints";
import type { Item } from "@/lib/api/schemas";

export const viewerItemKey = (slug: string) => `/items/${encodeURIComponent(slug)}/`;

/**
 * The item as this viewer sees it (has_access, expire_at, file links), read in the browser so
 * the cached page stays the same for everyone. `undefined` while loading.
 */
export function useViewerItem(slug: string): { item: Item | undefined; error: unknown; isLoading: boolean } {
  const { data, error, isLoading } = useSWR<Item>(viewerItemKey(slug), () => getItem(browserApi, slug), {
    revalidateOnFocus: true,
    shouldRetryOnError: false,
  });
  return { item: data, error: error as unknown, isLoading };
}
