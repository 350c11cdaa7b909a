// The editor's text and button fields as the public site draws them, and where a button may link.
import { render, screen } from "@testing-library/react";
import { BlockButton, blockButtonHref } from "@/components/blocks/banner-button";
import { buttonSchema, readFields, textFieldSchema } from "@/components/blocks/fields";
import { BlockText } from "@/components/blocks/text-field";
import { buttonHref } from "@/lib/editor/blocks";
import { buttonField, SITE_ORIGIN, textField } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);

const parseText = (value: unknown) => readFields(textFieldSchema.unwrap().unwrap(), value);
const parseButton = (value: unknown) => readFields(buttonSchema.unwrap().unwrap(), value);

describe("buttonHref and blockButtonHref (spec §2 link rule, made safe)", () => {
  it.each([
    ["/path", "/path"],
    ["https://x.org/a", "https://x.org/a"],
    ["http://x.org", "http://x.org"],
    [`${SITE_ORIGIN}/medias`, `${SITE_ORIGIN}/medias`],
    ["example.org", "https://example.org"],
    ["  www.example.org/page ", "https://www.example.org/page"],
    ["//evil.example", "https://evil.example"],
    ["javascript:alert(1)", "https://javascript:alert(1)"],
    ["JavaScript:alert(1)", "https://JavaScript:alert(1)"],
    ["data:text/html,<script>alert(1)</script>", "https://data:text/html,<script>alert(1)</script>"],
  ])("%s → %s", (raw, expected) => {
    expect(buttonHref(raw, SITE_ORIGIN)).toBe(expected);
    expect(blockButtonHref(raw, SITE_ORIGIN)).toBe(expected);
  });

  it("gives no link for an empty href", () => {
    expect(blockButtonHref("   ", SITE_ORIGIN)).toBe("");
  });

  it.each([
    "javascript:alert(1)",
    " javascript:alert(1)",
    "\tjavascript:alert(1)",
    "vbscript:x",
    "data:text/html,x",
    "/\\evil.example",
    "https:///evil",
  ])("never links to a script or another scheme: %j", (raw) => {
    // Even with no origin to compare (buttonHref alone would keep any value then).
    for (const origin of [SITE_ORIGIN, ""]) {
      const href = blockButtonHref(raw, origin);
      expect(href === "" || /^(https?:\/\/[^/\\]|\/(?![/\\]))/i.test(href)).toBe(true);
      expect(href).not.toMatch(/^\s*(javascript|vbscript|data):/i);
    }
  });
});

describe("text fields", () => {
  it("read an unknown font as Roboto and keep the others", () => {
    expect(parseText(textField("a", { fontFamily: "Comic Sans" })).fontFamily).toBe("Roboto");
    expect(parseText(textField("a", { fontFamily: "Montserrat" })).fontFamily).toBe("Montserrat");
  });

  it.each([
    ["Roboto", undefined],
    ["Georgia", /^Georgia,.*serif$/],
    ["Merriweather", /^Merriweather, Georgia,.*serif$/],
    ["Montserrat", /^Montserrat,.*sans-serif$/],
    ["Courier", /^"Courier New", Courier,.*monospace$/],
  ])("draw %s in its font stack", (fontFamily, stack) => {
    render(<BlockText field={parseText(textField("Words", { fontFamily }))} kind="text" background={null} />);
    const font = screen.getByText("Words").style.fontFamily;
    if (stack) expect(font).toMatch(stack);
    else expect(font).toBe("");
  });

  it.each([
    [1, "text-sm"],
    [2, "text-base"],
    [3, "text-lg"],
    [4, "text-xl"],
    [5, "text-2xl"],
  ])("size %i → %s", (fontSize, className) => {
    render(<BlockText field={parseText(textField("Sized", { fontSize }))} kind="text" background={null} />);
    expect(screen.getByText("Sized")).toHaveClass(className);
  });

  it("apply bold, italic, alignment and the colour as given on a picture", () => {
    const field = parseText(textField("Styled", { fontIsBold: true, fontIsItalic: true, textAlign: "right", color: "#ff0000" }));
    render(<BlockText field={field} kind="title" background={null} />);
    const title = screen.getByRole("heading", { level: 2, name: "Styled" });
    expect(title).toHaveClass("font-bold", "italic", "text-right");
    expect(title).toHaveStyle({ color: "#ff0000" });
  });

  it("keep a colour readable on a plain background", () => {
    render(<BlockText field={parseText(textField("Pale", { color: "#fefefe" }))} kind="text" background="#ffffff" />);
    expect(screen.getByText("Pale").style.color).not.toBe("rgb(254, 254, 254)");
  });
});

describe("BlockButton", () => {
  const renderButton = (extra: Record<string, unknown>, href = "https://example.org") =>
    render(<BlockButton button={parseButton(buttonField(href, extra))} siteOrigin={SITE_ORIGIN} />);

  it.each([
    ["small", "min-h-touch", "text-sm"],
    ["medium", "min-h-touch", "text-base"],
    ["large", "min-h-[52px]", "text-lg"],
  ])("size %s keeps a touch target (%s, %s)", (size, height, text) => {
    renderButton({ size });
    const link = screen.getByRole("link", { name: "Go" });
    expect(link).toHaveClass(height, text);
    expect(link).toHaveAttribute("data-size", size);
  });

  it.each([
    ["rounded", "rounded-md"],
    ["square", "rounded-none"],
    ["pill", "rounded-full"],
  ])("shape %s → %s", (shape, className) => {
    renderButton({ shape });
    expect(screen.getByRole("link", { name: "Go" })).toHaveClass(className);
  });

  it("flat: filled with the button colour, the label in the text colour", () => {
    renderButton({ variant: "flat", color: "#123456", colorText: "#ffffff" });
    expect(screen.getByRole("link", { name: "Go" })).toHaveStyle({ backgroundColor: "#123456", color: "#ffffff", borderColor: "#123456" });
  });

  it("outlined: a border in the button colour, no fill", () => {
    renderButton({ variant: "outlined", color: "#123456", colorText: "#654321" });
    const link = screen.getByRole("link", { name: "Go" });
    expect(link).toHaveStyle({ borderColor: "#123456", color: "#654321" });
    expect(link.style.backgroundColor).toBe("");
    expect(link).toHaveClass("border-2", "bg-transparent");
  });

  it("text: only the label", () => {
    renderButton({ variant: "text", color: "#123456", colorText: "#654321" });
    const link = screen.getByRole("link", { name: "Go" });
    expect(link).toHaveStyle({ color: "#654321" });
    expect(link).toHaveClass("border-transparent", "bg-transparent");
    expect(link).toHaveAttribute("data-variant", "text");
  });

  it("uses the button's font, a visible focus ring, and opens in the same tab", () => {
    renderButton({ fontFamily: "Courier" });
    const link = screen.getByRole("link", { name: "Go" });
    expect(link.style.fontFamily).toMatch(/Courier/);
    expect(link.className).toMatch(/focus-visible:outline-2/);
    expect(link).not.toHaveAttribute("target");
  });

  it("reads unknown variants, sizes and shapes as the defaults", () => {
    renderButton({ variant: "elevated", size: "x-large", shape: "tile" });
    const link = screen.getByRole("link", { name: "Go" });
    expect(link).toHaveAttribute("data-variant", "flat");
    expect(link).toHaveClass("min-h-[52px]", "rounded-md");
  });

  it("renders nothing without a link or a label", () => {
    const { container } = renderButton({}, "  ");
    expect(container).toBeEmptyDOMElement();
    const unlabelled = render(<BlockButton button={parseButton(buttonField("/a", { text: " " }))} siteOrigin={SITE_ORIGIN} />);
    expect(unlabelled.container).toBeEmptyDOMElement();
  });
});
