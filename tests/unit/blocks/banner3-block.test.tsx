import { screen } from "@testing-library/react";
import { Banner3Block } from "@/components/blocks/banner3-block";
import { block, buttonField, imageField, renderWithIntl, SITE_ORIGIN, textField } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);

const base = {
  title: textField("Open archive", { fontSize: 5, textAlign: "center", color: "#ffee00" }),
  text: textField("Free to browse.", { fontSize: 1, fontIsBold: true }),
  button: buttonField(`${SITE_ORIGIN}/search`, { text: "Search", size: "small", shape: "square" }),
  image: imageField("/demo/banner.jpg", { position: "top" }),
  background: { type: "color", color: "#ffffff", src: null },
};

function renderBanner3(fields: Record<string, unknown>, priority = false) {
  const result = renderWithIntl(<Banner3Block block={block("Banner3", fields)} siteOrigin={SITE_ORIGIN} priority={priority} />);
  const root = result.container.querySelector<HTMLElement>("section[data-block='Banner3']");
  return { ...result, root };
}

describe("Banner3Block", () => {
  it.each([
    ["fullwidth-center", "items-center"],
    ["fullwidth-left", "items-start"],
  ])("%s: the picture behind the text edge to edge, under a scrim", (layout, align) => {
    const { root } = renderBanner3({ ...base, layout }, true);
    expect(root).toHaveAttribute("data-layout", layout);
    const img = root!.querySelector("img")!;
    expect(img).toHaveAttribute("alt", "");
    expect(img).toHaveAttribute("loading", "eager");
    expect(img).toHaveClass("absolute", "inset-0", "object-top");
    // The yellow title reads on a dark scrim.
    expect(root!.querySelector("[data-scrim]")).toHaveStyle({ backgroundColor: "#000000" });
    expect(screen.getByRole("heading", { level: 2, name: "Open archive" })).toHaveStyle({ color: "#ffee00" });
    expect(root!.querySelector("[data-texts]")).toHaveClass(align);
    expect(root!.querySelector("[data-texts]")!.parentElement).toHaveClass(align);
  });

  it("two-cols: the text in one column, the picture in the other", () => {
    const { root } = renderBanner3({ ...base, layout: "two-cols" });
    const picture = root!.querySelector<HTMLElement>("[data-picture]")!;
    expect(picture.parentElement).toHaveClass("grid", "md:grid-cols-2");
    expect(picture.previousElementSibling).toHaveAttribute("data-texts");
    expect(screen.getByRole("img", { name: "Open archive" })).toHaveAttribute("loading", "lazy");
    expect(root!.querySelector("[data-scrim]")).toBeNull();
  });

  it("applies the text styles and the button", () => {
    renderBanner3({ ...base, layout: "two-cols" });
    expect(screen.getByRole("heading", { name: "Open archive" })).toHaveClass("text-5xl", "text-center", "font-light");
    expect(screen.getByText("Free to browse.")).toHaveClass("text-sm", "font-bold");
    const link = screen.getByRole("link", { name: "Search" });
    expect(link).toHaveAttribute("href", `${SITE_ORIGIN}/search`);
    expect(link).toHaveClass("min-h-touch", "rounded-none");
  });

  it("without a picture, the background and a colour kept readable on it", () => {
    const { root } = renderBanner3({ ...base, layout: "fullwidth-center", image: imageField(null) });
    expect(root!.querySelector("img")).toBeNull();
    expect(root).toHaveStyle({ backgroundColor: "#ffffff" });
    // #ffee00 on white fails AA: it is darkened.
    expect(screen.getByRole("heading", { name: "Open archive" }).style.color).not.toBe("rgb(255, 238, 0)");
  });

  it("reads an unknown layout as fullwidth-center", () => {
    expect(renderBanner3({ ...base, layout: "three-cols" }).root).toHaveAttribute("data-layout", "fullwidth-center");
  });
});
