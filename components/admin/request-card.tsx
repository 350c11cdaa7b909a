// One on-demand request: who asked, when, and each requested testimony with its decision. A renewal
// (asked from an expiry reminder or My List) says so, and each of its items shows the decision it renews.
import { useLocale, useTranslations } from "next-intl";
import { useId } from "react";
import type { AdminRequest } from "@/lib/api/admin";
import { Badge } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-account";
import { RequestItemRow } from "./request-item-row";
import { RequesterDetails } from "./requester-details";

type Props = { request: AdminRequest; fieldNames: ReadonlyMap<string, string> };

export function requesterName(request: AdminRequest): string {
  const { first_name, last_name, email } = request.requester;
  return [first_name, last_name].filter(Boolean).join(" ") || email;
}

export function RequestCard({ request, fieldNames }: Props) {
  const t = useTranslations("admin.requests");
  const tRenewal = useTranslations("admin.renewal");
  const locale = useLocale();
  const headingId = useId();
  const name = requesterName(request);

  return (
    <article
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-lg border border-on-surface/15 bg-background p-4 shadow-sm sm:p-6"
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div className="flex flex-col gap-1">
          <h2 id={headingId} className="text-xl font-medium">
            {t("heading", { name })}
          </h2>
          <p className="text-sm text-muted">
            <time dateTime={request.created_at}>{t("requestedOn", { date: formatDateTime(request.created_at, locale) })}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {request.is_renewal ? <Badge tone="neutral">{tRenewal("badge")}</Badge> : null}
          <Badge tone={request.status === "pending" ? "waiting" : "neutral"}>{t(`status.${request.status}`)}</Badge>
        </div>
      </header>
      <RequesterDetails requester={request.requester} fieldNames={fieldNames} />
      <section className="flex flex-col gap-2">
        <h3 className="text-base font-medium">{t("items", { count: request.items.length })}</h3>
        <ul className="flex flex-col divide-y divide-on-surface/10 rounded-md border border-on-surface/10">
          {request.items.map((item) => (
            <RequestItemRow key={item.uid} request={request} requester={name} item={item} />
          ))}
        </ul>
      </section>
    </article>
  );
}
