import { screen, within } from "@testing-library/react";
import { CoverBlock } from "@/components/blocks/cover-block";
import { block, buttonField, imageField, renderWithIntl, SITE_ORIGIN, textField } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);

const colour = { type: "color", color: "#202020", src: null };

function renderCover(fields: Record<string, unknown>, priority = false) {
  const result = renderWithIntl(<CoverBlock block={block("Cover", fields)} siteOrigin={SITE_ORIGIN} priority={priority} />);
  const root = result.container.querySelector<HTMLElement>("section[data-block='Cover']");
  return { ...result, root };
}

const base = {
  textPosition: "center",
  title: textField("Voices of the valley", { fontSize: 4, fontIsBold: true }),
  subtitle: textField("Oral histories, 1950–1990"),
  button: buttonField("/medias", { text: "Listen" }),
  background: colour,
};

describe("CoverBlock", () => {
  it.each([
    ["fullscreen", "min-h-svh"],
    ["halfscreen", "min-h-[50svh]"],
  ])("%s: the picture fills a %s hero behind the text, decorative, under a scrim", (layout, height) => {
    const { root } = renderCover({ ...base, layout, image: imageField("/demo/hero.jpg", { position: "bottom" }) });
    expect(root).toHaveAttribute("data-layout", layout);
    expect(root).toHaveClass(height);
    const img = root!.querySelector("img")!;
    expect(img).toHaveAttribute("src", "/demo/hero.jpg");
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveClass("absolute", "inset-0", "object-cover", "object-bottom");
    expect(root!.querySelector("[data-scrim]")).not.toBeNull();
    // White text by default, a dark scrim under it.
    expect(root!.querySelector("[data-texts]")).toHaveStyle({ color: "#ffffff" });
    expect(root!.querySelector("[data-scrim]")).toHaveStyle({ backgroundColor: "#000000" });
    expect(screen.getByRole("region", { name: "Voices of the valley" })).toBe(root);
    expect(screen.getByRole("heading", { level: 2, name: "Voices of the valley" })).toHaveClass("font-bold", "text-4xl");
    expect(screen.getByText("Oral histories, 1950–1990").tagName).toBe("P");
    expect(screen.getByRole("link", { name: "Listen" })).toHaveAttribute("href", "/medias");
  });

  it("dark text over a picture gets a light scrim", () => {
    const { root } = renderCover({
      ...base,
      layout: "fullscreen",
      title: textField("Dark", { color: "#111111" }),
      image: imageField("/demo/hero.jpg"),
    });
    expect(root!.querySelector("[data-scrim]")).toHaveStyle({ backgroundColor: "#ffffff" });
  });

  it("without a picture the background fills the hero (colour or image with its veil)", () => {
    const { root } = renderCover({ ...base, layout: "fullscreen", background: { type: "image", color: "#000000", src: "/demo/bg.jpg" } });
    expect(root!.querySelector("[data-scrim]")).toBeNull();
    expect(root!.querySelector("img")).toHaveAttribute("src", "/demo/bg.jpg");
    expect(root!.querySelector("[data-veil]")).not.toBeNull();
  });

  it.each([
    ["center", "justify-center", "items-center"],
    ["left", "justify-center", "items-start"],
    ["bottom-left", "justify-end", "items-start"],
    ["bottom-center", "justify-end", "items-center"],
    ["top-center", "justify-start", "items-center"],
  ])("text position %s places the text (%s %s) in every layout", (textPosition, vertical, horizontal) => {
    for (const layout of ["fullscreen", "halfscreen", "sidebar", "collage"]) {
      const { root, unmount } = renderCover({
        ...base,
        layout,
        textPosition,
        image: imageField("/demo/a.jpg"),
        images: [imageField("/demo/b.jpg")],
      });
      expect(root).toHaveAttribute("data-text-position", textPosition);
      const panel = root!.querySelector("[data-texts]")!.parentElement!;
      expect(panel).toHaveClass("flex", "flex-col", vertical, horizontal);
      unmount();
    }
  });

  it("sidebar: the picture on one side (named after the title), the text panel on the other, stacked on phones", () => {
    const { root } = renderCover({ ...base, layout: "sidebar", image: imageField("/demo/side.jpg", { cover: false }) });
    expect(root).toHaveClass("grid", "md:grid-cols-2");
    const [picture, panel] = Array.from(root!.children);
    expect(picture).toHaveAttribute("data-picture");
    expect(picture).toHaveClass("aspect-[4/3]", "md:aspect-auto");
    expect(within(picture as HTMLElement).getByRole("img", { name: "Voices of the valley" })).toHaveClass("object-contain");
    expect(panel!.querySelector("h2")).not.toBeNull();
    expect(root!.querySelector("[data-scrim]")).toBeNull();
  });

  it.each([
    [2, "grid-cols-2"],
    [3, "grid-rows-2"],
    [4, "aspect-square"],
    [5, "grid-cols-3"],
  ])("collage: %i pictures from image + images in a grid beside the text", (count, gridClass) => {
    const images = Array.from({ length: count - 1 }, (_, i) => imageField(`/demo/${i + 2}.jpg`));
    const { root } = renderCover({ ...base, layout: "collage", image: imageField("/demo/1.jpg"), images });
    const collage = root!.querySelector<HTMLElement>("[data-collage]")!;
    expect(collage).toHaveAttribute("data-collage", String(count));
    expect(collage).toHaveClass("grid", gridClass);
    const pictures = Array.from(collage.querySelectorAll("img"));
    expect(pictures.map((img) => img.getAttribute("src"))).toEqual(Array.from({ length: count }, (_, i) => `/demo/${i + 1}.jpg`));
    expect(pictures.map((img) => img.getAttribute("alt"))).toEqual(["Voices of the valley", ...Array(count - 1).fill("")]);
    expect(collage.parentElement).toHaveClass("grid", "md:grid-cols-2");
  });

  it("collage: hidden or unsafe pictures are left out, at most five", () => {
    const { root } = renderCover({
      ...base,
      layout: "collage",
      image: imageField("/demo/1.jpg"),
      images: [
        imageField("/demo/2.jpg", { isDisplayed: false }),
        imageField("javascript:alert(1)"),
        "junk",
        ...[3, 4, 5, 6, 7].map((n) => imageField(`/demo/${n}.jpg`)),
      ],
    });
    const srcs = Array.from(root!.querySelectorAll("[data-collage] img")).map((img) => img.getAttribute("src"));
    expect(srcs).toEqual(["/demo/1.jpg", "/demo/3.jpg", "/demo/4.jpg", "/demo/5.jpg", "/demo/6.jpg"]);
  });

  it("loads the first block's pictures at once, the others lazily", () => {
    const fields = { ...base, layout: "fullscreen", image: imageField("/demo/hero.jpg") };
    const first = renderCover(fields, true);
    expect(first.root!.querySelector("img")).toHaveAttribute("loading", "eager");
    first.unmount();
    expect(renderCover(fields).root!.querySelector("img")).toHaveAttribute("loading", "lazy");
  });

  it("reads malformed fields leniently and renders nothing with nothing to show", () => {
    const { root } = renderCover({ layout: "mosaic", textPosition: "middle", title: textField("Still here"), images: "nope" });
    expect(root).toHaveAttribute("data-layout", "fullscreen");
    expect(root).toHaveAttribute("data-text-position", "center");
    expect(screen.getByRole("heading", { name: "Still here" })).toBeInTheDocument();
    const empty = renderCover({ layout: "sidebar", title: textField("  "), image: imageField(null) });
    expect(empty.root).toBeNull();
  });

  it("gives no button without a link", () => {
    renderCover({ ...base, layout: "halfscreen", button: buttonField("", { text: "Nowhere" }) });
    expect(screen.queryByRole("link")).not.toBeInTheDocument();
  });
});
