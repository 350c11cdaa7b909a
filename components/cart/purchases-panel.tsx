// The drawer's "Get my purchases" panel (docs/buyers.md): the form that mails a sign-in link to the
// purchases made with an address, and the way back to the panel it was opened from.
import { mdiArrowLeft } from "@mdi/js";
import { useTranslations } from "next-intl";
import { buttonClass } from "@/components/ui/button";
import { Icon } from "@/components/ui/icon";
import { useCart } from "@/lib/cart/use-cart";
import { BuyerLinkForm } from "./buyer-link-form";

export function PurchasesPanel() {
  const t = useTranslations("cart");
  const { back, showPanel } = useCart();
  return (
    <div className="flex flex-col gap-4 p-6">
      {back === "prices" || back === "subscriptions" ? (
        <button
          type="button"
          onClick={() => showPanel(back)}
          className={buttonClass({ variant: "text", size: "xs", className: "self-start" })}
        >
          <Icon path={mdiArrowLeft} size={20} />
          {back === "prices" ? t("backToCart") : t("backToSubscriptions")}
        </button>
      ) : null}
      <BuyerLinkForm />
    </div>
  );
}

/** "Already bought? Get my purchases", under the cart's and the plans' buttons. */
export function GetPurchasesButton() {
  const t = useTranslations("cart");
  const { showPanel } = useCart();
  return (
    <button
      type="button"
      onClick={() => showPanel("purchases")}
      className={buttonClass({ variant: "text", size: "sm", className: "self-center" })}
    >
      {t("getPurchases")}
    </button>
  );
}
