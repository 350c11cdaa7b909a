import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { CategoryStrip } from "@/components/layout/category-strip";
import { installDomShims, node, pathnameMock, renderWithIntl } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);

beforeAll(installDomShims);
beforeEach(() => {
  pathnameMock.current = "/";
});

const navbar = [
  node("One", [node("One A"), node("One B")]),
  node("Two"),
  node("Three"),
  node("Four"),
  node("Five"),
  node("Six", [node("Six A")]),
  node("Seven"),
];

describe("CategoryStrip", () => {
  it("links the first five navbar categories and puts the rest under More", async () => {
    const user = userEvent.setup();
    renderWithIntl(<CategoryStrip navbar={navbar} />);
    const nav = screen.getByRole("navigation", { name: "Categories" });
    const links = within(nav).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual(["One", "Two", "Three", "Four", "Five"]);
    expect(links[0]).toHaveAttribute("href", "/category/one");

    await user.click(within(nav).getByRole("button", { name: "More" }));
    const menu = await screen.findByRole("menu");
    expect(within(menu).getByRole("menuitem", { name: "Seven" })).toHaveAttribute("href", "/category/seven");
    // A category with children opens a sub-menu holding itself then its children.
    await user.click(within(menu).getByRole("menuitem", { name: "Six" }));
    const sub = (await screen.findAllByRole("menu")).find((m) => m !== menu)!;
    expect(
      within(sub)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Six", "Six A"]);
  });

  it("has a labelled dropdown of children for a category that has some", async () => {
    const user = userEvent.setup();
    renderWithIntl(<CategoryStrip navbar={navbar} />);
    expect(screen.queryByRole("button", { name: "Subcategories of Two" })).not.toBeInTheDocument();
    const trigger = screen.getByRole("button", { name: "Subcategories of One" });
    trigger.focus();
    await user.keyboard("{Enter}");
    const menu = await screen.findByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.getAttribute("href")),
    ).toEqual(["/category/one-a", "/category/one-b"]);
  });

  it("has no More menu with five categories or fewer, and nothing at all without any", () => {
    const { unmount } = renderWithIntl(<CategoryStrip navbar={navbar.slice(0, 5)} />);
    expect(screen.queryByRole("button", { name: "More" })).not.toBeInTheDocument();
    unmount();
    renderWithIntl(<CategoryStrip navbar={[]} />);
    expect(screen.queryByRole("navigation")).not.toBeInTheDocument();
  });

  it("marks the current category", () => {
    pathnameMock.current = "/category/three";
    renderWithIntl(<CategoryStrip navbar={navbar} />);
    expect(screen.getByRole("link", { name: "Three" })).toHaveAttribute("aria-current", "page");
  });
});
