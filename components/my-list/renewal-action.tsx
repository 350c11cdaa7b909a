// Under a My List card whose access ends soon (or ended lately): "renewal requested" once a renewal
// waits for a member; else the one-click renewal of on-demand access, or for a rental the way to
// rent it again (its page, where the rent buttons are). Above the card's stretched link.
import { mdiClockOutline, mdiRefresh } from "./icons";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { AccessEntry } from "@/lib/api/schemas";
import { Link } from "@/lib/i18n/navigation";
import { endsSoon } from "./renewal-state";

type Props = { entry: AccessEntry; now: Date; onRenew: (uids: string[]) => void };

export function RenewalAction({ entry, now, onRenew }: Props) {
  const t = useTranslations("myList.renewal");
  const name = entry.content_object.name;
  if (entry.renewal_requested_at) {
    return (
      <div className="flex flex-col gap-0.5" data-testid="renewal-requested">
        <p className="inline-flex items-center gap-1 text-sm font-medium">
          <Icon path={mdiClockOutline} size={16} />
          {t("requested")}
        </p>
        <p className="text-sm text-muted">{t("requestedHint")}</p>
      </div>
    );
  }
  const due = endsSoon(entry, now) || entry.access_status === "expired";
  if (!due) return null;
  if (entry.renewable) {
    return (
      <button
        type="button"
        className={buttonClass({ variant: "outline", size: "sm", className: "relative z-10 self-start" })}
        aria-label={t("renewLabel", { name })}
        onClick={() => onRenew([entry.uid])}
      >
        <Icon path={mdiRefresh} size={18} />
        {t("renew")}
      </button>
    );
  }
  if (entry.access_source === "rental") {
    return (
      <Link
        href={`/${entry.slug}`}
        aria-label={t("rentAgainLabel", { name })}
        className={buttonClass({ variant: "outline", size: "sm", className: "relative z-10 self-start" })}
      >
        {t("rentAgain")}
      </Link>
    );
  }
  return null;
}
