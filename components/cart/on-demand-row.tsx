"use client";
// One requested item in the onDemand panel: thumbnail (spec §2 cart paths), name linking to the
// item, and a remove button named after the item.
import { mdiDeleteOutline } from "@mdi/js";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { entryThumbnail, type OnDemandEntry } from "@/lib/cart/on-demand-list";
import { Link } from "@/lib/i18n/navigation";

type Props = {
  entry: OnDemandEntry;
  onRemove: () => void;
  /** Following the link leaves the drawer. */
  onFollow: () => void;
};

export function OnDemandRow({ entry, onRemove, onFollow }: Props) {
  const t = useTranslations("cart");
  return (
    <li className="flex items-center gap-3 py-3">
      <img
        src={entryThumbnail(entry)}
        alt=""
        width={96}
        height={54}
        loading="lazy"
        decoding="async"
        className="aspect-video w-24 shrink-0 rounded bg-black/20 object-cover"
      />
      <Link
        href={`/${entry.slug}`}
        onClick={onFollow}
        className="line-clamp-2 flex-1 text-sm font-medium hover:underline focus-visible:underline"
      >
        {entry.name}
      </Link>
      <button
        type="button"
        data-remove
        onClick={onRemove}
        aria-label={t("remove", { name: entry.name })}
        title={t("remove", { name: entry.name })}
        className={buttonClass({ variant: "ghost", size: "icon", className: "shrink-0 text-muted hover:text-on-surface" })}
      >
        <Icon path={mdiDeleteOutline} />
      </button>
    </li>
  );
}
