// The embedded player's calls: GET /medias/{uid}/ (spec §7) and GET /player/items/{uid}/ (an
// extension of the built-in backend: one item by uid with its medias and, for a viewer with
// access only, their signed file links grouped per media).
// Free of zod, so that the item page can load it: the schemas are in player-schemas.ts.
import type { MediaDetail, PlayerItem } from "./player-schemas";
import type { ApiClient } from "./request";
import { SHAPES } from "./shapes";

export type { MediaDetail, PlayerFile, PlayerItem, PlayerMedia } from "./player-schemas";

export function getMedia(client: ApiClient, uid: string): Promise<MediaDetail> {
  return client.request(`/medias/${encodeURIComponent(uid)}/`, {}, SHAPES.mediaDetail);
}

export function getPlayerItem(client: ApiClient, uid: string): Promise<PlayerItem> {
  return client.request(`/player/items/${encodeURIComponent(uid)}/`, {}, SHAPES.playerItem);
}
