// One Canvas per media, in the item's order (a playlist's; a single media is a one-canvas list):
// https://iiif.io/api/presentation/3.0/#53-canvas. Its `painting` annotation's body is the site's
// address for the video (app/iiif/media), never a file link: that address answers 401 without
// access, which the probe service tells a viewer before it tries. Caption tracks are `supplementing`
// annotations with the same services (https://iiif.io/api/presentation/3.0/#57-annotation).
import { probeService, type AuthTexts, type ProbeService } from "./auth-services";
import { thumbnailUrl } from "../images";
import type { IiifUrls } from "./urls";
import type { LanguageMap } from "./vocabulary";

/**
 * A canvas's size when the files do not say theirs: the player's frame, 16:9 at 1280×720 (the
 * size of the site's hd rendition and its thumbnails' largest width).
 */
export const DEFAULT_SIZE = { width: 1280, height: 720 } as const;

/** The site's playable renditions are MP4 (H.264/AAC): what the player's <source> plays. */
export const VIDEO_FORMAT = "video/mp4";

export type CanvasMedia = {
  uid: string;
  label: LanguageMap;
  /** Seconds; a canvas's duration must be positive, so 0 (unknown) is kept as the smallest step. */
  duration: number;
  width?: number | null;
  height?: number | null;
  /** The languages of its caption tracks. */
  captions: readonly string[];
};

type Body = {
  id: string;
  type: "Video" | "Text";
  format: string;
  duration?: number;
  width?: number;
  height?: number;
  language?: string;
  service?: ProbeService[];
};
type Annotation = { id: string; type: "Annotation"; motivation: "painting" | "supplementing"; body: Body; target: string };
type AnnotationPage = { id: string; type: "AnnotationPage"; items: Annotation[] };

export type Canvas = {
  id: string;
  type: "Canvas";
  label: LanguageMap;
  width: number;
  height: number;
  duration: number;
  thumbnail?: Array<{ id: string; type: "Image"; format: "image/jpeg" }>;
  items: AnnotationPage[];
  annotations?: AnnotationPage[];
};

/** `restricted`: an anonymous visitor may not play the item, so each body names the auth services. */
export type CanvasContext = { urls: IiifUrls; origin: string; itemSlug: string; restricted: boolean; texts: AuthTexts };

const MIN_DURATION = 0.001;

export function canvasOf(media: CanvasMedia, index: number, { urls, origin, itemSlug, restricted, texts }: CanvasContext): Canvas {
  const width = media.width && media.height ? media.width : DEFAULT_SIZE.width;
  const height = media.width && media.height ? media.height : DEFAULT_SIZE.height;
  const duration = media.duration > 0 ? media.duration : MIN_DURATION;
  const canvasId = urls.canvas(itemSlug, index);
  const services = (captions?: string) => (restricted ? { service: [probeService(urls, media.uid, itemSlug, texts, captions)] } : {});
  const video: Body = { id: urls.media(media.uid), type: "Video", format: VIDEO_FORMAT, duration, width, height, ...services() };
  const captions = media.captions.map((language): Annotation => ({
    id: urls.annotation(itemSlug, index, `captions-${language}`),
    type: "Annotation",
    motivation: "supplementing",
    body: { id: urls.captions(media.uid, language), type: "Text", format: "text/vtt", language, ...services(language) },
    target: canvasId,
  }));
  return {
    id: canvasId,
    type: "Canvas",
    label: media.label,
    width,
    height,
    duration,
    thumbnail: [{ id: `${origin}${thumbnailUrl("media", media.uid)}`, type: "Image", format: "image/jpeg" }],
    items: [
      {
        id: urls.page(itemSlug, index, "painting"),
        type: "AnnotationPage",
        items: [
          { id: urls.annotation(itemSlug, index, "video"), type: "Annotation", motivation: "painting", body: video, target: canvasId },
        ],
      },
    ],
    ...(captions.length
      ? { annotations: [{ id: urls.page(itemSlug, index, "supplementing"), type: "AnnotationPage", items: captions }] }
      : {}),
  };
}
