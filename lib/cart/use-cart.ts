"use client";
// What the page's components read and call of the cart (spec §3–§5): the on-demand list, the paid
// cart, the drawer's state and the actions that change them. The cart's engine (cart-context.tsx:
// restoring a stored cart, checkout, sending a request) is fetched only once the visitor acts on
// the cart or a stored one holds something; until then components/cart/cart-root.tsx provides a
// closed, empty cart whose actions wait for the engine and then run.
import "client-only";
import { createContext, useContext } from "react";
import type { Currency } from "../api/billing";
import type { Item } from "../api/schemas";
import type { CartPanel, DrawerState } from "./drawer-state";
import type { OnDemandEntry } from "./on-demand-list";
import type { CartLine } from "./price-cart";

export type CartContextValue = DrawerState & {
  onDemand: OnDemandEntry[];
  /** The paid cart's entries whose item and price exist (spec §3 `cart`, checked when restored). */
  cartLines: CartLine[];
  /** Entries of the paid cart: only those restored and still on sale are counted. */
  cartCount: number;
  /** The site's currency for prices (plans are always in euros). */
  currency: Currency;
  /** The item whose overlay opened the subscriptions panel (its plans say which plans include it). */
  subscriptionItem: Item | null;
  /** Adds an item to the on-demand list and opens the drawer on it (spec §4). */
  addOnDemand(entry: OnDemandEntry): void;
  removeOnDemand(uid: string): void;
  /** Adds an item with prices to the paid cart (first price) and opens the drawer on it (spec §4). */
  addToCart(item: Item): void;
  choosePrice(itemUid: string, priceUid: string): void;
  /** Removes an entry; the drawer closes when the cart is left empty. */
  removeFromCart(itemUid: string): void;
  /** Empties the cart (and its storage entry), and closes the drawer. */
  clearCart(): void;
  /** Opens the drawer on the plans, for `item`. */
  openSubscriptions(item: Item): void;
  /** Opens the drawer: on the paid cart when it holds something, else on the on-demand list. */
  openDrawer(panel?: CartPanel): void;
  closeDrawer(): void;
  showPanel(panel: CartPanel): void;
  /** Sends the on-demand request, or asks the visitor to sign in first. */
  submitOnDemand(): Promise<void>;
  /**
   * Pays for the cart's prices, or asks the visitor to sign in first. `email`: the buyer's address,
   * on a site whose sign-in is the shared password (docs/buyers.md).
   */
  checkoutPrices(email?: string): Promise<void>;
  /** Subscribes to a plan, or asks the visitor to sign in first (`email` as for checkoutPrices). */
  subscribe(planUid: string, email?: string): Promise<void>;
  /** Called once the visitor has signed in (or registered) from the drawer. */
  resumeAfterLogin(): Promise<void>;
};

/** The actions, in the order of the type above: those a page can call before the engine is there. */
export const CART_ACTIONS = [
  "addOnDemand",
  "removeOnDemand",
  "addToCart",
  "choosePrice",
  "removeFromCart",
  "clearCart",
  "openSubscriptions",
  "openDrawer",
  "closeDrawer",
  "showPanel",
  "submitOnDemand",
  "checkoutPrices",
  "subscribe",
  "resumeAfterLogin",
] as const satisfies ReadonlyArray<keyof CartContextValue>;

export type CartActions = Pick<CartContextValue, (typeof CART_ACTIONS)[number]>;

export const CartContext = createContext<CartContextValue | null>(null);

export function useCart(): CartContextValue {
  const value = useContext(CartContext);
  if (!value) throw new Error("useCart must be used inside <CartRoot> (components/cart/cart-root.tsx).");
  return value;
}
