"use client";
// Registration by invitation (spec §2, §4): a loading state while the invitation is fetched, then
// the form. An unknown, used or expired invitation sends the visitor home without a word (§8).
import { useTranslations } from "next-intl";
import useSWR from "swr";
import { getInvitation } from "@/lib/api/auth";
import { browserApi } from "@/lib/api/browser";
import type { Invitation } from "@/lib/api/schemas";
import { useRouter } from "@/lib/i18n/navigation";
import { InvitationAccountForm } from "./invitation-account-form";

export function InvitationForm({ invitationId }: { invitationId: string }) {
  const t = useTranslations("auth.invitation");
  const router = useRouter();
  const { data } = useSWR<Invitation>(["/auth/invitations/", invitationId], () => getInvitation(browserApi, invitationId), {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
    revalidateIfStale: false,
    revalidateOnReconnect: false,
    // Replaces SessionGuard's handler on purpose: any failure here means "no such invitation".
    onError: () => router.replace("/"),
  });

  if (!data) {
    return (
      <div role="status" aria-live="polite" className="flex flex-col items-center gap-3 py-10 text-muted">
        <span aria-hidden className="h-8 w-8 animate-spin rounded-full border-2 border-primary border-t-transparent" />
        {t("loading")}
      </div>
    );
  }
  // Keyed by the invitation so the form's default values come from the data it was built for.
  return <InvitationAccountForm key={data.uid} invitationId={invitationId} invitation={data} />;
}
