import { screen, within } from "@testing-library/react";
import { SearchResults } from "@/components/search/search-results";
import { toCardData } from "@/lib/api/card";
import { EMPTY_SEARCH } from "@/lib/search/params";
import { makeItems, renderWithProviders } from "../catalogue/test-utils";
import { category as categoryFixture } from "../helpers/fixtures";

jest.mock("@/lib/i18n/navigation", () => require("../catalogue/test-utils").navigationMock);
jest.mock("@/lib/api/endpoints", () => ({ getItems: jest.fn() }));

const category = (name: string) => categoryFixture(name, { order_by: "position" });

describe("SearchResults", () => {
  it("shows the top-level categories when there is neither text nor language", () => {
    renderWithProviders(
      <SearchResults state={EMPTY_SEARCH} outcome={{ kind: "categories", categories: [category("Region A"), category("Themes")] }} />,
    );
    const list = screen.getByRole("list", { name: "Browse by category" });
    expect(within(list).getByRole("link", { name: "Region A" })).toHaveAttribute("href", "/category/region-a");
    expect(within(list).getByRole("link", { name: "Themes" })).toHaveAttribute("href", "/category/themes");
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
  });

  it("shows the matching items with the result count", () => {
    const cards = makeItems(1, 30).map(toCardData);
    renderWithProviders(
      <SearchResults state={{ q: "testimony", languages: ["fr"], ordering: null }} outcome={{ kind: "results", count: 42, cards }} />,
    );
    expect(screen.getByRole("heading", { name: "42 results" })).toBeInTheDocument();
    expect(within(screen.getByRole("list", { name: "42 results" })).getAllByRole("listitem")).toHaveLength(30);
    expect(screen.getByRole("button", { name: "Show more" })).toBeInTheDocument();
  });

  it("under a result, the lines of its transcript that match, each opening the item at that moment", () => {
    const [first, second] = makeItems(1, 2).map((item, index) =>
      toCardData(
        index === 0
          ? {
              ...item,
              transcript_hits: [
                { start: 12.4, end: 15, text: "placeholder narration" },
                { start: 75, end: 80, text: "more narration", media_uid: "m-2" },
              ],
            }
          : { ...item, transcript_hits: [] },
      ),
    );
    renderWithProviders(
      <SearchResults
        state={{ q: "narration", languages: [], ordering: null }}
        outcome={{ kind: "results", count: 2, cards: [first!, second!] }}
      />,
    );
    const lines = screen.getAllByRole("link", { name: /^Said at / });
    expect(lines.map((line) => [line.textContent, line.getAttribute("href")])).toEqual([
      ["Said at 0:12placeholder narration", `/${first!.slug}?t=13`],
      ["Said at 1:15more narration", `/${first!.slug}?t=75&m=m-2`],
    ]);
    expect(second!.hits).toBeUndefined();
  });

  it("says when nothing matches", () => {
    renderWithProviders(
      <SearchResults state={{ q: "zzz", languages: [], ordering: null }} outcome={{ kind: "results", count: 0, cards: [] }} />,
    );
    expect(screen.getByRole("heading", { name: "No results" })).toBeInTheDocument();
    expect(screen.getByText(/No testimony matches your search/)).toBeInTheDocument();
  });
});
