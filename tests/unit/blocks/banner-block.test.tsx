import { screen } from "@testing-library/react";
import { BannerBlock } from "@/components/blocks/banner-block";
import { bannerHref } from "@/components/blocks/banner-button";
import { block, renderWithIntl } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);

const text = (value: string, extra: Record<string, unknown> = {}) => ({
  text: value,
  color: "#ffffff",
  fontFamily: "Roboto",
  textAlign: "left",
  fontSize: 2,
  fontIsBold: false,
  fontIsItalic: false,
  ...extra,
});
const button = (href: string) => ({
  text: "Go",
  action: "website",
  href,
  variant: "flat",
  size: "large",
  shape: "rounded",
  color: "#ffffff",
  colorText: "#884aff",
});

function renderBanner(fields: Record<string, unknown>) {
  return renderWithIntl(<BannerBlock block={block("Banner1", fields)} />);
}

describe("bannerHref (spec §2 editor rule)", () => {
  it.each([
    ["https://example.org/a", "https://example.org/a"],
    ["http://example.org", "http://example.org"],
    ["/help/tutos/request", "/help/tutos/request"],
    ["example.org/page", "http://example.org/page"],
    ["  www.example.org ", "http://www.example.org"],
    ["javascript:alert(1)", "http://javascript:alert(1)"],
  ])("%s → %s", (raw, expected) => {
    expect(bannerHref(raw)).toBe(expected);
  });

  it("gives no link for an empty href", () => {
    expect(bannerHref("  ")).toBeNull();
  });
});

describe("BannerBlock", () => {
  it("renders the title as a heading, the texts, and the button as a link", () => {
    renderBanner({
      title: text("Request access", { fontSize: 3, fontIsBold: true }),
      subtitle: text("On request"),
      text: text("Add testimonies to your list.", { fontSize: 1, fontIsItalic: true, textAlign: "center" }),
      button: button("/help/tutos/request"),
      image: { isDisplayed: false, fileId: null, cover: false, position: "center" },
      background: { type: "color", color: "#00423d", src: null },
    });
    const title = screen.getByRole("heading", { level: 2, name: "Request access" });
    expect(title).toHaveClass("font-bold", "text-3xl");
    expect(screen.getByRole("region", { name: "Request access" })).toHaveStyle({ backgroundColor: "#00423d" });
    const body = screen.getByText("Add testimonies to your list.");
    expect(body).toHaveClass("italic", "text-sm", "text-center");
    expect(screen.getByRole("link", { name: "Go" })).toHaveAttribute("href", "/help/tutos/request");
  });

  it("prepends http:// to a link without a scheme", () => {
    renderBanner({ title: text("Partner"), button: button("partner.example.org") });
    expect(screen.getByRole("link", { name: "Go" })).toHaveAttribute("href", "http://partner.example.org");
  });

  it("shows the image only when displayed, with its fit", () => {
    const { container } = renderBanner({
      title: text("With image"),
      image: { isDisplayed: true, fileId: "/demo/picture.svg", cover: true, position: "top" },
      background: { type: "image", color: "#884aff", src: "/demo/bg.svg" },
    });
    const images = Array.from(container.querySelectorAll("img"));
    expect(images.map((img) => img.getAttribute("src"))).toEqual(["/demo/bg.svg", "/demo/picture.svg"]);
    expect(images[1]).toHaveClass("object-cover", "object-top");
  });

  it("renders nothing without any text or button", () => {
    const { container } = renderBanner({ background: { type: "color", color: "#000000", src: null } });
    expect(container).toBeEmptyDOMElement();
  });
});
