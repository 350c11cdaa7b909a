// Banner3 (spec §3): a full-width banner (the picture, or the background, behind a centred or
// left-aligned text) or two columns (the text in one, the picture in the other).
import type { Block } from "@/lib/api/schemas";
import { BlockImage, BlockTexts, hasWords, overPictureColours, panelPosition, Scrim, shownImage } from "./block-media";
import { BackgroundImage, backgroundStyle, blockHeadingId, CONTAINER } from "./block-section";
import { banner3FieldsSchema, readFields } from "./fields";

type Props = { block: Block; siteOrigin: string; priority?: boolean };

export function Banner3Block({ block, siteOrigin, priority = false }: Props) {
  const { layout, title, text, button, image, background } = readFields(banner3FieldsSchema, block.fields);
  const picture = shownImage(image);
  if (!hasWords(title, text, button) && !picture) return null;

  const titleText = title?.text.trim() ?? "";
  const headingId = blockHeadingId(block.uid);
  const plainColour = background?.type === "color" ? background.color : null;
  const root = { "data-block": "Banner3", "data-layout": layout, "aria-labelledby": titleText ? headingId : undefined };

  if (layout === "two-cols") {
    return (
      <section {...root} className="relative isolate overflow-hidden py-12 md:py-16" style={backgroundStyle(background)}>
        <BackgroundImage background={background} priority={priority} />
        <div className={`${CONTAINER} relative grid items-center gap-8 md:gap-12 ${picture ? "md:grid-cols-2" : ""}`}>
          <BlockTexts
            title={title}
            text={text}
            button={button}
            headingId={headingId}
            siteOrigin={siteOrigin}
            background={plainColour}
            className="items-start"
          />
          {picture ? (
            <div data-picture className="relative aspect-[4/3] overflow-hidden rounded-lg">
              <BlockImage image={picture} alt={titleText} priority={priority} className="absolute inset-0" />
            </div>
          ) : null}
        </div>
      </section>
    );
  }

  // fullwidth-*: edge to edge, the picture behind the text under a scrim (or the background).
  const colours = overPictureColours(title, text);
  const position = layout === "fullwidth-center" ? "center" : "left";
  return (
    <section {...root} className="relative isolate flex min-h-[40svh] overflow-hidden" style={backgroundStyle(background)}>
      {picture ? (
        <>
          <BlockImage image={picture} alt="" priority={priority} className="absolute inset-0" />
          <Scrim color={colours.scrim} />
        </>
      ) : (
        <BackgroundImage background={background} priority={priority} />
      )}
      <div className={`${CONTAINER} relative py-12 md:py-20 ${panelPosition(position)}`}>
        <BlockTexts
          title={title}
          text={text}
          button={button}
          headingId={headingId}
          siteOrigin={siteOrigin}
          background={picture ? null : plainColour}
          className={position === "center" ? "items-center" : "items-start"}
          style={picture ? { color: colours.text } : undefined}
        />
      </div>
    </section>
  );
}
