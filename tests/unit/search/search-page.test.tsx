import { screen, within } from "@testing-library/react";
import SearchStatePage, { generateMetadata as stateMetadata } from "@/app/[site]/[locale]/search/[state]/page";
import SearchPage, { generateMetadata } from "@/app/[site]/[locale]/search/page";
import type { Category } from "@/lib/api/schemas";
import { getAllCategories, getPublicItems } from "@/lib/server/data";
import { parseSearchState, type RawSearchParams } from "@/lib/search/params";
import { encodeSearchSegment } from "@/lib/search/state-segment";
import { NOT_FOUND } from "../catalogue/server-mocks";
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
/** The page proxy.ts renders for the query: a search's state as its segment. */
const stateParams = (query: RawSearchParams) =>
  Promise.resolve({ site: "localhost", locale: "en", state: encodeSearchSegment(parseSearchState(query)) });
const open = async (query: RawSearchParams) => renderWithProviders(await SearchStatePage({ params: stateParams(query) }));

beforeEach(() => {
  jest
    .mocked(getAllCategories)
    .mockResolvedValue([category("region-a", null), category("village", "uid-region-a"), category("themes", null)]);
  jest.mocked(getPublicItems).mockResolvedValue({ count: 31, results: makeItems(1, 30) });
});

describe("search page (rendered once for each search, then cached)", () => {
  it("shows the top-level categories when there is nothing to search for", async () => {
    renderWithProviders(await SearchPage({ params }));
    const list = screen.getByRole("list", { name: "Browse by category" });
    expect(
      within(list)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["region-a", "themes"]);
    expect(getPublicItems).not.toHaveBeenCalled();
  });

  it("shows the results of the state's query", async () => {
    await open({ q: "memory", languages: "uk,fr", ordering: "-published_at" });
    expect(getPublicItems).toHaveBeenCalledWith("localhost", "en", {
      search: "memory",
      languages: ["fr", "uk"],
      ordering: "-published_at",
      limit: 30,
    });
    expect(screen.getByRole("heading", { level: 2, name: "31 results" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Show more" })).toBeInTheDocument();
  });

  it("searches by language alone", async () => {
    await open({ languages: ["pl"] });
    expect(getPublicItems).toHaveBeenCalledWith("localhost", "en", { languages: ["pl"], limit: 30 });
  });

  it("fails its render when the search fails, so that no page without results is cached", async () => {
    jest.mocked(getPublicItems).mockRejectedValueOnce(new Error("down"));
    await expect(SearchStatePage({ params: stateParams({ q: "x" }) })).rejects.toThrow("down");
    jest.mocked(getAllCategories).mockRejectedValueOnce(new Error("down"));
    await expect(SearchPage({ params })).rejects.toThrow("down");
  });

  it.each([
    { case: "not base64url", segment: "q=memory" },
    { case: "a state without criteria", segment: encodeSearchSegment({ q: "", languages: [], ordering: "name" }) },
    { case: "another spelling of a state", segment: Buffer.from("languages=fr&q=memory").toString("base64url") },
  ])("is not found for a segment proxy.ts does not write: $case", async ({ segment }) => {
    jest.mocked(getPublicItems).mockClear();
    const bad = Promise.resolve({ site: "localhost", locale: "en", state: segment });
    await expect(SearchStatePage({ params: bad })).rejects.toThrow(NOT_FOUND);
    await expect(stateMetadata({ params: bad })).rejects.toThrow(NOT_FOUND);
    expect(getPublicItems).not.toHaveBeenCalled();
  });

  it("is titled with the query and kept out of indexes when it has criteria", async () => {
    const empty = await generateMetadata({ params });
    expect(empty).toMatchObject({ title: "Search", alternates: { canonical: "http://localhost:3000/search" } });
    expect(empty.robots).toBeUndefined();
    const withQuery = await stateMetadata({ params: stateParams({ q: "memory" }) });
    expect(withQuery).toMatchObject({ title: "Search: memory", robots: { index: false } });
  });
});
