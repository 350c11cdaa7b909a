"use client";
// GET /billing/buyer/ – the buyer identity this browser holds on a site whose sign-in is the shared
// password (docs/buyers.md): the cart prefills the checkout's e-mail with it. null: none.
import "client-only";
import useSWR from "swr";
import { getBuyer, type Buyer } from "../api/billing";
import { browserApi } from "../api/browser";

export const BUYER_KEY = "/billing/buyer/";

export function useBuyer(enabled: boolean): Buyer | null | undefined {
  const { data } = useSWR<Buyer | null>(enabled ? BUYER_KEY : null, () => getBuyer(browserApi), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return data;
}
