// What the cart keeps in localStorage (spec §3): the on-demand list under `onDemand`, and the
// paid cart (item uid → chosen price uid) under `cart`. The paid cart is only read for now (the
// floating button counts it); adding to it, its panels and checkout join this provider later.
import { z } from "zod";
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
  schema: z.record(z.string(), z.string()),
  fallback: NO_PRICES,
  isEmpty: (cart) => Object.keys(cart).length === 0,
});
