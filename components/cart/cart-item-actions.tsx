"use client";
// Hands the item overlay's buttons to the cart: 'Request access' to the on-demand list (spec §4
// "On-demand adding"), 'Buy' to the paid cart ("Cart adding") and 'Subscribe' to the plans; on a
// site whose purchases belong to e-mail addresses (`buyers`), "Already bought?" to the drawer's form.
import { useMemo, type ReactNode } from "react";
import { ItemActionsContext, type ItemActions } from "@/components/item/item-actions";
import { useCart } from "@/lib/cart/use-cart";

export function CartItemActions({ buyers, children }: { buyers: boolean; children: ReactNode }) {
  const { addOnDemand, addToCart, openSubscriptions, openDrawer } = useCart();
  const actions = useMemo<ItemActions>(
    () => ({
      onRequestAccess: (item) =>
        addOnDemand({
          uid: item.uid,
          slug: item.slug,
          name: item.content_object.name,
          type: item.content_object_type,
          thumbnail: item.content_object_thumbnail,
        }),
      onBuy: addToCart,
      onSubscribe: openSubscriptions,
      onGetPurchases: buyers ? () => void openDrawer("purchases") : undefined,
    }),
    [addOnDemand, addToCart, openSubscriptions, openDrawer, buyers],
  );
  return <ItemActionsContext value={actions}>{children}</ItemActionsContext>;
}
