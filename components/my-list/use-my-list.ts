"use client";
// GET /items/access/ (spec §7) – My List, per user: read in the browser, never in a shared cache.
import useSWR, { type SWRResponse } from "swr";
import { browserApi } from "@/lib/api/browser";
import type { AccessEntry } from "@/lib/api/schemas";
import { SHAPES } from "@/lib/api/shapes";
import { MY_LIST_KEY } from "@/lib/cart/on-demand-list";

async function fetchMyList(path: string): Promise<AccessEntry[]> {
  const page = await browserApi.request(path, {}, SHAPES.accessPage);
  return page.results;
}

/** The signed-in user's entries; no request while `enabled` is false (signed out, unknown yet). */
export function useMyList(enabled: boolean): SWRResponse<AccessEntry[], unknown> {
  return useSWR<AccessEntry[], unknown>(enabled ? MY_LIST_KEY : null, fetchMyList, {
    shouldRetryOnError: false,
    revalidateOnFocus: true,
  });
}
