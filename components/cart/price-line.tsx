// One entry of the prices panel (spec §2): thumbnail (cart paths), name linking to the item, the
// item's prices as a radio group (amount, access period or 'Unlimited', download badges) and a
// remove button named after the item.
import { useLocale, useTranslations } from "next-intl";
import { accessPeriod } from "@/lib/api/billing";
import { downloadBadges, itemThumbnail, type CartLine, type Price } from "@/lib/cart/price-cart";
import { formatAmount } from "@/lib/format-account";
import { CartEntryHead } from "./cart-entry-head";

type Props = {
  line: CartLine;
  currency: string;
  onChoose: (priceUid: string) => void;
  onRemove: () => void;
  /** Following the link leaves the drawer. */
  onFollow: () => void;
};

export function PriceLine({ line, currency, onChoose, onRemove, onFollow }: Props) {
  const t = useTranslations("cart");
  const { item, price: chosen } = line;
  const name = item.content_object.name;
  return (
    <li className="flex flex-col gap-3 py-4">
      <div className="flex items-center gap-3">
        <CartEntryHead
          thumbnail={itemThumbnail(item)}
          name={name}
          slug={item.slug}
          removeLabel={t("removeFromCart", { name })}
          onRemove={onRemove}
          onFollow={onFollow}
        />
      </div>
      <fieldset className="flex flex-col gap-2">
        <legend className="sr-only">{t("priceLegend", { name })}</legend>
        <p aria-hidden className="text-xs font-medium uppercase tracking-wide text-muted">
          {t("priceLegendShort")}
        </p>
        {item.prices.map((price) => (
          <PriceChoice
            key={price.uid}
            price={price}
            name={`price-${item.uid}`}
            currency={currency}
            checked={price.uid === chosen.uid}
            onChoose={() => onChoose(price.uid)}
          />
        ))}
      </fieldset>
    </li>
  );
}

type ChoiceProps = { price: Price; name: string; currency: string; checked: boolean; onChoose: () => void };

function PriceChoice({ price, name, currency, checked, onChoose }: ChoiceProps) {
  const t = useTranslations("cart");
  const locale = useLocale();
  const period = accessPeriod(price.period);
  const badges = downloadBadges(price.downloadable_choices);
  return (
    <label className="flex min-h-touch cursor-pointer items-center gap-3 rounded-md border border-on-surface/20 px-3 py-2 text-sm has-[:checked]:border-primary has-[:checked]:bg-primary/5 has-[:focus-visible]:outline has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-primary-text">
      <input type="radio" name={name} value={price.uid} checked={checked} onChange={onChoose} className="size-4 shrink-0 accent-primary" />
      <span className="flex flex-1 flex-wrap items-baseline gap-x-2">
        <span className="font-semibold">{formatAmount(price.amount, currency, locale)}</span>
        <span className="text-muted">
          {period.unit === "unlimited" ? t("period.unlimited") : t(`period.${period.unit}`, { count: period.count })}
        </span>
      </span>
      {badges.length > 0 ? (
        <span className="flex shrink-0 gap-1">
          <span className="sr-only">{t("downloadsIncluded")}</span>
          {badges.map((badge) => (
            <span key={badge} className="rounded bg-on-surface/10 px-1.5 py-0.5 text-xs font-semibold">
              {t(`badges.${badge}`)}
            </span>
          ))}
        </span>
      ) : null}
    </label>
  );
}
