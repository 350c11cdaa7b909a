// The zod schemas of the embedded player's calls (lib/api/player.ts): the backend's answers are
// typed by them and the server's client parses with them; the browser loads only the calls.
import { z } from "zod";
import { fileSchema, visibilityTypeSchema } from "./schemas";

/** A file as the player needs it (caption tracks carry their language). */
export const playerFileSchema = fileSchema;
export type PlayerFile = z.infer<typeof playerFileSchema>;

export const playerMediaSchema = z.object({
  uid: z.string(),
  name: z.string(),
  thumbnail: z.string().nullable(),
  duration: z.number(),
  description: z.string().nullable(),
  /** Signed links (hd, source, captions); empty unless the viewer has access. */
  files: z.array(playerFileSchema),
  /** The languages of its caption tracks, with or without access (an extension; absent upstream: unknown). */
  caption_languages: z.array(z.string()).optional(),
});
export type PlayerMedia = z.infer<typeof playerMediaSchema>;

/** GET /medias/{uid}/ – the media, plus (extensions) whether the viewer may play it and its item page. */
export const mediaDetailSchema = playerMediaSchema.extend({
  has_access: z.boolean().optional(),
  item_slug: z.string().nullable().optional(),
  /** The content warning of an item showing the media (its own first), and which item's it is. */
  content_warning: z.object({ item_uid: z.string(), text: z.string() }).nullable().optional(),
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
