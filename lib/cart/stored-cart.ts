// What localStorage holds is untrusted (another version, an extension, a hand edit): each stored
// value is checked here, by hand rather than with zod, which public pages do not load. A value that
// does not fit is dropped whole; fields the cart does not know are left out of what it keeps.
import { CHECKOUT_MAX_PRICES } from "../api/billing-limits";
import { MAX_ON_DEMAND_ENTRIES, type OnDemandEntry } from "./on-demand-list";

/** The cart of priced items: the price chosen for each item, by item uid. */
export type PriceCart = Record<string, string>;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isFilledString(value: unknown): value is string {
  return typeof value === "string" && value.length > 0;
}

function isOnDemandEntry(value: unknown): value is OnDemandEntry {
  if (!isRecord(value)) return false;
  const { uid, slug, name, type, thumbnail } = value;
  return (
    isFilledString(uid) &&
    isFilledString(slug) &&
    typeof name === "string" &&
    (type === "media" || type === "playlist") &&
    (thumbnail === undefined || thumbnail === null || typeof thumbnail === "string")
  );
}

/** The stored on-demand list, or null when it is not one (a longer list included: not trimmed). */
export function readOnDemandList(value: unknown): OnDemandEntry[] | null {
  if (!Array.isArray(value) || value.length > MAX_ON_DEMAND_ENTRIES || !value.every(isOnDemandEntry)) return null;
  return value.map(({ uid, slug, name, type, thumbnail }) =>
    thumbnail === undefined ? { uid, slug, name, type } : { uid, slug, name, type, thumbnail },
  );
}

/** The stored paid cart (item uid → price uid), or null when it is not one or holds more than a checkout takes. */
export function readPriceCart(value: unknown): PriceCart | null {
  if (!isRecord(value)) return null;
  const entries = Object.entries(value);
  if (entries.length > CHECKOUT_MAX_PRICES) return null;
  if (!entries.every(([itemUid, priceUid]) => isFilledString(itemUid) && isFilledString(priceUid))) return null;
  return Object.fromEntries(entries) as PriceCart;
}
