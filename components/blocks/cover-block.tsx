// Cover (spec §3): a hero with a title, a subtitle and a button, in four layouts; `textPosition`
// places the text in the hero, the sidebar's text panel or beside the collage.
import type { CSSProperties } from "react";
import type { Block } from "@/lib/api/schemas";
import {
  BlockImage,
  BlockTexts,
  hasWords,
  itemsAt,
  overPictureColours,
  panelPosition,
  Scrim,
  shownImage,
  type ShownImage,
} from "./block-media";
import { BackgroundImage, backgroundStyle, blockHeadingId, CONTAINER } from "./block-section";
import { coverFieldsSchema, readFields } from "./fields";

type Props = { block: Block; siteOrigin: string; priority?: boolean };

const COLLAGE_MAX = 5;

// The collage's grid for 1–5 pictures: a fixed frame, the first picture the largest.
const COLLAGE_GRID = [
  "",
  "aspect-[4/3] grid-cols-1",
  "aspect-[4/3] grid-cols-2",
  "aspect-[4/3] grid-cols-2 grid-rows-2",
  "aspect-square grid-cols-2 grid-rows-2",
  "aspect-[4/3] grid-cols-3 grid-rows-2",
];

function Collage({ pictures, alt, priority }: { pictures: ShownImage[]; alt: string; priority: boolean }) {
  const count = pictures.length;
  return (
    <div data-collage={count} className={`grid gap-2 self-center md:gap-3 ${COLLAGE_GRID[count] ?? ""}`}>
      {pictures.map((picture, index) => (
        <div
          key={index}
          className={`relative overflow-hidden rounded-lg ${index === 0 && (count === 3 || count === 5) ? "row-span-2" : ""}`}
        >
          {/* The first picture is named after the title; the others only repeat it. */}
          <BlockImage image={picture} alt={index === 0 ? alt : ""} priority={priority} className="absolute inset-0" />
        </div>
      ))}
    </div>
  );
}

export function CoverBlock({ block, siteOrigin, priority = false }: Props) {
  const { layout, textPosition, title, subtitle, button, image, images, background } = readFields(coverFieldsSchema, block.fields);
  const pictures = [image, ...images].flatMap((field) => shownImage(field) ?? []).slice(0, COLLAGE_MAX);
  const [picture] = pictures;
  if (!hasWords(title, subtitle, button) && !picture) return null;

  const titleText = title?.text.trim() ?? "";
  const headingId = blockHeadingId(block.uid);
  const plainColour = background?.type === "color" ? background.color : null;
  const root = {
    "data-block": "Cover",
    "data-layout": layout,
    "data-text-position": textPosition,
    "aria-labelledby": titleText ? headingId : undefined,
  };
  const texts = (onPicture: boolean, style?: CSSProperties) => (
    <BlockTexts
      title={title}
      subtitle={subtitle}
      button={button}
      headingId={headingId}
      siteOrigin={siteOrigin}
      background={onPicture ? null : plainColour}
      className={itemsAt(textPosition)}
      style={style}
    />
  );

  if (layout === "sidebar") {
    // The picture on one side, the text panel (with the background) on the other; stacked on phones.
    return (
      <section
        {...root}
        className="relative isolate grid overflow-hidden md:min-h-[70svh] md:grid-cols-2"
        style={backgroundStyle(background)}
      >
        {picture ? (
          <div data-picture className="relative aspect-[4/3] md:aspect-auto">
            <BlockImage image={picture} alt={titleText} priority={priority} className="absolute inset-0" />
          </div>
        ) : null}
        <div
          className={`relative isolate overflow-hidden px-6 py-12 md:px-12 md:py-16 ${picture ? "" : "md:col-span-2"} ${panelPosition(textPosition)}`}
        >
          <BackgroundImage background={background} priority={priority} />
          {texts(false)}
        </div>
      </section>
    );
  }

  if (layout === "collage") {
    // The text beside a collage of the pictures; the collage goes under the text on phones.
    return (
      <section {...root} className="relative isolate overflow-hidden py-12 md:py-16" style={backgroundStyle(background)}>
        <BackgroundImage background={background} priority={priority} />
        <div className={`${CONTAINER} relative grid gap-8 md:min-h-[60svh] ${picture ? "md:grid-cols-2" : ""}`}>
          <div className={panelPosition(textPosition)}>{texts(false)}</div>
          {picture ? <Collage pictures={pictures} alt={titleText} priority={priority} /> : null}
        </div>
      </section>
    );
  }

  // fullscreen / halfscreen: the picture (or the background) fills a viewport-tall (half-tall) hero,
  // a scrim under the text when it sits on the picture.
  const colours = overPictureColours(title, subtitle);
  return (
    <section
      {...root}
      className={`relative isolate flex overflow-hidden ${layout === "fullscreen" ? "min-h-svh" : "min-h-[50svh]"}`}
      style={backgroundStyle(background)}
    >
      {picture ? (
        <>
          <BlockImage image={picture} alt="" priority={priority} className="absolute inset-0" />
          <Scrim color={colours.scrim} />
        </>
      ) : (
        <BackgroundImage background={background} priority={priority} />
      )}
      <div className={`${CONTAINER} relative py-12 md:py-16 ${panelPosition(textPosition)}`}>
        {texts(Boolean(picture), picture ? { color: colours.text } : undefined)}
      </div>
    </section>
  );
}
