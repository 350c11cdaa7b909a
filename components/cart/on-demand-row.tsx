// One requested item in the onDemand panel: thumbnail (spec §2 cart paths), name linking to the
// item, and a remove button named after the item.
import { useTranslations } from "next-intl";
import { entryThumbnail, type OnDemandEntry } from "@/lib/cart/on-demand-list";
import { CartEntryHead } from "./cart-entry-head";

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
      <CartEntryHead
        thumbnail={entryThumbnail(entry)}
        name={entry.name}
        slug={entry.slug}
        removeLabel={t("remove", { name: entry.name })}
        onRemove={onRemove}
        onFollow={onFollow}
      />
    </li>
  );
}
