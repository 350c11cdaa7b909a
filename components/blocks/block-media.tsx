// Pieces the text-and-picture blocks (Banner1, Cover, Message, Banner3) share: the editor's
// picture, a scrim under text that sits on a picture, and where a text panel places its content.
import type { CSSProperties } from "react";
import type { TEXT_POSITIONS } from "@/lib/editor/blocks";
import { readableOn } from "@/lib/theme";
import { BlockButton } from "./banner-button";
import type { ButtonField, ImageField, TextField } from "./fields";
import { BlockText } from "./text-field";

export type TextPosition = (typeof TEXT_POSITIONS)[number];
/** A picture the member chose to show, with a usable source. */
export type ShownImage = ImageField & { fileId: string };

export function shownImage(image: ImageField | null): ShownImage | null {
  return image?.isDisplayed && image.fileId ? { ...image, fileId: image.fileId } : null;
}

const OBJECT_POSITION: Record<ImageField["position"], string> = {
  center: "object-center",
  top: "object-top",
  bottom: "object-bottom",
  left: "object-left",
  right: "object-right",
};

type ImageProps = {
  image: ShownImage;
  /** The title for a picture that carries content; "" for a decorative one (a background). */
  alt: string;
  /** The page's first block: fetched at once, not lazily. */
  priority?: boolean;
  /** Its box: size or aspect ratio (the picture fills it). */
  className?: string;
};

/** The editor's picture, filling its box: `cover` crops to fill it, otherwise the whole picture is shown (contain). */
export function BlockImage({ image, alt, priority = false, className }: ImageProps) {
  return (
    <img
      src={image.fileId}
      alt={alt}
      aria-hidden={alt ? undefined : true}
      loading={priority ? "eager" : "lazy"}
      fetchPriority={priority ? "high" : undefined}
      decoding="async"
      className={["h-full w-full", image.cover ? "object-cover" : "object-contain", OBJECT_POSITION[image.position], className]
        .filter(Boolean)
        .join(" ")}
    />
  );
}

/**
 * Text over a picture: the text takes the first colour the member gave it (white if none) and the
 * picture is darkened (or lightened, for dark text) under it, so it stays legible on any picture.
 */
export function overPictureColours(...fields: (TextField | null)[]): { text: string; scrim: string } {
  const text = fields.find((field) => field?.color)?.color ?? "#ffffff";
  return { text, scrim: readableOn(text) };
}

export function Scrim({ color }: { color: string }) {
  return <div aria-hidden data-scrim className="absolute inset-0 opacity-55" style={{ backgroundColor: color }} />;
}

// Where a text panel places its content: [vertical, horizontal] flex classes of a column.
const PANEL: Record<TextPosition, string> = {
  center: "justify-center items-center",
  left: "justify-center items-start",
  "bottom-left": "justify-end items-start",
  "bottom-center": "justify-end items-center",
  "top-center": "justify-start items-center",
};

/** The flex-column classes that put a panel's content at `position`. */
export function panelPosition(position: TextPosition): string {
  return `flex flex-col ${PANEL[position]}`;
}

/** The horizontal alignment of a text stack's own items (its button) at `position`. */
export function itemsAt(position: TextPosition): string {
  return position === "left" || position === "bottom-left" ? "items-start" : "items-center";
}

type TextsProps = {
  title: TextField | null;
  subtitle?: TextField | null;
  text?: TextField | null;
  button: ButtonField | null;
  headingId: string;
  siteOrigin: string;
  /** The plain colour the texts sit on (their colours are kept readable on it); null on a picture. */
  background: string | null;
  className?: string;
  style?: CSSProperties;
};

/** A block's title (h2), subtitle, text and button, stacked. */
export function BlockTexts({ title, subtitle, text, button, headingId, siteOrigin, background, className, style }: TextsProps) {
  return (
    <div data-texts className={["relative flex max-w-3xl flex-col gap-3", className].filter(Boolean).join(" ")} style={style}>
      <BlockText field={title} kind="title" background={background} id={headingId} className="w-full" />
      <BlockText field={subtitle ?? null} kind="subtitle" background={background} className="w-full" />
      <BlockText field={text ?? null} kind="text" background={background} className="w-full" />
      <BlockButton button={button} siteOrigin={siteOrigin} className="mt-3" />
    </div>
  );
}

/** Whether a block has anything to say: a title, a text or a button label. */
export function hasWords(...fields: ({ text: string } | null | undefined)[]): boolean {
  return fields.some((field) => Boolean(field?.text.trim()));
}
