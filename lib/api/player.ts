// The embedded player's calls: GET /medias/{uid}/ (spec §7) and GET /player/items/{uid}/ (an
// extension of the built-in backend: one item by uid with its medias and, for a viewer with
// access only, their signed file links grouped per media).
import { z } from "zod";
import type { ApiClient } from "./request";
import { fileSchema, visibilityTypeSchema } from "./schemas";

/** A file as the player needs it: caption tracks also carry their language. */
export const playerFileSchema = fileSchema.extend({ language: z.string().optional() });
export type PlayerFile = z.infer<typeof playerFileSchema>;

export const playerMediaSchema = z.object({
  uid: z.string(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  duration: z.number(),
  description: z.string().nullable(),
  /** Signed links (hd, source, captions); empty unless the viewer has access. */
  files: z.array(playerFileSchema),
});
export type PlayerMedia = z.infer<typeof playerMediaSchema>;

/** GET /medias/{uid}/ – the media, plus (extensions) whether the viewer may play it and its item page. */
export const mediaDetailSchema = playerMediaSchema.extend({
  has_access: z.boolean().optional(),
  item_slug: z.string().nullable().optional(),
});
export type MediaDetail = z.infer<typeof mediaDetailSchema>;

export const playerItemSchema = z.object({
  item: z.object({
    uid: z.string(),
    slug: z.string(),
    name: z.string(),
    has_access: z.boolean(),
    visibility_type: visibilityTypeSchema,
    thumbnail: z.string().nullable(),
  }),
  medias: z.array(playerMediaSchema),
});
export type PlayerItem = z.infer<typeof playerItemSchema>;

export function getMedia(client: ApiClient, uid: string): Promise<MediaDetail> {
  return client.request(`/medias/${encodeURIComponent(uid)}/`, {}, mediaDetailSchema);
}

export function getPlayerItem(client: ApiClient, uid: string): Promise<PlayerItem> {
  return client.request(`/player/items/${encodeURIComponent(uid)}/`, {}, playerItemSchema);
}
