// The invitations already sent, each with where it stands: pending, accepted or expired.
import { useLocale, useTranslations } from "next-intl";
import { invitationState, type AdminInvitation, type InvitationState } from "@/lib/api/admin";
import { EmptyState } from "./admin-ui";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatDay } from "@/lib/format-account";

const TONE: Record<InvitationState, BadgeTone> = { pending: "waiting", accepted: "good", expired: "neutral" };

export function InvitationList({ invitations }: { invitations: AdminInvitation[] }) {
  const t = useTranslations("admin.invitations");
  const locale = useLocale();
  if (invitations.length === 0) return <EmptyState>{t("empty")}</EmptyState>;

  const dateLine = (invitation: AdminInvitation, state: InvitationState) => {
    if (state === "accepted" && invitation.accepted_at) return t("acceptedOn", { date: formatDay(invitation.accepted_at, locale) });
    const date = formatDay(invitation.expires_at, locale);
    return state === "expired" ? t("expiredOn", { date }) : t("expiresOn", { date });
  };

  return (
    <ul className="flex flex-col divide-y divide-on-surface/10 rounded-md border border-on-surface/15">
      {invitations.map((invitation) => {
        const state = invitationState(invitation);
        const name = [invitation.first_name, invitation.last_name].filter(Boolean).join(" ");
        return (
          <li key={invitation.uid} className="flex flex-col gap-1 p-3 sm:flex-row sm:items-center sm:justify-between sm:gap-4">
            <div className="min-w-0">
              <p className="font-medium">{name || invitation.email}</p>
              <p className="break-all text-sm text-muted">{invitation.email}</p>
            </div>
            <div className="flex shrink-0 flex-wrap items-center gap-2 text-sm sm:flex-col sm:items-end">
              <Badge tone={TONE[state]}>{t(`state.${state}`)}</Badge>
              <span className="text-muted">{dateLine(invitation, state)}</span>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
