import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { ItemsBlock } from "@/components/blocks/items-block";
import { ITEMS_LAYOUTS } from "@/components/blocks/items-layout";
import { getAllCategories, getPublicItems } from "@/lib/server/data";
import { block, category, installDomShims, items, queryCarousel, renderWithIntl, white } from "./test-utils";

jest.mock("@/lib/server/data", () => ({ getPublicItems: jest.fn(), getAllCategories: jest.fn() }));
jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);

const getItemsMock = jest.mocked(getPublicItems);
const getCategoriesMock = jest.mocked(getAllCategories);

beforeAll(installDomShims);
beforeEach(() => {
  getItemsMock.mockReset();
  getCategoriesMock.mockReset().mockResolvedValue([category("Region A")]);
});

async function renderBlock(fields: Record<string, unknown>) {
  const ui = await ItemsBlock({ block: block("Items", fields), site: "archive.localhost", locale: "en" });
  if (!ui) throw new Error("the block rendered nothing");
  return renderWithIntl(ui);
}

const names = (container: HTMLElement) =>
  within(container)
    .getAllByRole("heading", { level: 3 })
    .map((h) => h.textContent);

describe("ItemsBlock", () => {
  it.each(ITEMS_LAYOUTS)("%s renders its items' names under the block title", async (layout) => {
    getItemsMock.mockResolvedValue({ count: 3, results: items("One", "Two", "Three") });
    const { container } = await renderBlock({
      title: "Featured",
      subtitle: "Picked",
      layout,
      items: { selection: ["uid-one", "uid-two", "uid-three"] },
      background: white,
    });
    expect(screen.getByRole("heading", { level: 2, name: "Featured" })).toBeInTheDocument();
    // Every layout but the small grid is a carousel.
    const carousel = queryCarousel("Featured");
    expect(carousel !== null).toBe(layout !== "medias-grid");
    // Slides past the first view join once the carousel is reached.
    if (carousel) fireEvent.pointerDown(carousel);
    await waitFor(() => expect(names(container)).toEqual(["One", "Two", "Three"]));
  });

  it.each([
    ["fullscreen-slider", ["One"]],
    ["container-slider-media-left", ["One"]],
    ["container-slider-media-top", ["One", "Two", "Three"]],
  ])("%s renders only the slides of a first view at first, announcing them all", async (layout, first) => {
    getItemsMock.mockResolvedValue({ count: 4, results: items("One", "Two", "Three", "Four") });
    const { container } = await renderBlock({
      title: "Featured",
      layout,
      items: { selection: ["uid-one", "uid-two", "uid-three", "uid-four"] },
    });
    expect(names(container)).toEqual(first);
    expect(within(queryCarousel("Featured")!).getAllByRole("group")[0]).toHaveAttribute("aria-label", "1 of 4");
  });

  it("asks for exactly the selection and keeps its order, skipping missing items", async () => {
    getItemsMock.mockResolvedValue({ count: 2, results: items("Two", "One") });
    const { container } = await renderBlock({ layout: "medias-grid", items: { selection: ["uid-one", "uid-gone", "uid-two"] } });
    expect(getItemsMock).toHaveBeenCalledWith("archive.localhost", "en", { uid__in: ["uid-one", "uid-gone", "uid-two"], limit: 3 });
    expect(names(container)).toEqual(["One", "Two"]);
  });

  it("queries a category source with its ordering, limit (default 8) and offset, and links to the category", async () => {
    getItemsMock.mockResolvedValue({ count: 1, results: items("One") });
    await renderBlock({ title: "Latest", layout: "medias-slider", items: { categories: ["cat-region-a"], order_by: "name", offset: 4 } });
    expect(getItemsMock).toHaveBeenCalledWith("archive.localhost", "en", {
      categories: ["cat-region-a"],
      ordering: "name",
      limit: 8,
      offset: 4,
    });
    expect(screen.getByRole("link", { name: "See all in Region A" })).toHaveAttribute("href", "/category/region-a");
  });

  it("shows a grid of up to four items and a slider above four (spec §9)", async () => {
    getItemsMock.mockResolvedValue({ count: 4, results: items("A", "B", "C", "D") });
    const grid = await renderBlock({ title: "Grid", layout: "medias-grid", items: { selection: ["uid-a", "uid-b", "uid-c", "uid-d"] } });
    expect(queryCarousel("Grid")).toBeNull();
    expect(screen.getAllByRole("listitem")).toHaveLength(4);
    grid.unmount();

    getItemsMock.mockResolvedValue({ count: 5, results: items("A", "B", "C", "D", "E") });
    await renderBlock({ title: "Grid", layout: "medias-grid", items: { selection: ["uid-a", "uid-b", "uid-c", "uid-d", "uid-e"] } });
    const carousel = queryCarousel("Grid");
    if (!carousel) throw new Error("no carousel");
    // The cards past the fourth join the row when it is reached (or nears the screen).
    expect(within(carousel).getAllByRole("group")).toHaveLength(4);
    fireEvent.focus(carousel);
    await waitFor(() => expect(within(carousel).getAllByRole("group")).toHaveLength(5));
    const slides = within(carousel).getAllByRole("group");
    expect(slides[2]).toHaveAttribute("aria-label", "3 of 5");
    expect(slides[2]).toHaveAttribute("aria-roledescription", "slide");
  });

  it("gives the fullscreen slider a Watch link per item, named after it", async () => {
    getItemsMock.mockResolvedValue({ count: 2, results: items("One", "Two") });
    await renderBlock({ title: "Hero", layout: "fullscreen-slider", items: { selection: ["uid-one", "uid-two"] } });
    expect(screen.getByRole("link", { name: "Watch One" })).toHaveAttribute("href", "/one");
    fireEvent.pointerDown(queryCarousel("Hero")!);
    expect(await screen.findByText("Excerpt of Two")).toBeInTheDocument();
  });

  it("renders nothing without items, without a source, or when loading fails", async () => {
    getItemsMock.mockResolvedValue({ count: 0, results: [] });
    expect(
      await ItemsBlock({ block: block("Items", { layout: "medias-grid", items: { selection: ["x"] } }), site: "s", locale: "en" }),
    ).toBeNull();
    expect(
      await ItemsBlock({ block: block("Items", { layout: "medias-grid", items: { selection: [] } }), site: "s", locale: "en" }),
    ).toBeNull();
    expect(getItemsMock).toHaveBeenCalledTimes(1); // an empty selection never asks for "all items"
    jest.spyOn(console, "error").mockImplementation(() => {});
    getItemsMock.mockRejectedValue(new Error("down"));
    expect(
      await ItemsBlock({ block: block("Items", { layout: "medias-grid", items: { selection: ["x"] } }), site: "s", locale: "en" }),
    ).toBeNull();
  });
});
