import type { Block } from "@/lib/api/schemas";
import { BlockButton } from "./banner-button";
import { BlockImage, shownImage } from "./block-media";
import { BackgroundImage, backgroundStyle, blockHeadingId, CONTAINER } from "./block-section";
import { bannerFieldsSchema, readFields } from "./fields";
import { BlockText } from "./text-field";

const SELF_ALIGN = { left: "self-start", center: "self-center", right: "self-end" } as const;

type Props = { block: Block; siteOrigin: string; priority?: boolean };

/** Banner1: title, subtitle and text in the editor's styles, a button, an optional image beside them. */
export function BannerBlock({ block, siteOrigin, priority = false }: Props) {
  const fields = readFields(bannerFieldsSchema, block.fields);
  const { title, subtitle, text, button, background } = fields;
  if (!title?.text && !subtitle?.text && !text?.text && !button?.text) return null;
  const plainColour = background?.type === "color" ? background.color : null;
  const image = shownImage(fields.image);
  const align = title?.textAlign ?? text?.textAlign ?? "left";
  return (
    <section
      aria-labelledby={title?.text ? blockHeadingId(block.uid) : undefined}
      className="relative isolate overflow-hidden py-12 md:py-16"
      style={backgroundStyle(background)}
    >
      <BackgroundImage background={background} priority={priority} />
      <div className={`${CONTAINER} relative grid items-center gap-8 ${image ? "md:grid-cols-2" : ""}`}>
        <div className="flex flex-col gap-3">
          <BlockText field={title} kind="title" background={plainColour} id={blockHeadingId(block.uid)} />
          <BlockText field={subtitle} kind="subtitle" background={plainColour} />
          <BlockText field={text} kind="text" background={plainColour} />
          <BlockButton button={button} siteOrigin={siteOrigin} className={`mt-3 ${SELF_ALIGN[align]}`} />
        </div>
        {image ? (
          <div className="relative aspect-video overflow-hidden rounded-lg">
            <BlockImage image={image} alt={title?.text.trim() ?? ""} priority={priority} />
          </div>
        ) : null}
      </div>
    </section>
  );
}
