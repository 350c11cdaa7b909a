"use client";
// POST /items/access/renew/ – the one-click renewal: asks, then refreshes My List. A renewal already
// waiting (409, a second click) counts as done: the list then says "renewal requested".
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { useSWRConfig } from "swr";
import { browserApi } from "@/lib/api/browser";
import { ServerError } from "@/lib/api/errors";
import type { RenewalInput } from "@/lib/api/schemas";
import { SHAPES } from "@/lib/api/shapes";
import { MY_LIST_KEY } from "@/lib/cart/on-demand-list";

/** Renews the items; answers null when done, else the message to show. */
export type Renew = (uids: string[]) => Promise<string | null>;

export function useRenewal(): Renew {
  const t = useTranslations("myList.renewal");
  const { mutate } = useSWRConfig();
  return useCallback<Renew>(
    async (uids) => {
      try {
        const body: RenewalInput = { items: uids };
        await browserApi.request("/items/access/renew/", { json: body }, SHAPES.accessRenewal);
      } catch (error) {
        // The server's own 4xx message is already in the page's language.
        if (!(error instanceof ServerError && error.status === 409)) {
          return error instanceof ServerError && error.status < 500 ? error.message : t("dialog.failed");
        }
      } finally {
        await mutate(MY_LIST_KEY);
      }
      toast.success(t("done"));
      return null;
    },
    [t, mutate],
  );
}
