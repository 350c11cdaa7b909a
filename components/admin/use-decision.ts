"use client";
// Approving or refusing one requested testimony: the call, a toast saying what happened, and the
// lists refreshed — also after a failure, since a 409 means another member decided first.
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { toast } from "@/components/ui/toast";
import { decideRequestItem, type AdminRequest, type AdminRequestItem, type DecisionInput } from "@/lib/api/admin";
import { browserApi } from "@/lib/api/browser";
import { ServerError } from "@/lib/api/errors";
import { useRevalidateAdmin } from "./use-admin-data";

export type DecisionOutcome = "decided" | "already-decided" | "failed";
export type Decide = (request: AdminRequest, item: AdminRequestItem, input: DecisionInput) => Promise<DecisionOutcome>;

export function useDecision(): Decide {
  const t = useTranslations("admin.decision");
  const revalidate = useRevalidateAdmin();

  return useCallback<Decide>(
    async (request, item, input) => {
      try {
        const status = await decideRequestItem(browserApi, request.uid, item.uid, input);
        toast.success(t(status === "approved" ? "approved" : "refused", { name: item.name }));
        return "decided";
      } catch (error) {
        if (error instanceof ServerError && error.status === 409) {
          toast.info(t("alreadyDecided"));
          return "already-decided";
        }
        toast.error(t("failed"));
        return "failed";
      } finally {
        await revalidate();
      }
    },
    [t, revalidate],
  );
}
