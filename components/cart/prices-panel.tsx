// The prices panel (spec §2): the paid cart's items, each with its price choices and a remove
// button; the footer shows the total and 'Checkout' (disabled when empty). Checking out while
// signed out switches to the login panel, and goes on after login (lib/cart/cart-context). On a site
// whose sign-in is the shared password, the buyer's e-mail address comes first (docs/buyers.md).
import { useLocale, useTranslations } from "next-intl";
import { useEffect, useRef } from "react";
import { buttonClass } from "@/components/ui/button";
import { useCart } from "@/lib/cart/use-cart";
import { cartTotal } from "@/lib/cart/price-cart";
import { formatAmount } from "@/lib/format-account";
import { CheckoutErrorNotice } from "./drawer-notices";
import { BuyerEmailField, useBuyerEmail } from "./buyer-email-field";
import { PriceLine } from "./price-line";
import { GetPurchasesButton } from "./purchases-panel";

/** `askEmail`: the checkout asks for the buyer's address (a shared-password site that sells access). */
export function PricesPanel({ askEmail = false }: { askEmail?: boolean }) {
  const t = useTranslations("cart");
  const locale = useLocale();
  const { cartLines, currency, choosePrice, removeFromCart, clearCart, checkoutPrices, submitting, checkoutError, closeDrawer } = useCart();
  const listRef = useRef<HTMLUListElement>(null);
  // After a removal the pressed button is gone: once the list has re-rendered, focus the remove
  // button now at the same place (or the one before it). The last removal closes the drawer.
  const focusAfterRemove = useRef<number | null>(null);
  useEffect(() => {
    const index = focusAfterRemove.current;
    if (index === null) return;
    focusAfterRemove.current = null;
    const buttons = listRef.current?.querySelectorAll<HTMLButtonElement>("button[data-remove]");
    buttons?.[Math.min(index, buttons.length - 1)]?.focus();
    // Once the cart the drawer shows has changed (not on any other render).
  }, [cartLines]);

  const remove = (uid: string, index: number) => {
    focusAfterRemove.current = index;
    removeFromCart(uid);
  };
  const empty = cartLines.length === 0;
  const buyer = useBuyerEmail(askEmail);

  return (
    <div className="flex flex-1 flex-col gap-4 p-6">
      {checkoutError ? <CheckoutErrorNotice message={checkoutError.message} /> : null}
      {empty ? (
        <p className="rounded-md bg-surface p-4 text-sm">{t("cartEmpty")}</p>
      ) : (
        <ul ref={listRef} aria-label={t("cartListLabel")} className="flex flex-col divide-y divide-on-surface/10">
          {cartLines.map((line, index) => (
            <PriceLine
              key={line.item.uid}
              line={line}
              currency={currency}
              onChoose={(priceUid) => choosePrice(line.item.uid, priceUid)}
              onRemove={() => remove(line.item.uid, index)}
              onFollow={closeDrawer}
            />
          ))}
        </ul>
      )}
      <form
        noValidate
        onSubmit={buyer.withEmail((email) => void checkoutPrices(email))}
        className="mt-auto flex flex-col gap-3 border-t border-on-surface/10 pt-4"
      >
        <p className="flex items-baseline justify-between text-lg font-medium" data-testid="cart-total" aria-live="polite">
          <span>{t("total")}</span>
          <span>{formatAmount(cartTotal(cartLines), currency, locale)}</span>
        </p>
        {askEmail && !empty ? <BuyerEmailField form={buyer.form} /> : null}
        <button type="submit" className={buttonClass({ fullWidth: true })} disabled={empty || submitting !== null}>
          {t("checkout")}
        </button>
        {empty ? null : (
          <button type="button" onClick={clearCart} className={buttonClass({ variant: "text", size: "sm", className: "self-center" })}>
            {t("clearCart")}
          </button>
        )}
        {askEmail ? <GetPurchasesButton /> : null}
      </form>
    </div>
  );
}
