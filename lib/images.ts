// Thumbnail URLs of spec §7: /images/w:{width}/media:uid:{uid}/thumbnail.jpg (or playlist),
// resized on the server; widths are a fixed set so the server cache stays small.

export const THUMBNAIL_WIDTHS = [320, 480, 640, 960, 1280] as const;
export type ThumbnailWidth = (typeof THUMBNAIL_WIDTHS)[number];

/** The device pixel ratios a srcset is written for (phones reach 3). */
const PIXEL_RATIOS = [1, 2, 3] as const;

export function thumbnailUrl(type: "media" | "playlist", uid: string, width: ThumbnailWidth = 480): string {
  return `/images/w:${width}/${type}:uid:${uid}/thumbnail.jpg`;
}

/** A srcset over `widths` (all the fixed widths by default), for `<img sizes=…>`. */
export function thumbnailSrcSet(type: "media" | "playlist", uid: string, widths: readonly ThumbnailWidth[] = THUMBNAIL_WIDTHS): string {
  return widths.map((w) => `${thumbnailUrl(type, uid, w)} ${w}w`).join(", ");
}

/** The smallest fixed width at least `pixels` wide (the largest when none is). */
function widthCovering(pixels: number): ThumbnailWidth {
  let width: ThumbnailWidth = THUMBNAIL_WIDTHS[0];
  // Ascending: stops at the first wide enough, else ends on the largest.
  for (width of THUMBNAIL_WIDTHS) if (width >= pixels) break;
  return width;
}

/**
 * The widths a browser can pick for an image drawn at `sizes`: every slot given in px needs only
 * the width covering it at each pixel ratio (300px → 320, 640, 960); a slot in any other unit
 * (vw, calc…) may be any width, so it keeps them all. Each width listed costs ~80 bytes of HTML
 * per image, and a row of cards lists many.
 */
export function thumbnailWidthsFor(sizes: string): readonly ThumbnailWidth[] {
  const wanted = new Set<ThumbnailWidth>();
  for (const candidate of sizes.split(",")) {
    // The slot's length is the last token of each candidate ("(min-width: 768px) 455px" → 455px).
    const px = /^(\d+(?:\.\d+)?)px$/.exec(candidate.trim().split(/\s+/).pop() ?? "");
    if (!px) return THUMBNAIL_WIDTHS;
    for (const ratio of PIXEL_RATIOS) wanted.add(widthCovering(Number(px[1]) * ratio));
  }
  return wanted.size > 0 ? THUMBNAIL_WIDTHS.filter((w) => wanted.has(w)) : THUMBNAIL_WIDTHS;
}

/**
 * `src` and `srcSet` of a thumbnail drawn at `sizes`. `src` (for the rare browser without srcset)
 * is `preferred` when the srcset lists it, else the next listed width up, so it is one of the
 * srcset's files and never a separate download.
 */
export function thumbnailImage(
  type: "media" | "playlist",
  uid: string,
  sizes: string,
  preferred: ThumbnailWidth,
): { src: string; srcSet: string } {
  const widths = thumbnailWidthsFor(sizes);
  const src = widths.find((w) => w >= preferred) ?? widths[widths.length - 1] ?? preferred;
  return { src: thumbnailUrl(type, uid, src), srcSet: thumbnailSrcSet(type, uid, widths) };
}
