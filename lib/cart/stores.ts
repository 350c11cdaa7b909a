// What the cart keeps in localStorage (spec §3): the on-demand list under `onDemand`, and the
// paid cart (item uid → chosen price uid) under `cart`. What a stored cart names is checked
// against the items themselves before it is shown or counted (lib/cart/cart-context).
import { z } from "zod";
import { CHECKOUT_MAX_PRICES } from "../api/billing";
import { MAX_ON_DEMAND_ENTRIES, onDemandEntrySchema, type OnDemandEntry } from "./on-demand-list";
import { createPersistedStore } from "./persisted-store";

export const ON_DEMAND_STORAGE_KEY = "onDemand";
export const PRICE_CART_STORAGE_KEY = "cart";

export type PriceCart = Record<string, string>;

const NO_ENTRIES: OnDemandEntry[] = [];
const NO_PRICES: PriceCart = {};

export const onDemandStore = createPersistedStore<OnDemandEntry[]>({
  key: ON_DEMAND_STORAGE_KEY,
  // A longer stored list (edited by hand, older version) is dropped rather than trimmed silently.
  schema: z.array(onDemandEntrySchema).max(MAX_ON_DEMAND_ENTRIES),
  fallback: NO_ENTRIES,
  isEmpty: (list) => list.length === 0,
});

export const priceCartStore = createPersistedStore<PriceCart>({
  key: PRICE_CART_STORAGE_KEY,
  // Like the list above: a map larger than a checkout takes is dropped, not trimmed.
  schema: z.record(z.string().min(1), z.string().min(1)).refine((cart) => Object.keys(cart).length <= CHECKOUT_MAX_PRICES),
  fallback: NO_PRICES,
  isEmpty: (cart) => Object.keys(cart).length === 0,
});
