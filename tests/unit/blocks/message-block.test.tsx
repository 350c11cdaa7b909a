import { screen } from "@testing-library/react";
import { MessageBlock } from "@/components/blocks/message-block";
import { block, buttonField, imageField, renderWithIntl, SITE_ORIGIN, textField } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);

const base = {
  title: textField("Share your story", { fontSize: 3 }),
  text: textField("Record an interview with us.", { fontFamily: "Merriweather", fontIsItalic: true }),
  button: buttonField("contact.example.org", { text: "Contact", variant: "outlined", shape: "pill" }),
  image: imageField("/demo/message.jpg", { position: "left", cover: false }),
  background: { type: "color", color: "#fdf6e3", src: null },
};

function renderMessage(fields: Record<string, unknown>) {
  const result = renderWithIntl(<MessageBlock block={block("Message", fields)} siteOrigin={SITE_ORIGIN} />);
  const root = result.container.querySelector<HTMLElement>("section[data-block='Message']");
  return { ...result, root };
}

/** The picture box and the texts, in document order. */
function parts(root: HTMLElement) {
  return Array.from(root.querySelectorAll<HTMLElement>("[data-picture], [data-texts]")).map((el) =>
    el.hasAttribute("data-picture") ? "picture" : "texts",
  );
}

describe("MessageBlock", () => {
  it("renders the title, the text and the button in the editor's styles", () => {
    const { root } = renderMessage({ ...base, layout: "banner-center" });
    expect(screen.getByRole("region", { name: "Share your story" })).toBe(root);
    expect(screen.getByRole("heading", { level: 2, name: "Share your story" })).toHaveClass("text-3xl");
    const text = screen.getByText("Record an interview with us.");
    expect(text).toHaveClass("italic");
    expect(text.style.fontFamily).toMatch(/^Merriweather/);
    const link = screen.getByRole("link", { name: "Contact" });
    expect(link).toHaveAttribute("href", "https://contact.example.org");
    expect(link).toHaveClass("rounded-full");
    expect(link).toHaveAttribute("data-variant", "outlined");
  });

  it.each([
    ["banner-center", "none", ["texts"], "items-center"],
    ["banner-left", "none", ["texts"], "items-start"],
  ])("%s: the text alone, no picture", (layout, media, order, align) => {
    const { root } = renderMessage({ ...base, layout });
    expect(root).toHaveAttribute("data-layout", layout);
    expect(root).toHaveAttribute("data-media", media);
    expect(parts(root!)).toEqual(order);
    expect(root!.querySelector("[data-texts]")).toHaveClass(align);
    expect(root!.querySelector("img")).toBeNull();
  });

  it.each([
    ["sidebar-left", "left"],
    ["sidebar-right", "right"],
  ])("%s: the picture %s of the text in two columns, stacked on phones", (layout, side) => {
    const { root } = renderMessage({ ...base, layout });
    expect(root).toHaveAttribute("data-media", side);
    const picture = root!.querySelector<HTMLElement>("[data-picture]")!;
    expect(picture.parentElement).toHaveClass("grid", "md:grid-cols-2");
    if (side === "right") expect(picture).toHaveClass("md:order-last");
    else expect(picture).not.toHaveClass("md:order-last");
    expect(root!.querySelector("[data-card]")).toBeNull();
    const img = screen.getByRole("img", { name: "Share your story" });
    expect(img).toHaveClass("object-contain", "object-left");
    expect(img).toHaveAttribute("loading", "lazy");
  });

  it.each([
    ["sidebar-card-left", "left", "md:col-start-1", "md:col-start-8"],
    ["sidebar-card-right", "right", "md:col-start-5", "md:col-start-1"],
  ])("%s: the picture %s, the text in a card overlapping it", (layout, side, pictureCol, cardCol) => {
    const { root } = renderMessage({ ...base, layout });
    expect(root).toHaveAttribute("data-media", side);
    const card = root!.querySelector<HTMLElement>("[data-card]")!;
    expect(card).toHaveClass("shadow-xl", "rounded-xl", cardCol);
    expect(card).toHaveStyle({ backgroundColor: "#fdf6e3" });
    expect(card.querySelector("h2")).not.toBeNull();
    expect(root!.querySelector("[data-picture]")).toHaveClass(pictureCol);
  });

  it.each([
    ["media-top", ["picture", "texts"]],
    ["media-bottom", ["texts", "picture"]],
  ])("%s: the picture above / below the text", (layout, order) => {
    const { root } = renderMessage({ ...base, layout });
    expect(parts(root!)).toEqual(order);
    expect(root!.querySelector("[data-picture]")).toHaveClass("aspect-video");
  });

  it("shows the text alone when the picture is hidden", () => {
    const { root } = renderMessage({ ...base, layout: "sidebar-left", image: imageField("/demo/x.jpg", { isDisplayed: false }) });
    expect(root).toHaveAttribute("data-media", "none");
    expect(root!.querySelector("img")).toBeNull();
  });

  it("reads an unknown layout as banner-center and renders nothing with nothing to say", () => {
    expect(renderMessage({ ...base, layout: "nope" }).root).toHaveAttribute("data-layout", "banner-center");
    expect(renderMessage({ layout: "banner-left", title: textField("") }).root).toBeNull();
  });
});
