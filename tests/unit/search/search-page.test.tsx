import { screen, within } from "@testing-library/react";
import SearchPage, { generateMetadata } from "@/app/[site]/[locale]/search/page";
import type { Category } from "@/lib/api/schemas";
import { getAllCategories, getPublicItems } from "@/lib/server/data";
import { makeItems, renderWithProviders } from "../catalogue/test-utils";

jest.mock("@/lib/i18n/navigation", () => require("../catalogue/test-utils").navigationMock);
jest.mock("@/lib/api/endpoints", () => ({ getItems: jest.fn() }));
jest.mock("next-intl/server", () => require("../catalogue/server-mocks").intlServerMock);
jest.mock("next/navigation", () => require("../catalogue/server-mocks").nextNavigationMock);
jest.mock("@/lib/server/data", () => ({ getAllCategories: jest.fn(), getPublicItems: jest.fn() }));

const category = (slug: string, parent: string | null): Category => ({
  uid: `uid-${slug}`,
  parent_id: parent,
  slug,
  name: slug,
  description: null,
  thumbnail: null,
  icon: null,
  image_background: null,
  order_by: "position",
  is_on_navbar: true,
});

const params = Promise.resolve({ site: "localhost", locale: "en" });
const open = async (searchParams: Record<string, string | string[]>) =>
  renderWithProviders(await SearchPage({ params, searchParams: Promise.resolve(searchParams) }));

beforeEach(() => {
  jest
    .mocked(getAllCategories)
    .mockResolvedValue([category("region-a", null), category("village", "uid-region-a"), category("themes", null)]);
  jest.mocked(getPublicItems).mockResolvedValue({ count: 31, results: makeItems(1, 30) });
});

describe("search page (server-rendered for its URL)", () => {
  it("shows the top-level categories with neither text nor language", async () => {
    await open({ ordering: "name" });
    const list = screen.getByRole("list", { name: "Browse by category" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["region-a", "themes"]);
    expect(getPublicItems).not.toHaveBeenCalled();
  });

  it("shows the results of the URL's query, its fields filled in", async () => {
    await open({ q: "memory", languages: "uk,fr", ordering: "-published_at" });
    expect(getPublicItems).toHaveBeenCalledWith("localhost", "en", {
      search: "memory",
      languages: ["fr", "uk"],
      ordering: "-published_at",
      limit: 30,
    });
    expect(screen.getByRole("heading", { level: 2, name: "31 results" })).toBeInTheDocument();
    expect(screen.getByRole("searchbox")).toHaveValue("memory");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("-published_at");
    expect(screen.getByRole("checkbox", { name: "Ukrainian", hidden: true })).toBeChecked();
    expect(screen.getByRole("button", { name: "Show more" })).toBeInTheDocument();
  });

  it("searches by language alone", async () => {
    await open({ languages: ["pl"] });
    expect(getPublicItems).toHaveBeenCalledWith("localhost", "en", { languages: ["pl"], limit: 30 });
  });

  it("says so when the search fails", async () => {
    jest.mocked(getPublicItems).mockRejectedValueOnce(new Error("down"));
    jest.spyOn(console, "error").mockImplementationOnce(() => {});
    await open({ q: "x" });
    expect(screen.getByRole("alert")).toHaveTextContent("The search could not be run.");
  });

  it("is titled with the query and kept out of indexes when it has criteria", async () => {
    const empty = await generateMetadata({ params, searchParams: Promise.resolve({}) });
    expect(empty).toMatchObject({ title: "Search", alternates: { canonical: "http://localhost:3000/search" } });
    expect(empty.robots).toBeUndefined();
    const withQuery = await generateMetadata({ params, searchParams: Promise.resolve({ q: "memory" }) });
    expect(withQuery).toMatchObject({ title: "Search: memory", robots: { index: false } });
  });
});
