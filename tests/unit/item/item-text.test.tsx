import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { ItemDescription } from "@/components/item/item-description";
import { ItemTags } from "@/components/item/item-tags";
import { renderItem, words } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);

describe("ItemDescription", () => {
  it("shows a text of 120 words whole, without a toggle", () => {
    renderItem(<ItemDescription text={words(120)} />);
    expect(screen.getByText(words(120))).toBeVisible();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });

  it("cuts a text of 121 words at 70, and see more / see less toggles the rest", async () => {
    renderItem(<ItemDescription text={words(121)} />);
    const rest = screen.getByText(/^w71 .* w121$/);
    expect(rest).not.toBeVisible();
    expect(screen.getByText(/^w1 .* w70/)).toBeVisible();
    const toggle = screen.getByRole("button", { name: "See more" });
    expect(toggle).toHaveAttribute("aria-expanded", "false");
    await userEvent.click(toggle);
    expect(rest).toBeVisible();
    expect(screen.getByRole("button", { name: "See less" })).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(screen.getByRole("button", { name: "See less" }));
    expect(rest).not.toBeVisible();
  });

  it("keeps the whole text in the HTML (crawlers, no JavaScript)", () => {
    const { container } = renderItem(<ItemDescription text={words(200)} />);
    expect(container.textContent).toContain("w200");
  });
});

describe("ItemTags", () => {
  const tags = ["one", "two", "three", "four", "five", "six"];

  it("shows the first 4 tags and a see more toggle for the others", async () => {
    renderItem(<ItemTags tags={tags} />);
    for (const tag of tags.slice(0, 4)) expect(screen.getByRole("link", { name: `#${tag}` })).toBeVisible();
    expect(screen.getByText("#five")).not.toBeVisible();
    const toggle = screen.getByRole("button", { name: "See 2 more tags" });
    await userEvent.click(toggle);
    expect(screen.getByRole("link", { name: "#five" })).toBeVisible();
    expect(screen.getByRole("link", { name: "#six" })).toBeVisible();
    await userEvent.click(screen.getByRole("button", { name: "See fewer tags" }));
    expect(screen.getByText("#six")).not.toBeVisible();
  });

  it("has no toggle with 4 tags or fewer, and renders nothing without tags", () => {
    const { container, rerender } = renderItem(<ItemTags tags={tags.slice(0, 4)} />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    rerender(<ItemTags tags={[]} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("links each tag to a search", () => {
    renderItem(<ItemTags tags={["mémoire"]} />);
    expect(screen.getByRole("link", { name: "#mémoire" })).toHaveAttribute("href", "/search?q=m%C3%A9moire");
  });
});
