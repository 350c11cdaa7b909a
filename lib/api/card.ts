import type { Item, TranscriptHit } from "./schemas";

/** What a card shows of an item: pages pass only this to client components (lean RSC payload). */
export type ItemCardData = {
  uid: string;
  /** The media's or playlist's uid: thumbnails are addressed by it. */
  objectUid: string;
  slug: string;
  name: string;
  thumbnail: string | null;
  type: "media" | "playlist";
  duration: number;
  mediasCount: number | null;
  visibility: Item["visibility_type"];
  monetized: boolean;
  excerpt: string | null;
  /** A search's matches in the item's transcript (search results only). */
  hits?: TranscriptHit[];
  /** The item carries a content warning: the card shows a badge, not the text (set only when true). */
  warned?: true;
};

export function toCardData(item: Item): ItemCardData {
  return {
    uid: item.uid,
    objectUid: item.content_object_id,
    slug: item.slug,
    name: item.content_object.name,
    thumbnail: item.content_object_thumbnail,
    type: item.content_object_type,
    duration: item.content_object.duration ?? 0,
    mediasCount: item.content_object.medias_count ?? null,
    visibility: item.visibility_type,
    monetized: item.monetization_enabled,
    excerpt: item.content_object.excerpt,
    ...(item.transcript_hits?.length ? { hits: item.transcript_hits } : {}),
    ...(item.content_warning ? { warned: true as const } : {}),
  };
}

/** What a row of cards sends the browser of an item: cards draw neither excerpt nor thumbnail address. */
export function rowCardData(item: ItemCardData): ItemCardData {
  return { ...item, excerpt: null, thumbnail: null };
}
