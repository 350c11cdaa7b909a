"use client";
// Invitations: the form to invite someone (then the link to share), and those already sent.
import { useTranslations } from "next-intl";
import { useId, useState } from "react";
import type { CreatedInvitation } from "@/lib/api/admin";
import { ErrorState, LoadingState } from "./admin-ui";
import { InvitationForm } from "./invitation-form";
import { InvitationLink } from "./invitation-link";
import { InvitationList } from "./invitation-list";
import { useCustomFields, useInvitations } from "./use-admin-data";

export function InvitationsView() {
  const t = useTranslations("admin.invitations");
  const formTitleId = useId();
  const listTitleId = useId();
  const [created, setCreated] = useState<CreatedInvitation | null>(null);
  const fields = useCustomFields();
  const invitations = useInvitations();

  const onCreated = (invitation: CreatedInvitation) => {
    setCreated(invitation);
    void invitations.mutate();
  };

  return (
    <div className="flex flex-col gap-8">
      <header className="flex flex-col gap-2">
        <h1 className="text-3xl font-light">{t("title")}</h1>
        <p className="max-w-3xl text-muted">{t("intro")}</p>
      </header>
      <section aria-labelledby={formTitleId} className="flex flex-col gap-4 rounded-lg border border-on-surface/15 p-4 sm:p-6">
        <h2 id={formTitleId} className="text-xl font-medium">
          {t("formTitle")}
        </h2>
        {/* Without the custom fields (a failed load) the form still works: they are optional. */}
        {fields.data || fields.error ? <InvitationForm fields={fields.data ?? []} onCreated={onCreated} /> : <LoadingState />}
        {created ? <InvitationLink invitation={created} /> : null}
      </section>
      <section aria-labelledby={listTitleId} className="flex flex-col gap-4">
        <h2 id={listTitleId} className="text-xl font-medium">
          {t("listTitle")}
        </h2>
        {invitations.error && !invitations.data ? (
          <ErrorState message={t("error")} onRetry={() => void invitations.mutate()} />
        ) : invitations.data ? (
          <InvitationList invitations={invitations.data} />
        ) : (
          <LoadingState />
        )}
      </section>
    </div>
  );
}
