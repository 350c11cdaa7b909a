// What the cart keeps in localStorage (spec §3): the on-demand list under `onDemand`, and the
// paid cart (item uid → chosen price uid) under `cart`. What a stored cart names is checked
// against the items themselves before it is shown or counted (lib/cart/cart-context).
import "client-only";
import type { OnDemandEntry } from "./on-demand-list";
import { createPersistedStore } from "./persisted-store";
import { readOnDemandList, readPriceCart, type PriceCart } from "./stored-cart";

export const ON_DEMAND_STORAGE_KEY = "onDemand";
export const PRICE_CART_STORAGE_KEY = "cart";

const NO_ENTRIES: OnDemandEntry[] = [];
const NO_PRICES: PriceCart = {};

export const onDemandStore = createPersistedStore<OnDemandEntry[]>({
  key: ON_DEMAND_STORAGE_KEY,
  // A longer stored list (edited by hand, older version) is dropped rather than trimmed silently.
  read: readOnDemandList,
  fallback: NO_ENTRIES,
  isEmpty: (list) => list.length === 0,
});

export const priceCartStore = createPersistedStore<PriceCart>({
  key: PRICE_CART_STORAGE_KEY,
  // Like the list above: a map larger than a checkout takes is dropped, not trimmed.
  read: readPriceCart,
  fallback: NO_PRICES,
  isEmpty: (cart) => Object.keys(cart).length === 0,
});
