// The oEmbed answer for an item (https://oembed.com/#section2.3): a `video` whose HTML is the
// site's embed player at the largest 16:9 size that fits the room asked (640×360 at most), its
// title, the site as provider, and a thumbnail of a size the site makes that fits the room too.
import type { Item } from "../api/schemas";
import { THUMBNAIL_WIDTHS, thumbnailUrl, type ThumbnailWidth } from "../images";
import { DEFAULT_FRAME_SIZE, embedCode, type FrameSize } from "../player/embed-code";
import { siteOrigin } from "../site/url";

/** How long a consumer may keep an answer: an hour, as the public cache headers say. */
export const OEMBED_CACHE_AGE_SECONDS = 3600;

export type Room = { maxWidth: number | null; maxHeight: number | null };

/** The fields in the order the spec lists them, which the XML form keeps. */
export type OEmbedAnswer = {
  type: "video";
  version: "1.0";
  title: string;
  provider_name: string;
  provider_url: string;
  cache_age?: number;
  thumbnail_url?: string;
  thumbnail_width?: number;
  thumbnail_height?: number;
  html: string;
  width: number;
  height: number;
};

const heightAt = (width: number) => Math.round((width * 9) / 16);

/**
 * The largest 16:9 frame no wider than 640 px nor than the room. Rounding never takes the height
 * past maxheight: the width is at most maxheight × 16/9, so its exact height is at most maxheight.
 */
export function frameSize({ maxWidth, maxHeight }: Room): FrameSize {
  const width = Math.min(DEFAULT_FRAME_SIZE.width, maxWidth ?? Infinity, maxHeight === null ? Infinity : Math.floor((maxHeight * 16) / 9));
  return { width, height: heightAt(width) };
}

/** The largest thumbnail the site makes (16:9, at a fixed width) inside the room, or null when none fits. */
export function thumbnailSize({ maxWidth, maxHeight }: Room): { width: ThumbnailWidth; height: number } | null {
  const fitting = THUMBNAIL_WIDTHS.filter((width) => width <= (maxWidth ?? Infinity) && heightAt(width) <= (maxHeight ?? Infinity));
  const width = fitting[fitting.length - 1];
  return width === undefined ? null : { width, height: heightAt(width) };
}

export type AnswerInput = {
  site: string;
  item: Item;
  /** The site's name in the page's language, and the address of its home page in that language. */
  provider: { name: string; url: string };
  /** The iframe's accessible name (messages: share.iframeTitle). */
  frameTitle: string;
  room: Room;
  /** False on a site that forces sign-in: nothing there is kept by anyone else. */
  cacheable: boolean;
};

export function oembedAnswer({ site, item, provider, frameTitle, room, cacheable }: AnswerInput): OEmbedAnswer {
  const origin = siteOrigin(site);
  const frame = frameSize(room);
  const thumbnail = thumbnailSize(room);
  return {
    type: "video",
    version: "1.0",
    title: item.content_object.name,
    provider_name: provider.name,
    provider_url: provider.url,
    ...(cacheable ? { cache_age: OEMBED_CACHE_AGE_SECONDS } : {}),
    ...(thumbnail
      ? {
          thumbnail_url: `${origin}${thumbnailUrl(item.content_object_type, item.content_object.uid, thumbnail.width)}`,
          thumbnail_width: thumbnail.width,
          thumbnail_height: thumbnail.height,
        }
      : {}),
    html: embedCode(`${origin}/embed/${item.uid}/`, frameTitle, frame),
    ...frame,
  };
}
