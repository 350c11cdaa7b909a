import type { Block } from "@/lib/api/schemas";
import { BackgroundImage, backgroundStyle, blockHeadingId, CONTAINER } from "./block-section";
import { BannerButton } from "./banner-button";
import { bannerFieldsSchema, readFields, type ImageField } from "./fields";
import { BannerText } from "./text-field";

const SELF_ALIGN = { left: "self-start", center: "self-center", right: "self-end" } as const;
const OBJECT_POSITION = {
  center: "object-center",
  top: "object-top",
  bottom: "object-bottom",
  left: "object-left",
  right: "object-right",
} as const;

function BannerImage({ image }: { image: ImageField | null }) {
  if (!image?.isDisplayed || !image.fileId) return null;
  return (
    <div className="relative aspect-video overflow-hidden rounded-lg">
      <img
        src={image.fileId}
        alt=""
        loading="lazy"
        decoding="async"
        className={`h-full w-full ${image.cover ? "object-cover" : "object-contain"} ${OBJECT_POSITION[image.position]}`}
      />
    </div>
  );
}

/** Banner1: title, subtitle and text in the editor's styles, a button, an optional image beside them. */
export function BannerBlock({ block }: { block: Block }) {
  const fields = readFields(bannerFieldsSchema, block.fields);
  const { title, subtitle, text, button, image, background } = fields;
  if (!title?.text && !subtitle?.text && !text?.text && !button?.text) return null;
  const plainColour = background?.type === "color" ? background.color : null;
  const hasImage = Boolean(image?.isDisplayed && image.fileId);
  const align = title?.textAlign ?? text?.textAlign ?? "left";
  return (
    <section
      aria-labelledby={title?.text ? blockHeadingId(block.uid) : undefined}
      className="relative isolate overflow-hidden py-12 md:py-16"
      style={backgroundStyle(background)}
    >
      <BackgroundImage background={background} />
      <div className={`${CONTAINER} relative grid items-center gap-8 ${hasImage ? "md:grid-cols-2" : ""}`}>
        <div className="flex flex-col gap-3">
          <BannerText field={title} kind="title" background={plainColour} id={blockHeadingId(block.uid)} />
          <BannerText field={subtitle} kind="subtitle" background={plainColour} />
          <BannerText field={text} kind="text" background={plainColour} />
          <BannerButton button={button} className={`mt-3 ${SELF_ALIGN[align]}`} />
        </div>
        <BannerImage image={image} />
      </div>
    </section>
  );
}
