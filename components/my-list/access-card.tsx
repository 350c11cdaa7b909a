// One entry of My List: the item's card, marked with its access status and what that means
// (time left, awaiting approval, refusal reason, expiry, refund). Links to the item. Access that ends soon
// carries its renewal action (or "renewal requested").
import { mdiPlay } from "@/components/ui/icons";
import { mdiCheckCircleOutline, mdiClockOutline, mdiCloseCircleOutline, mdiTimerOffOutline } from "./icons";
import { useTranslations } from "next-intl";
import { Icon } from "@/components/ui/icon";
import type { AccessEntry, AccessStatus } from "@/lib/api/schemas";
import { Link } from "@/lib/i18n/navigation";
import { thumbnailSrcSet, thumbnailUrl } from "@/lib/images";
import { AccessDetails } from "./access-details";
import { RenewalAction } from "./renewal-action";

const BADGE: Record<AccessStatus, { icon: string; className: string }> = {
  active: { icon: mdiCheckCircleOutline, className: "bg-green-700 text-white" },
  pending: { icon: mdiClockOutline, className: "bg-amber-500 text-black" },
  refused: { icon: mdiCloseCircleOutline, className: "bg-red-700 text-white" },
  expired: { icon: mdiTimerOffOutline, className: "bg-neutral-700 text-white" },
  refunded: { icon: mdiCloseCircleOutline, className: "bg-neutral-700 text-white" },
};

type Props = {
  entry: AccessEntry;
  locale: string;
  now: Date;
  onRenew: (uids: string[]) => void;
  /** The list's first card: its picture is the largest thing on a phone's first screen, asked at once. */
  first?: boolean;
};

export function AccessCard({ entry, locale, now, onRenew, first = false }: Props) {
  const t = useTranslations("myList");
  const status = entry.access_status;
  const badge = BADGE[status];
  const playable = status === "active" && entry.has_access;
  // Thumbnails are drawn for the content object (media or playlist), not the item.
  const type = entry.content_object_type;
  const objectUid = entry.content_object.uid;

  return (
    <article
      data-status={status}
      data-source={entry.access_source ?? "on_demand"}
      className="group relative flex h-full flex-col overflow-hidden rounded-md bg-surface text-on-surface shadow-sm ring-1 ring-black/5"
    >
      <div className="relative aspect-video w-full overflow-hidden bg-black/20">
        <img
          src={thumbnailUrl(type, objectUid, 480)}
          srcSet={thumbnailSrcSet(type, objectUid)}
          sizes="(min-width: 1280px) 25vw, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
          width={480}
          height={270}
          alt=""
          loading={first ? "eager" : "lazy"}
          fetchPriority={first ? "high" : undefined}
          decoding="async"
          className={`h-full w-full object-cover ${status === "expired" || status === "refunded" ? "opacity-60 grayscale" : ""}`}
        />
        <span
          className={`absolute left-2 top-2 inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ${badge.className}`}
        >
          <Icon path={badge.icon} size={14} />
          {t(`status.${status}`)}
        </span>
        {playable ? (
          <span aria-hidden className="absolute bottom-2 right-2 rounded-full bg-black/75 p-1.5 text-white">
            <Icon path={mdiPlay} size={20} />
          </span>
        ) : null}
      </div>
      <div className="flex flex-1 flex-col gap-2 p-3">
        <h3 className="line-clamp-2 text-sm font-medium leading-snug">
          <Link
            href={`/${entry.slug}`}
            className="after:absolute after:inset-0 after:rounded-md focus-visible:outline-none focus-visible:after:ring-2 focus-visible:after:ring-primary"
          >
            {entry.content_object.name}
          </Link>
        </h3>
        <AccessDetails entry={entry} locale={locale} now={now} />
        <RenewalAction entry={entry} now={now} onRenew={onRenew} />
      </div>
    </article>
  );
}
