import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ItemListMore } from "@/components/catalogue/item-list-more";
import { toCardData } from "@/lib/api/card";
import { getItems, type ItemQuery } from "@/lib/api/endpoints";
import { makeItems, renderWithProviders } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);
jest.mock("@/lib/api/endpoints", () => ({ getItems: jest.fn() }));

const getItemsMock = jest.mocked(getItems);
const QUERY: ItemQuery = { categories: ["c0ffee00-0000-4000-8000-000000000001"], ordering: "name" };

function renderList(count: number, firstPage = makeItems(1, Math.min(30, count))) {
  return renderWithProviders(
    <>
      <h2 id="list-title">Testimonies</h2>
      <ItemListMore firstPage={firstPage.map(toCardData)} count={count} query={QUERY} pageSize={30} labelledBy="list-title" />
    </>,
  );
}

const cards = () => within(screen.getByRole("list", { name: "Testimonies" })).getAllByRole("listitem");

beforeEach(() => getItemsMock.mockReset());

describe("ItemListMore", () => {
  it("shows the first page from the server and a 'more' button while count exceeds what is shown", async () => {
    const user = userEvent.setup();
    getItemsMock
      .mockResolvedValueOnce({ count: 65, results: makeItems(31, 60) })
      .mockResolvedValueOnce({ count: 65, results: makeItems(61, 65) });
    renderList(65);

    expect(cards()).toHaveLength(30);
    expect(screen.getByRole("status")).toHaveTextContent("30 of 65 shown");
    expect(getItemsMock).not.toHaveBeenCalled();

    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(cards()).toHaveLength(60));
    expect(getItemsMock).toHaveBeenLastCalledWith(expect.anything(), { ...QUERY, limit: 30, offset: 30 });
    expect(screen.getByRole("status")).toHaveTextContent("60 of 65 shown");
    // Focus moves to the first new card, so the keyboard carries on where the list grew.
    expect(screen.getByRole("link", { name: "Testimony 31" })).toHaveFocus();

    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(cards()).toHaveLength(65));
    expect(getItemsMock).toHaveBeenLastCalledWith(expect.anything(), { ...QUERY, limit: 30, offset: 60 });
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
    expect(screen.getByRole("status")).toHaveTextContent("65 of 65 shown");
  });

  it("has no button when the first page holds everything", () => {
    renderList(30);
    expect(cards()).toHaveLength(30);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("links each card to its item page", () => {
    renderList(2);
    expect(screen.getByRole("link", { name: "Testimony 2" })).toHaveAttribute("href", "/item-2");
  });

  it("says so when a page fails, and asks for the same page again", async () => {
    const user = userEvent.setup();
    getItemsMock.mockRejectedValueOnce(new Error("offline")).mockResolvedValueOnce({ count: 40, results: makeItems(31, 40) });
    renderList(40);

    await user.click(screen.getByRole("button", { name: "Show more" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("More testimonies could not be loaded.");
    expect(cards()).toHaveLength(30);

    await user.click(screen.getByRole("button", { name: "Try again" }));
    await waitFor(() => expect(cards()).toHaveLength(40));
    expect(getItemsMock).toHaveBeenCalledTimes(2);
    expect(getItemsMock.mock.calls.map(([, query]) => query?.offset)).toEqual([30, 30]);
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("stops when a page comes back short, even if the count said more", async () => {
    const user = userEvent.setup();
    getItemsMock.mockResolvedValueOnce({ count: 90, results: makeItems(31, 35) });
    renderList(90);
    await user.click(screen.getByRole("button", { name: "Show more" }));
    await waitFor(() => expect(cards()).toHaveLength(35));
    expect(screen.queryByRole("button", { name: "Show more" })).not.toBeInTheDocument();
  });
});
