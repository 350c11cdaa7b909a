import type { Item, TranscriptHit } from "./schemas";

/**
 * What a card shows of an item: pages pass only this to client components (lean RSC payload).
 * A field holding its default is left out rather than sent as null, false or 0: a home page sends
 * dozens of cards, and those defaults were a third of each. Readers take a missing field as its
 * default (written beside each).
 */
export type ItemCardData = {
  uid: string;
  /** The media's or playlist's uid: thumbnails are addressed by it. */
  objectUid: string;
  slug: string;
  name: string;
  type: "media" | "playlist";
  /** The content object's own thumbnail address; absent: none (the card builds one from objectUid). */
  thumbnail?: string;
  /** Seconds; absent: 0. */
  duration?: number;
  /** A playlist's number of medias; absent: none (a media), drawn as 0. */
  mediasCount?: number;
  /** Absent: "public". */
  visibility?: Exclude<Item["visibility_type"], "public">;
  /** Set only when true. */
  monetized?: true;
  /** Absent: none. */
  excerpt?: string;
  /** A search's matches in the item's transcript (search results only). */
  hits?: TranscriptHit[];
  /** The item carries a content warning: the card shows a badge, not the text (set only when true). */
  warned?: true;
};

export function toCardData(item: Item): ItemCardData {
  const content = item.content_object;
  return {
    uid: item.uid,
    objectUid: item.content_object_id,
    slug: item.slug,
    name: content.name,
    type: item.content_object_type,
    ...(item.content_object_thumbnail ? { thumbnail: item.content_object_thumbnail } : {}),
    ...(content.duration ? { duration: content.duration } : {}),
    ...(content.medias_count !== undefined ? { mediasCount: content.medias_count } : {}),
    ...(item.visibility_type !== "public" ? { visibility: item.visibility_type } : {}),
    ...(item.monetization_enabled ? { monetized: true as const } : {}),
    ...(content.excerpt ? { excerpt: content.excerpt } : {}),
    ...(item.transcript_hits?.length ? { hits: item.transcript_hits } : {}),
    ...(item.content_warning ? { warned: true as const } : {}),
  };
}

/** What a row of cards sends the browser of an item: cards draw neither excerpt nor thumbnail address. */
export function rowCardData(item: ItemCardData): ItemCardData {
  const { excerpt: _excerpt, thumbnail: _thumbnail, ...card } = item;
  return card;
}

/** What a slide of a cycling layout sends the browser of an item: slides draw no thumbnail address. */
export function slideCardData(item: ItemCardData): ItemCardData {
  const { thumbnail: _thumbnail, hits: _hits, ...slide } = item;
  return slide;
}
