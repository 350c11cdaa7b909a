import { screen } from "@testing-library/react";
import { BlockList, BlockRenderer } from "@/components/blocks/block-renderer";
import { HomeFallback } from "@/components/blocks/home-fallback";
import { websiteJsonLd } from "@/components/blocks/home-json-ld";
import { serializeJsonLd } from "@/components/ui/json-ld";
import { block, buttonField, category, entries, imageField, installDomShims, renderWithIntl, textField, white } from "./test-utils";

jest.mock("@/lib/server/data", () => ({ getPublicItems: jest.fn(), getAllCategories: jest.fn() }));
jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);

beforeAll(installDomShims);

const faq = (title: string, shown = true) =>
  block("Faq", { title, variant: "features", layout: "list", entries, background: white }, shown);

describe("BlockRenderer", () => {
  it("renders only displayed blocks, in order", () => {
    renderWithIntl(<BlockList blocks={[faq("First"), faq("Hidden", false), faq("Second")]} site="s" locale="en" />);
    expect(screen.getAllByRole("heading", { level: 2 }).map((h) => h.textContent)).toEqual(["First", "Second"]);
    expect(screen.queryByText("Hidden")).not.toBeInTheDocument();
  });

  it("renders nothing for a hidden block or an unknown component", () => {
    expect(BlockRenderer({ block: faq("Hidden", false), site: "s", locale: "en" })).toBeNull();
    const unknown = block("Carousel3D", { layout: "fullscreen", title: { text: "Not on the public site" } });
    expect(BlockRenderer({ block: unknown, site: "s", locale: "en" })).toBeNull();
    const { container } = renderWithIntl(<BlockList blocks={[unknown, block("Message", {}, false)]} site="s" locale="en" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("renders the Cover, Message and Banner3 blocks, the first one's pictures at once", () => {
    const title = (text: string) => textField(text);
    const hero = block("Cover", { layout: "halfscreen", title: title("Hero"), image: imageField("/demo/hero.jpg") });
    const message = block("Message", { layout: "media-top", title: title("Note"), image: imageField("/demo/note.jpg") });
    const banner = block("Banner3", { layout: "two-cols", title: title("Banner"), button: buttonField("archive.example.org/about") });
    const { container } = renderWithIntl(<BlockList blocks={[hero, message, banner]} site="archive.example.org" locale="en" />);
    const roots = Array.from(container.querySelectorAll("section[data-block]"));
    expect(roots.map((root) => `${root.getAttribute("data-block")}:${root.getAttribute("data-layout")}`)).toEqual([
      "Cover:halfscreen",
      "Message:media-top",
      "Banner3:two-cols",
    ]);
    expect(Array.from(container.querySelectorAll("img")).map((img) => img.getAttribute("loading"))).toEqual(["eager", "lazy"]);
    // A bare host is linked over https.
    expect(screen.getByRole("link", { name: "Go" })).toHaveAttribute("href", "https://archive.example.org/about");
  });

  it("survives malformed fields", () => {
    const broken = block("Faq", { title: 42, variant: "nope", entries: [{ title: "Only a title" }, "junk", null] });
    renderWithIntl(<BlockRenderer block={broken} site="s" locale="en" />);
    expect(screen.getByRole("heading", { level: 3, name: "Only a title" })).toBeInTheDocument();
  });

  it("picks black or white text for a coloured background", () => {
    renderWithIntl(
      <BlockList
        blocks={[block("Faq", { title: "Dark", layout: "list", entries, background: { type: "color", color: "#121212", src: null } })]}
        site="s"
        locale="en"
      />,
    );
    const section = screen.getByRole("region", { name: "Dark" });
    expect(section).toHaveStyle({ backgroundColor: "#121212", color: "#ffffff" });
  });
});

describe("home page parts", () => {
  it("falls back to the site name and the top-level categories", () => {
    const categories = [category("Region A"), category("Village", { parent_id: "cat-region-a" }), category("Themes")];
    renderWithIntl(<HomeFallback siteName="Archive" categories={categories} />);
    expect(screen.getByRole("heading", { level: 1, name: "Archive" })).toBeInTheDocument();
    expect(screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent)).toEqual(["Region A", "Themes"]);
    expect(screen.getByRole("link", { name: "Themes" })).toHaveAttribute("href", "/category/themes");
  });

  it("describes the site search for search engines, with the locale prefix and < escaped", () => {
    const fr = websiteJsonLd({ site: "archive.example.org", locale: "fr", name: "A </script><b>" });
    expect(fr.potentialAction).toEqual({
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: "https://archive.example.org/fr/search?q={search_term_string}" },
      "query-input": "required name=search_term_string",
    });
    const en = websiteJsonLd({ site: "archive.example.org", locale: "en", name: "A" });
    expect(JSON.stringify(en)).toContain('"urlTemplate":"https://archive.example.org/search?q={search_term_string}"');
    const json = serializeJsonLd(fr);
    expect(json).not.toContain("<");
    expect(JSON.parse(json).name).toBe("A </script><b>");
  });
});
