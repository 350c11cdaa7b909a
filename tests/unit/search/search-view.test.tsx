import { act, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useSelectedLayoutSegment } from "next/navigation";
import { SearchLayoutView, SearchView } from "@/components/search/search-view";
import { EMPTY_SEARCH, type SearchState } from "@/lib/search/params";
import { encodeSearchSegment } from "@/lib/search/state-segment";
import { renderWithProviders, routerMock } from "../catalogue/test-utils";

jest.mock("@/lib/i18n/navigation", () => require("../catalogue/test-utils").navigationMock);
jest.mock("next/navigation", () => ({ useSelectedLayoutSegment: jest.fn() }));

function renderView(initial: SearchState = EMPTY_SEARCH) {
  return renderWithProviders(
    <SearchView initial={initial}>
      <p>results</p>
    </SearchView>,
  );
}

const replaced = (query: Record<string, string>) => [{ pathname: "/search", query }, { scroll: false }];

beforeEach(() => {
  jest.useFakeTimers();
  routerMock.replace.mockReset();
});
afterEach(() => jest.useRealTimers());

const setup = () => userEvent.setup({ advanceTimers: jest.advanceTimersByTime });

describe("SearchView", () => {
  it("is a GET search form with a labelled text field and a submit button", () => {
    renderView();
    const form = screen.getByRole("search");
    expect(form).toHaveAttribute("method", "get");
    expect(screen.getByRole("searchbox", { name: "Search the testimonies" })).toHaveAttribute("name", "q");
    expect(screen.getByRole("button", { name: "Search" })).toHaveAttribute("type", "submit");
    expect(screen.getByText("results")).toBeInTheDocument();
  });

  it("groups the filters under a name of their own", () => {
    renderView();
    const filters = screen.getByRole("group", { name: "Filters" });
    expect(within(filters).getByRole("combobox", { name: "Sort by" })).toBeInTheDocument();
    expect(within(filters).getByText("All languages")).toBeInTheDocument();
    expect(within(filters).queryByRole("searchbox")).not.toBeInTheDocument();
  });

  it("replaces the URL 300 ms after the last keystroke, once", async () => {
    const user = setup();
    renderView();
    await user.type(screen.getByRole("searchbox"), "memory");
    act(() => jest.advanceTimersByTime(299));
    expect(routerMock.replace).not.toHaveBeenCalled();
    act(() => jest.advanceTimersByTime(1));
    expect(routerMock.replace).toHaveBeenCalledTimes(1);
    expect(routerMock.replace).toHaveBeenCalledWith(...replaced({ q: "memory" }));
  });

  it("keeps the other criteria in the query it syncs", async () => {
    const user = setup();
    renderView({ q: "", languages: ["fr", "uk"], ordering: "-name" });
    await user.type(screen.getByRole("searchbox"), "river");
    act(() => jest.advanceTimersByTime(300));
    expect(routerMock.replace).toHaveBeenCalledWith(...replaced({ q: "river", languages: "fr,uk", ordering: "-name" }));
  });

  it("applies a language at once, in the filter's order, together with the typed text", async () => {
    const user = setup();
    renderView();
    await user.type(screen.getByRole("searchbox"), "war");
    await user.click(screen.getByText("All languages"));
    await user.click(screen.getByRole("checkbox", { name: "Ukrainian" }));
    expect(routerMock.replace).toHaveBeenLastCalledWith(...replaced({ q: "war", languages: "uk" }));
    await user.click(screen.getByRole("checkbox", { name: "French" }));
    expect(routerMock.replace).toHaveBeenLastCalledWith(...replaced({ q: "war", languages: "fr,uk" }));
    // The debounced text search was folded into the first of those, not sent again later.
    act(() => jest.advanceTimersByTime(1000));
    expect(routerMock.replace).toHaveBeenCalledTimes(2);
  });

  it("applies an ordering at once", async () => {
    const user = setup();
    renderView({ q: "memory", languages: [], ordering: null });
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Name (Z→A)");
    expect(routerMock.replace).toHaveBeenCalledWith(...replaced({ q: "memory", ordering: "-name" }));
    await user.selectOptions(screen.getByRole("combobox", { name: "Sort by" }), "Relevance");
    expect(routerMock.replace).toHaveBeenLastCalledWith(...replaced({ q: "memory" }));
  });

  it("submits at once on Enter, without waiting for the debounce", async () => {
    const user = setup();
    renderView();
    await user.type(screen.getByRole("searchbox"), "camp{Enter}");
    expect(routerMock.replace).toHaveBeenCalledTimes(1);
    expect(routerMock.replace).toHaveBeenCalledWith(...replaced({ q: "camp" }));
    act(() => jest.advanceTimersByTime(300));
    expect(routerMock.replace).toHaveBeenCalledTimes(1);
  });

  it("follows the URL when it changes from elsewhere (e.g. a link to /search)", async () => {
    const { rerender } = renderView({ q: "memory", languages: ["pl"], ordering: null });
    expect(screen.getByRole("searchbox")).toHaveValue("memory");
    rerender(
      <SearchView initial={EMPTY_SEARCH}>
        <p>results</p>
      </SearchView>,
    );
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("checkbox", { name: "Polish", hidden: true })).not.toBeChecked();
  });
});

describe("SearchLayoutView (the search page's layout: the form stays while the page under it changes)", () => {
  const renderLayout = (segment: string | null) => {
    jest.mocked(useSelectedLayoutSegment).mockReturnValue(segment);
    return renderWithProviders(
      <SearchLayoutView>
        <p>results</p>
      </SearchLayoutView>,
    );
  };

  it("fills the form with the state of the page under it, read off its segment", () => {
    renderLayout(encodeSearchSegment({ q: "memory", languages: ["fr", "uk"], ordering: "-published_at" }));
    expect(screen.getByRole("searchbox")).toHaveValue("memory");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("-published_at");
    expect(screen.getByRole("checkbox", { name: "Ukrainian", hidden: true })).toBeChecked();
    expect(screen.getByText("results")).toBeInTheDocument();
  });

  it.each([null, "__PAGE__", "not-a-state"])("starts empty on a segment that is no search's: %s", (segment) => {
    renderLayout(segment);
    expect(screen.getByRole("searchbox")).toHaveValue("");
    expect(screen.getByRole("combobox", { name: "Sort by" })).toHaveValue("");
  });

  it("keeps what is being typed when the page under it becomes the search it sent", async () => {
    const user = setup();
    const { rerender } = renderLayout(null);
    const box = screen.getByRole("searchbox");
    await user.type(box, "mem");
    act(() => jest.advanceTimersByTime(300));
    expect(routerMock.replace).toHaveBeenCalledWith(...replaced({ q: "mem" }));
    await user.type(box, "ory");
    jest.mocked(useSelectedLayoutSegment).mockReturnValue(encodeSearchSegment({ q: "mem", languages: [], ordering: null }));
    rerender(
      <SearchLayoutView>
        <p>results for mem</p>
      </SearchLayoutView>,
    );
    expect(screen.getByRole("searchbox")).toBe(box);
    expect(box).toHaveValue("memory");
    expect(box).toHaveFocus();
    expect(screen.getByText("results for mem")).toBeInTheDocument();
  });
});
