import { mdiFolderOutline, mdiMapMarker } from "@mdi/js";
import { screen, within } from "@testing-library/react";
import { CategoriesBlock } from "@/components/blocks/categories-block";
import { categoryIconPath } from "@/components/blocks/category-icon";
import { getAllCategories, getPublicItems } from "@/lib/server/data";
import { block, category, installDomShims, items, queryCarousel, renderWithIntl, white } from "./test-utils";

jest.mock("@/lib/server/data", () => ({ getPublicItems: jest.fn(), getAllCategories: jest.fn() }));
jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);

const getItemsMock = jest.mocked(getPublicItems);
const getCategoriesMock = jest.mocked(getAllCategories);

const all = [
  category("Region B", { order_by: "name" }),
  category("Village", { parent_id: "cat-region-b" }),
  category("Region A", { order_by: "-published_at" }),
  category("Themes", { icon: "mdi-unknown-thing" }),
];

beforeAll(installDomShims);
beforeEach(() => {
  getCategoriesMock.mockReset().mockResolvedValue(all);
  getItemsMock.mockReset().mockResolvedValue({ count: 2, results: items("One", "Two") });
});

async function renderBlock(layout: string, categories: Record<string, unknown>) {
  const ui = await CategoriesBlock({
    block: block("Categories", { title: "Explore", layout, categories, background: white }),
    site: "s",
    locale: "en",
  });
  if (!ui) throw new Error("the block rendered nothing");
  return renderWithIntl(ui);
}

const tileNames = () => screen.getAllByRole("heading", { level: 3 }).map((h) => h.textContent);

describe("CategoriesBlock", () => {
  it("shows exactly the selection, in its order", async () => {
    await renderBlock("grid-vertical-image", { selection: ["cat-themes", "cat-village", "cat-gone"], order_by: "name", limit: 1 });
    expect(tileNames()).toEqual(["Themes", "Village"]);
    expect(screen.getByRole("link", { name: "Village" })).toHaveAttribute("href", "/category/village");
  });

  it("without a selection shows the top-level categories by order_by, at most limit", async () => {
    const view = await renderBlock("grid-horizontal-image", { selection: [], order_by: "name", limit: 2 });
    expect(tileNames()).toEqual(["Region A", "Region B"]);
    view.unmount();
    await renderBlock("grid-horizontal-image", { selection: [], order_by: "position", limit: 8 });
    expect(tileNames()).toEqual(["Region B", "Region A", "Themes"]);
  });

  it("grid-icon draws each category's icon, a folder when unknown", async () => {
    const { container } = await renderBlock("grid-icon", { selection: [], order_by: "position", limit: 8 });
    expect(tileNames()).toEqual(["Region B", "Region A", "Themes"]);
    const paths = Array.from(container.querySelectorAll("svg path")).map((path) => path.getAttribute("d"));
    expect(paths).toEqual([mdiMapMarker, mdiMapMarker, mdiFolderOutline]);
    expect(categoryIconPath("mdiMapMarker")).toBe(mdiMapMarker);
  });

  it("slider shows each category's link and a row of its first 10 items in its own order", async () => {
    await renderBlock("slider", { selection: ["cat-region-a", "cat-region-b"], order_by: "position", limit: 10 });
    expect(getItemsMock).toHaveBeenCalledWith("s", "en", { categories: ["cat-region-a"], limit: 10, ordering: "-published_at" });
    expect(getItemsMock).toHaveBeenCalledWith("s", "en", { categories: ["cat-region-b"], limit: 10, ordering: "name" });
    expect(screen.getByRole("link", { name: "Region A" })).toHaveAttribute("href", "/category/region-a");
    const row = queryCarousel("Region B");
    if (!row) throw new Error("no carousel");
    expect(
      within(row)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual(["One", "Two"]);
  });

  it("renders nothing when no category matches", async () => {
    getCategoriesMock.mockResolvedValue([]);
    expect(await CategoriesBlock({ block: block("Categories", { layout: "grid-icon" }), site: "s", locale: "en" })).toBeNull();
  });
});
