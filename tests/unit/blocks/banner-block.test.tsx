import { screen } from "@testing-library/react";
import { BannerBlock } from "@/components/blocks/banner-block";
import { block, buttonField, renderWithIntl, SITE_ORIGIN, textField } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);

const text = (value: string, extra: Record<string, unknown> = {}) => textField(value, { color: "#ffffff", ...extra });
const button = (href: string) => buttonField(href, { colorText: "#884aff" });

function renderBanner(fields: Record<string, unknown>, priority = false) {
  return renderWithIntl(<BannerBlock block={block("Banner1", fields)} siteOrigin={SITE_ORIGIN} priority={priority} />);
}

describe("BannerBlock", () => {
  it("renders the title as a heading, the texts, and the button as a link", () => {
    renderBanner({
      title: text("Request access", { fontSize: 3, fontIsBold: true }),
      subtitle: text("On request"),
      text: text("Add testimonies to your list.", { fontSize: 1, fontIsItalic: true, textAlign: "center", fontFamily: "Georgia" }),
      button: button("/help/tutos/request"),
      image: { isDisplayed: false, fileId: null, cover: false, position: "center" },
      background: { type: "color", color: "#00423d", src: null },
    });
    const title = screen.getByRole("heading", { level: 2, name: "Request access" });
    expect(title).toHaveClass("font-bold", "text-3xl");
    expect(screen.getByRole("region", { name: "Request access" })).toHaveStyle({ backgroundColor: "#00423d" });
    const body = screen.getByText("Add testimonies to your list.");
    expect(body).toHaveClass("italic", "text-sm", "text-center");
    expect(body.style.fontFamily).toMatch(/^Georgia, .*serif$/);
    expect(screen.getByRole("link", { name: "Go" })).toHaveAttribute("href", "/help/tutos/request");
  });

  it("puts https:// before a link without a scheme", () => {
    renderBanner({ title: text("Partner"), button: button("partner.example.org") });
    expect(screen.getByRole("link", { name: "Go" })).toHaveAttribute("href", "https://partner.example.org");
  });

  it("shows the image only when displayed, with its fit, named after the title", () => {
    const { container } = renderBanner({
      title: text("With image"),
      image: { isDisplayed: true, fileId: "/demo/picture.svg", cover: true, position: "top" },
      background: { type: "image", color: "#884aff", src: "/demo/bg.svg" },
    });
    const images = Array.from(container.querySelectorAll("img"));
    expect(images.map((img) => img.getAttribute("src"))).toEqual(["/demo/bg.svg", "/demo/picture.svg"]);
    expect(images[1]).toHaveClass("object-cover", "object-top");
    expect(images[1]).toHaveAttribute("alt", "With image");
    expect(images.map((img) => img.getAttribute("loading"))).toEqual(["lazy", "lazy"]);
  });

  it("loads its images at once when it is the page's first block", () => {
    const { container } = renderBanner(
      { title: text("First"), image: { isDisplayed: true, fileId: "/demo/picture.svg", cover: false, position: "center" } },
      true,
    );
    expect(container.querySelector("img")).toHaveAttribute("loading", "eager");
  });

  it("renders nothing without any text or button", () => {
    const { container } = renderBanner({ background: { type: "color", color: "#000000", src: null } });
    expect(container).toBeEmptyDOMElement();
  });
});
