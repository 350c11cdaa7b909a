// One requested testimony: a link to its page, its status, and the two decisions while pending.
// Approving acts at once (the toast says what was granted and that the requester was e-mailed);
// refusing opens a dialog for an optional reason. A renewed item shows the earlier decision beside it.
import { mdiCheck, mdiOpenInNew } from "@mdi/js";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { AdminRequest, AdminRequestItem, RequestItemStatus } from "@/lib/api/admin";
import { EarlierDecisionLine } from "./request-earlier-decision";
import { Link } from "@/lib/i18n/navigation";
import { Badge, type BadgeTone } from "@/components/ui/badge";
import { formatDateTime } from "@/lib/format-account";
import { RefuseDialog } from "./refuse-dialog";
import { useDecision, type DecisionOutcome } from "./use-decision";

type Props = { request: AdminRequest; requester: string; item: AdminRequestItem };

const TONE: Record<RequestItemStatus, BadgeTone> = { pending: "waiting", approved: "good", refused: "bad" };

export function RequestItemRow({ request, requester, item }: Props) {
  const t = useTranslations("admin.item");
  const locale = useLocale();
  const decide = useDecision();
  const [saving, setSaving] = useState(false);

  const run = async (reason?: string): Promise<DecisionOutcome> => {
    setSaving(true);
    try {
      return await decide(request, item, reason === undefined ? { decision: "approve" } : { decision: "refuse", reason });
    } finally {
      setSaving(false);
    }
  };

  return (
    <li className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex min-w-0 flex-col gap-1">
        <div className="flex flex-wrap items-center gap-2">
          <Link href={`/${item.slug}`} className="inline-flex items-center gap-1 font-medium text-primary-text underline">
            {item.name}
            <Icon path={mdiOpenInNew} size={16} />
          </Link>
          <Badge tone={TONE[item.status]}>{t(`status.${item.status}`)}</Badge>
        </div>
        {item.decided_at ? (
          <p className="text-sm text-muted">
            <time dateTime={item.decided_at}>{t("decidedOn", { date: formatDateTime(item.decided_at, locale) })}</time>
          </p>
        ) : null}
        {item.renews ? <EarlierDecisionLine earlier={item.renews} /> : null}
        {item.status === "refused" && item.reason ? (
          <p className="whitespace-pre-line text-sm">{t("refusalReason", { reason: item.reason })}</p>
        ) : null}
      </div>
      {item.status === "pending" ? (
        <div className="flex shrink-0 flex-wrap gap-2" aria-busy={saving}>
          <button
            type="button"
            className={buttonClass({ size: "sm" })}
            disabled={saving}
            aria-label={t("approveLabel", { name: item.name })}
            onClick={() => void run()}
          >
            <Icon path={mdiCheck} size={20} />
            {t("approve")}
          </button>
          <RefuseDialog itemName={item.name} requester={requester} disabled={saving} onConfirm={(reason) => run(reason)} />
        </div>
      ) : null}
    </li>
  );
}
