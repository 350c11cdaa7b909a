// Message (spec §3): a title, a text and a button, with or without a picture: as a banner, beside
// the picture (plain or in a card) or above / below it.
import type { ReactNode } from "react";
import type { Block } from "@/lib/api/schemas";
import { readableOn } from "@/lib/theme";
import { BlockImage, BlockTexts, hasWords, shownImage } from "./block-media";
import { BackgroundImage, backgroundStyle, blockHeadingId, CONTAINER } from "./block-section";
import { messageFieldsSchema, readFields } from "./fields";

type Props = { block: Block; siteOrigin: string; priority?: boolean };
type Layout = ReturnType<typeof readMessage>["layout"];

const readMessage = (block: Block) => readFields(messageFieldsSchema, block.fields);

/** Where each layout puts the picture; a banner has none. */
const MEDIA: Record<Layout, "none" | "left" | "right" | "top" | "bottom"> = {
  "banner-center": "none",
  "banner-left": "none",
  "sidebar-left": "left",
  "sidebar-right": "right",
  "sidebar-card-left": "left",
  "sidebar-card-right": "right",
  "media-top": "top",
  "media-bottom": "bottom",
};

export function MessageBlock({ block, siteOrigin, priority = false }: Props) {
  const { layout, title, text, button, image, background } = readMessage(block);
  const media = MEDIA[layout];
  const picture = media === "none" ? null : shownImage(image);
  if (!hasWords(title, text, button) && !picture) return null;

  const titleText = title?.text.trim() ?? "";
  const headingId = blockHeadingId(block.uid);
  const plainColour = background?.type === "color" ? background.color : null;
  const centred = layout === "banner-center";
  const inCard = layout === "sidebar-card-left" || layout === "sidebar-card-right";
  const texts = (
    <BlockTexts
      title={title}
      text={text}
      button={button}
      headingId={headingId}
      siteOrigin={siteOrigin}
      // A card is filled with the background colour even when the section shows an image.
      background={inCard ? (background?.color ?? null) : plainColour}
      className={centred ? "mx-auto items-center" : "items-start"}
    />
  );
  const pictureBox = (className: string) =>
    picture ? (
      <div data-picture className={`relative overflow-hidden rounded-lg ${className}`}>
        <BlockImage image={picture} alt={titleText} priority={priority} className="absolute inset-0" />
      </div>
    ) : null;

  let body: ReactNode;
  if (!picture) {
    body = texts;
  } else if (inCard) {
    // The card overlaps the picture's inner edge on wide screens, and its bottom on phones.
    const right = media === "right";
    body = (
      <div className="grid items-center md:grid-cols-12">
        {pictureBox(`aspect-[4/3] md:row-start-1 md:col-span-8 ${right ? "md:col-start-5" : "md:col-start-1"}`)}
        <div
          data-card
          className={`relative z-10 mx-4 -mt-12 rounded-xl bg-background p-6 text-on-surface shadow-xl ring-1 ring-black/5 md:row-start-1 md:mx-0 md:mt-0 md:col-span-5 md:p-10 ${right ? "md:col-start-1" : "md:col-start-8"}`}
          style={background ? { backgroundColor: background.color, color: readableOn(background.color) } : undefined}
        >
          {texts}
        </div>
      </div>
    );
  } else if (media === "left" || media === "right") {
    body = (
      <div className="grid items-center gap-8 md:grid-cols-2 md:gap-12">
        {pictureBox(`aspect-[4/3] ${media === "right" ? "md:order-last" : ""}`)}
        {texts}
      </div>
    );
  } else {
    body = (
      <div className="mx-auto flex max-w-4xl flex-col gap-8">
        {media === "top" ? pictureBox("aspect-video") : null}
        {texts}
        {media === "bottom" ? pictureBox("aspect-video") : null}
      </div>
    );
  }

  return (
    <section
      data-block="Message"
      data-layout={layout}
      data-media={picture ? media : "none"}
      aria-labelledby={titleText ? headingId : undefined}
      className="relative isolate overflow-hidden py-12 md:py-16"
      style={backgroundStyle(background)}
    >
      <BackgroundImage background={background} priority={priority} />
      <div className={`${CONTAINER} relative`}>{body}</div>
    </section>
  );
}
