"use client";
// The site's latest outgoing mail: what was sent, or — without SMTP — what would have been, so a
// member can read (and forward) it.
import { useLocale, useTranslations } from "next-intl";
import type { OutboxMail } from "@/lib/api/admin";
import { AdminListView } from "./admin-ui";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-account";
import { LinkifiedText } from "./linkified-text";
import { useOutbox } from "./use-admin-data";

const KNOWN_STATUS = ["outbox", "retrying", "sent", "failed"] as const;
type KnownStatus = (typeof KNOWN_STATUS)[number];
const TONE: Record<KnownStatus, BadgeTone> = { outbox: "waiting", retrying: "waiting", sent: "good", failed: "bad" };
const isKnown = (status: string): status is KnownStatus => (KNOWN_STATUS as readonly string[]).includes(status);

export function OutboxView() {
  const t = useTranslations("admin.outbox");
  const list = useOutbox();

  return (
    <AdminListView title={t("title")} intro={t("intro")} errorText={t("error")} emptyText={t("empty")} list={list}>
      {(data) => (
        <ul className="flex flex-col gap-3">
          {data.map((mail) => (
            <li key={mail.id}>
              <MailEntry mail={mail} />
            </li>
          ))}
        </ul>
      )}
    </AdminListView>
  );
}

function MailEntry({ mail }: { mail: OutboxMail }) {
  const t = useTranslations("admin.outbox");
  const locale = useLocale();
  return (
    <article className="flex flex-col gap-2 rounded-md border border-on-surface/15 p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h2 className="min-w-0 break-words text-base font-medium">{mail.subject}</h2>
        <Badge tone={isKnown(mail.status) ? TONE[mail.status] : "neutral"}>
          {isKnown(mail.status) ? t(`status.${mail.status}`) : mail.status}
        </Badge>
      </div>
      <p className="flex flex-wrap gap-x-4 text-sm text-muted">
        <span className="break-all">{t("to", { to: mail.to })}</span>
        <time dateTime={mail.created_at}>{formatDateTime(mail.created_at, locale)}</time>
      </p>
      <details className="group">
        <summary className="cursor-pointer py-3 text-sm font-medium text-primary-text">{t("showText")}</summary>
        <LinkifiedText text={mail.text} className="mt-2 rounded bg-surface p-3 font-mono text-sm" />
      </details>
    </article>
  );
}
