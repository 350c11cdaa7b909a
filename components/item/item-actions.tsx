"use client";
import { createContext, useContext } from "react";
import type { Item } from "@/lib/api/schemas";

/**
 * What the no-access overlay's buttons do: the cart (buy, subscribe) and the on-demand list
 * (request access) provide these. A provider above the page wires them; props override it.
 */
export type ItemActions = {
  onRequestAccess?: (item: Item) => void;
  onSubscribe?: (item: Item) => void;
  onBuy?: (item: Item) => void;
  /** "Already bought? Get my purchases": only where purchases belong to e-mail addresses (docs/buyers.md). */
  onGetPurchases?: () => void;
};

export const ItemActionsContext = createContext<ItemActions>({});

export function useItemActions(overrides: ItemActions): ItemActions {
  const provided = useContext(ItemActionsContext);
  return {
    onRequestAccess: overrides.onRequestAccess ?? provided.onRequestAccess,
    onSubscribe: overrides.onSubscribe ?? provided.onSubscribe,
    onBuy: overrides.onBuy ?? provided.onBuy,
    onGetPurchases: overrides.onGetPurchases ?? provided.onGetPurchases,
  };
}
