// The floating cart button of spec §2: shown only while the paid cart or the on-demand list holds
// something; its badge counts the cart's entries, or the on-demand ones when the cart is empty.
import { mdiCartOutline, mdiPlaylistCheck } from "@/components/ui/icons";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useCart } from "@/lib/cart/use-cart";

export function FloatingCartButton() {
  const t = useTranslations("cart");
  const { cartCount, onDemand, openDrawer, open } = useCart();
  const isCart = cartCount > 0;
  const count = isCart ? cartCount : onDemand.length;
  if (count === 0) return null;
  const label = isCart ? t("openCart", { count }) : t("openRequest", { count });

  return (
    <button
      type="button"
      data-cart-button
      onClick={() => openDrawer()}
      aria-label={label}
      aria-haspopup="dialog"
      aria-expanded={open}
      title={label}
      className={buttonClass({
        size: "fab",
        className: "fixed bottom-[calc(1.5rem+env(safe-area-inset-bottom))] right-6 z-40 shadow-lg ring-1 ring-black/10",
      })}
    >
      <Icon path={isCart ? mdiCartOutline : mdiPlaylistCheck} size={28} />
      <span
        aria-hidden
        className="absolute -right-1 -top-1 inline-flex min-h-6 min-w-6 items-center justify-center rounded-full bg-on-surface px-1.5 text-xs font-bold text-background ring-2 ring-background"
      >
        {count}
      </span>
    </button>
  );
}
