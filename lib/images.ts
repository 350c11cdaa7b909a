// Thumbnail URLs of spec §7: /images/w:{width}/media:uid:{uid}/thumbnail.jpg (or playlist),
// resized on the server; widths are a fixed set so the server cache stays small.

export const THUMBNAIL_WIDTHS = [320, 480, 640, 960, 1280] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

export function thumbnailUrl(type: "media" | "playlist", uid: string, width: ThumbnailWidth = 480): string {
  return `/images/w:${width}/${type}:uid:${uid}/thumbnail.jpg`;
}

/** A srcset over the fixed widths, for `<img sizes=…>`. */
export function thumbnailSrcSet(type: "media" | "playlist", uid: string): string {
  return THUMBNAIL_WIDTHS.map((w) => `${thumbnailUrl(type, uid, w)} ${w}w`).join(", ");
}
