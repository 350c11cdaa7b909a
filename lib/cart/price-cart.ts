// The paid cart (spec §3 "Cart: map item uid to chosen price uid", §4 cart transitions, §9 money):
// pure rules over the stored map and the items it names, kept apart from React to be tested alone.
import { CHECKOUT_MAX_PRICES } from "../api/billing-limits";
import type { Item } from "../api/schemas";
import type { PriceCart } from "./stored-cart";

export type Price = Item["prices"][number];

/** One entry the drawer can show and pay for: the item and its chosen price both still exist. */
export type CartLine = { item: Item; price: Price };

export type CartAddResult = { cart: PriceCart; status: "added" | "duplicate" | "noPrice" | "full" };

/**
 * An item with at least one price, not yet in the cart, is mapped to its first price (spec §4).
 * Items without prices are not added; the cart stops at the checkout's limit.
 */
export function addToPriceCart(cart: PriceCart, item: Pick<Item, "uid" | "prices">, max = CHECKOUT_MAX_PRICES): CartAddResult {
  const first = item.prices[0];
  if (!first) return { cart, status: "noPrice" };
  const chosen = cart[item.uid];
  if (chosen !== undefined) {
    // Already there: kept as chosen, unless the item no longer offers that price.
    if (item.prices.some((price) => price.uid === chosen)) return { cart, status: "duplicate" };
    return { cart: { ...cart, [item.uid]: first.uid }, status: "added" };
  }
  if (Object.keys(cart).length >= max) return { cart, status: "full" };
  return { cart: { ...cart, [item.uid]: first.uid }, status: "added" };
}

export function choosePrice(cart: PriceCart, itemUid: string, priceUid: string): PriceCart {
  if (!(itemUid in cart) || cart[itemUid] === priceUid) return cart;
  return { ...cart, [itemUid]: priceUid };
}

export function removeFromPriceCart(cart: PriceCart, itemUid: string): PriceCart {
  if (!(itemUid in cart)) return cart;
  const next = { ...cart };
  delete next[itemUid];
  return next;
}

/**
 * The cart once the items named by `checked` have been fetched (spec §4 "At init the cart is read
 * from storage and … the items are fetched"): an entry whose item is gone, or whose price the item
 * no longer offers, is dropped. Entries outside `checked` are kept as they are.
 */
export function pruneCart(cart: PriceCart, checked: readonly string[], found: Readonly<Record<string, Pick<Item, "prices">>>): PriceCart {
  let next = cart;
  for (const uid of checked) {
    const priceUid = cart[uid];
    if (priceUid === undefined) continue;
    if (!found[uid]?.prices.some((price) => price.uid === priceUid)) next = removeFromPriceCart(next, uid);
  }
  return next;
}

/** The entries that can be shown, in the order they were added. */
export function cartLines(cart: PriceCart, items: Readonly<Record<string, Item>>): CartLine[] {
  const lines: CartLine[] = [];
  for (const [uid, priceUid] of Object.entries(cart)) {
    const item = items[uid];
    const price = item?.prices.find((p) => p.uid === priceUid);
    if (item && price) lines.push({ item, price });
  }
  return lines;
}

/** Spec §9: the sum of the selected prices' amounts, in cents. */
export function cartTotal(lines: readonly CartLine[]): number {
  return lines.reduce((sum, line) => sum + (line.price.amount || 0), 0);
}

/**
 * The access a price gives (spec §3: hours, 0 = unlimited). Rentals of a day or two read in hours
 * ("48 hours"), longer whole days in days ("30 days").
 */
export type DownloadBadge = "hd" | "source";

/** downloadable_choices: 1 HD, 2 source, 3 source and HD; null: no download. */
export function downloadBadges(choices: Price["downloadable_choices"]): DownloadBadge[] {
  if (choices === 1) return ["hd"];
  if (choices === 2) return ["source"];
  if (choices === 3) return ["hd", "source"];
  return [];
}

/** The cart thumbnail of spec §2: the item's own when the API gave one, else the uid path. */
export function itemThumbnail(item: Pick<Item, "content_object_type" | "content_object" | "content_object_thumbnail">): string {
  if (item.content_object_thumbnail) return item.content_object_thumbnail;
  return `/images/${item.content_object_type}/uid/${item.content_object.uid}/thumbnail.jpg`;
}
