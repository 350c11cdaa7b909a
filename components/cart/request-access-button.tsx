"use client";
// 'Request access' on an on-demand item (spec §2 no-access overlay, §4 "On-demand adding"): adds
// the item to the on-demand list and opens the drawer on it. Once added, it says so and reopens
// the list.
import { mdiCheck, mdiEmailFastOutline } from "@mdi/js";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import type { ItemCardData } from "@/lib/api/card";
import { useCart } from "@/lib/cart/use-cart";

export type RequestableItem = Pick<ItemCardData, "uid" | "slug" | "name" | "type"> & {
  /** The item's content_object_thumbnail (the drawer's thumbnail); built from the uid when absent. */
  thumbnail?: string | null;
};

type Props = { item: RequestableItem; className?: string };

export function RequestAccessButton({ item, className }: Props) {
  const t = useTranslations("cart");
  const { onDemand, addOnDemand } = useCart();
  const added = onDemand.some((entry) => entry.uid === item.uid);
  const label = added ? t("inRequestLabel", { name: item.name }) : t("requestAccessLabel", { name: item.name });

  return (
    <button
      type="button"
      aria-label={label}
      aria-haspopup="dialog"
      onClick={() => addOnDemand({ uid: item.uid, slug: item.slug, name: item.name, type: item.type, thumbnail: item.thumbnail ?? null })}
      className={className ?? buttonClass({ className: "shadow" })}
    >
      <Icon path={added ? mdiCheck : mdiEmailFastOutline} size={20} />
      {added ? t("inRequest") : t("requestAccess")}
    </button>
  );
}
