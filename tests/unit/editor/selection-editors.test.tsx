import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { useState } from "react";
import type { z } from "zod";
import { CategoriesSelectionEditor, ItemsSelectionEditor } from "@/components/editor/selection-editors";
import type { ItemQuery } from "@/lib/api/endpoints";
import { categoriesSelectionSchema, itemsSelectionSchema } from "@/lib/editor/blocks";
import en from "@/messages/en.json";
import { category, mediaItem, videoContent } from "../helpers/fixtures";
import { intlRenderer } from "../helpers/intl";

jest.mock("@/lib/api/browser", () => ({ browserApi: { request: jest.fn() } }));

const { browserApi } = jest.requireMock("@/lib/api/browser") as { browserApi: { request: jest.Mock } };

const render = intlRenderer({ editor: en.editor, admin: en.admin }, { swr: true });

type ItemsValue = z.infer<typeof itemsSelectionSchema> | null;
type CategoriesValue = z.infer<typeof categoriesSelectionSchema>;

const uid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const item = (n: number, name: string) =>
  mediaItem({
    uid: uid(n),
    slug: name.toLowerCase(),
    content_object_id: `co-${n}`,
    content_object: videoContent({ uid: `video-${n}`, name, duration: 60, excerpt: "", description: "" }),
    published_at: "2026-01-01T00:00:00Z",
  });
const items = [item(1, "Alma"), item(2, "Boris"), item(3, "Chana")];

const ART = uid(101);
const WAR = uid(102);
const EXILE = uid(103);
const categories = [category("Art", { uid: ART }), category("War", { uid: WAR }), category("Exile", { uid: EXILE })];

/** GET /items/ answers the items whose name contains `search`, or those of `uid__in`; GET /categories/ three. */
function serve() {
  browserApi.request.mockImplementation(async (path: string, options: { query?: ItemQuery } = {}) => {
    if (path === "/categories/") return categories;
    if (path === "/items/") {
      const { search, uid__in } = options.query ?? {};
      const results = search
        ? items.filter((one) => one.content_object.name.toLowerCase().includes(String(search).toLowerCase()))
        : items.filter((one) => (uid__in ?? []).includes(one.uid));
      return { count: results.length, results };
    }
    throw new Error(`unexpected ${path}`);
  });
}

function renderItems(initial: ItemsValue = null) {
  const seen: ItemsValue[] = [];
  function Harness() {
    const [value, setValue] = useState<ItemsValue>(initial);
    return (
      <ItemsSelectionEditor
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { last: () => seen.at(-1), seen };
}

function renderCategories(initial: CategoriesValue) {
  const seen: CategoriesValue[] = [];
  function Harness() {
    const [value, setValue] = useState<CategoriesValue>(initial);
    return (
      <CategoriesSelectionEditor
        value={value}
        onChange={(next) => {
          seen.push(next);
          setValue(next);
        }}
      />
    );
  }
  render(<Harness />);
  return { last: () => seen.at(-1), seen };
}

/** The names of the chosen things, in order (from their "Remove …" buttons). */
const chosenNames = () =>
  screen.queryAllByRole("button", { name: /^Remove / }).map((button) => (button.getAttribute("aria-label") ?? "").slice("Remove ".length));

const searchBox = () => screen.getByRole("searchbox", { name: "Find an item" });

beforeEach(() => {
  jest.clearAllMocks();
  serve();
});

describe("ItemsSelectionEditor, hand-picked", () => {
  it("searches from 2 characters, picks two items in order, and removes one", async () => {
    const { last } = renderItems();
    expect(screen.getByRole("radio", { name: "Hand-picked items" })).toBeChecked();
    expect(screen.getByText("Nothing chosen yet.")).toBeInTheDocument();

    fireEvent.change(searchBox(), { target: { value: "a" } });
    expect(browserApi.request).not.toHaveBeenCalledWith("/items/", expect.anything(), expect.anything());

    fireEvent.change(searchBox(), { target: { value: "al" } });
    await screen.findByRole("button", { name: "Add Alma" });
    expect(browserApi.request).toHaveBeenCalledWith("/items/", { query: { search: "al", limit: 10 } }, expect.anything());
    fireEvent.click(screen.getByRole("button", { name: "Add Alma" }));
    expect(last()).toEqual({ selection: [uid(1)] });
    // a chosen item is no longer offered
    expect(screen.queryByRole("button", { name: "Add Alma" })).not.toBeInTheDocument();
    expect(screen.getByText("No item found.")).toBeInTheDocument();

    fireEvent.change(searchBox(), { target: { value: "bor" } });
    fireEvent.click(await screen.findByRole("button", { name: "Add Boris" }));
    expect(last()).toEqual({ selection: [uid(1), uid(2)] });
    await waitFor(() => expect(chosenNames()).toEqual(["Alma", "Boris"]));

    fireEvent.click(screen.getByRole("button", { name: "Remove Alma" }));
    expect(last()).toEqual({ selection: [uid(2)] });
    expect(chosenNames()).toEqual(["Boris"]);
    // removing the last one leaves no selection at all (the block then asks for one)
    fireEvent.click(screen.getByRole("button", { name: "Remove Boris" }));
    expect(last()).toBeNull();
    expect(screen.getByText("Nothing chosen yet.")).toBeInTheDocument();
  });

  it("names the items already chosen and moves them up and down", async () => {
    const { last } = renderItems({ selection: [uid(3), uid(1)] });
    await waitFor(() => expect(chosenNames()).toEqual(["Chana", "Alma"]));
    expect(browserApi.request).toHaveBeenCalledWith("/items/", { query: { uid__in: [uid(3), uid(1)], limit: 2 } }, expect.anything());
    expect(screen.getByRole("button", { name: "Move Chana up" })).toBeDisabled();
    expect(screen.getByRole("button", { name: "Move Alma down" })).toBeDisabled();
    fireEvent.click(screen.getByRole("button", { name: "Move Alma up" }));
    expect(last()).toEqual({ selection: [uid(1), uid(3)] });
    expect(itemsSelectionSchema.safeParse(last()).success).toBe(true);
    // the names are read again for the new order
    fireEvent.click(await screen.findByRole("button", { name: "Move Alma down" }));
    expect(last()).toEqual({ selection: [uid(3), uid(1)] });
  });
});

describe("ItemsSelectionEditor, by categories", () => {
  it("switching gives valid defaults, then takes categories, order, limit and offset", async () => {
    const { last } = renderItems({ selection: [uid(1)] });
    fireEvent.click(screen.getByRole("radio", { name: "Items of categories" }));
    expect(last()).toEqual({ categories: [], order_by: "-published_at", limit: 12, offset: 0 });
    expect(itemsSelectionSchema.safeParse(last()).success).toBe(true);
    expect(screen.getByRole("radio", { name: "Items of categories" })).toBeChecked();
    expect(screen.queryByRole("searchbox")).not.toBeInTheDocument();
    expect(screen.getByLabelText("Order")).toHaveValue("-published_at");
    expect(screen.getByLabelText("How many at most")).toHaveValue(12);
    expect(screen.getByLabelText("Skip the first")).toHaveValue(0);

    const adder = screen.getByLabelText("Add a category");
    await waitFor(() => expect(within(adder).getAllByRole("option")).toHaveLength(4));
    fireEvent.change(adder, { target: { value: WAR } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    fireEvent.change(screen.getByLabelText("Add a category"), { target: { value: ART } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(chosenNames()).toEqual(["War", "Art"]);
    expect(
      within(screen.getByLabelText("Add a category"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Choose a category", "Exile"]);

    fireEvent.change(screen.getByLabelText("Order"), { target: { value: "name" } });
    fireEvent.change(screen.getByLabelText("How many at most"), { target: { value: "500" } });
    fireEvent.change(screen.getByLabelText("Skip the first"), { target: { value: "3" } });
    expect(last()).toEqual({ categories: [WAR, ART], order_by: "name", limit: 100, offset: 3 });
    expect(itemsSelectionSchema.safeParse(last()).success).toBe(true);

    fireEvent.change(screen.getByLabelText("How many at most"), { target: { value: "" } });
    fireEvent.change(screen.getByLabelText("Skip the first"), { target: { value: "" } });
    expect(last()).toEqual({ categories: [WAR, ART], order_by: "name", limit: null, offset: 0 });
    expect(itemsSelectionSchema.safeParse(last()).success).toBe(true);

    // and back to hand-picking: nothing chosen
    fireEvent.click(screen.getByRole("radio", { name: "Hand-picked items" }));
    expect(last()).toBeNull();
    expect(searchBox()).toBeInTheDocument();
  });
});

describe("CategoriesSelectionEditor", () => {
  it("picks categories in order, moves and removes them, sets the order and the limit", async () => {
    const { last } = renderCategories({ selection: [], order_by: "position", limit: null });
    expect(screen.getByText("Nothing chosen yet.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Add" })).toBeDisabled();
    await waitFor(() => expect(within(screen.getByLabelText("Add a category")).getAllByRole("option")).toHaveLength(4));

    fireEvent.change(screen.getByLabelText("Add a category"), { target: { value: EXILE } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    fireEvent.change(screen.getByLabelText("Add a category"), { target: { value: ART } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    expect(last()).toEqual({ selection: [EXILE, ART], order_by: "position", limit: null });
    expect(chosenNames()).toEqual(["Exile", "Art"]);

    fireEvent.click(screen.getByRole("button", { name: "Move Art up" }));
    expect(last()?.selection).toEqual([ART, EXILE]);
    fireEvent.click(screen.getByRole("button", { name: "Remove Exile" }));
    expect(last()?.selection).toEqual([ART]);

    expect(
      within(screen.getByLabelText("Order"))
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).toEqual(["Site order", "Name"]);
    fireEvent.change(screen.getByLabelText("Order"), { target: { value: "name" } });
    fireEvent.change(screen.getByLabelText("How many at most"), { target: { value: "0" } });
    expect(last()).toEqual({ selection: [ART], order_by: "name", limit: 1 });
    fireEvent.change(screen.getByLabelText("How many at most"), { target: { value: "6" } });
    expect(last()).toEqual({ selection: [ART], order_by: "name", limit: 6 });
    expect(categoriesSelectionSchema.safeParse(last()).success).toBe(true);
  });
});
