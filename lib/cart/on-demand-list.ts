// The on-demand list (spec §3 "On-demand list: items by uid"): what the drawer shows of each
// requested item, the rules for adding and removing (spec §4/§5), and the request that sends it.
import { ONDEMAND_MAX_ITEMS } from "../api/limits";
import type { ApiClient } from "../api/request";
import type { OnDemandCreated, OnDemandInput } from "../api/schemas";
import { SHAPES } from "../api/shapes";

/**
 * The client stops where the server does (ONDEMAND_MAX_ITEMS per request): an 11th entry could
 * only be refused later, so the spec's capacity of 11 is not kept.
 */
export const MAX_ON_DEMAND_ENTRIES = ONDEMAND_MAX_ITEMS;

/** The SWR key of My List, revalidated after a request is sent. */
export const MY_LIST_KEY = "/items/access/";

/** One entry of the list, as kept in localStorage (checked by lib/cart/stored-cart.ts when read). */
export type OnDemandEntry = {
  uid: string;
  slug: string;
  name: string;
  type: "media" | "playlist";
  /** The item's content_object_thumbnail when known; else the cart path is built from the uid. */
  thumbnail?: string | null;
};

export type AddResult = { list: OnDemandEntry[]; status: "added" | "duplicate" | "full" };

/** Duplicates (by uid) are ignored; a full list refuses the entry. */
export function addToList(list: OnDemandEntry[], entry: OnDemandEntry, max = MAX_ON_DEMAND_ENTRIES): AddResult {
  if (list.some((e) => e.uid === entry.uid)) return { list, status: "duplicate" };
  if (list.length >= max) return { list, status: "full" };
  return { list: [...list, entry], status: "added" };
}

export function removeFromList(list: OnDemandEntry[], uid: string): OnDemandEntry[] {
  return list.filter((e) => e.uid !== uid);
}

/** The cart thumbnail path of spec §2 (the item's own thumbnail path when the API gave one). */
export function entryThumbnail(entry: OnDemandEntry): string {
  if (entry.thumbnail) return entry.thumbnail;
  return `/images/${entry.type === "media" ? "media" : "playlist"}/uid/${entry.uid}/thumbnail.jpg`;
}

// POST /ondemand/requests/ – {type: 'on_demand', items} → 201 {uid, status, items}
export function sendOnDemandRequest(client: ApiClient, itemUids: string[]): Promise<OnDemandCreated> {
  const body: OnDemandInput = { type: "on_demand", items: itemUids };
  return client.request("/ondemand/requests/", { json: body }, SHAPES.onDemandCreated);
}
