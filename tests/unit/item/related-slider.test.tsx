// The related items' row scrolls natively, its buttons too, until a mouse or the focus starts embla.
import { fireEvent, screen } from "@testing-library/react";
import { RelatedSlider } from "@/components/item/related-slider";
import { toCardData } from "@/lib/api/card";
import en from "@/messages/en.json";
import { intlRenderer } from "../helpers/intl";
import { makeItem } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("../helpers/navigation-mock").navigationMock);

const wanted: boolean[] = [];
jest.mock("@/components/ui/use-lazy-embla", () => ({
  useLazyEmbla: (_options: unknown, _plugins: unknown, want: boolean) => {
    wanted.push(want);
    return [{ current: null }, undefined];
  },
}));

const render = intlRenderer({ card: en.card, item: en.item });
const items = ["a", "b", "c"].map((slug, index) =>
  toCardData(makeItem({ uid: `uid-${slug}`, slug, content_object_id: `content-${index}` })),
);

beforeEach(() => {
  wanted.length = 0;
});

it("pages natively before embla starts, and its buttons follow the scroll", () => {
  const { container } = render(<RelatedSlider items={items} />);
  const row = container.querySelector("ul")!.parentElement!;
  Object.defineProperty(row, "scrollWidth", { configurable: true, value: 1000 });
  Object.defineProperty(row, "clientWidth", { configurable: true, value: 400 });
  row.scrollBy = jest.fn();

  const previous = screen.getByRole("button", { name: en.item.relatedPrevious });
  const next = screen.getByRole("button", { name: en.item.relatedNext });
  expect(previous).toBeDisabled();
  fireEvent.click(next);
  expect(row.scrollBy).toHaveBeenCalledWith({ left: 400, behavior: "smooth" });

  row.scrollLeft = 600;
  fireEvent.scroll(row);
  expect(previous).toBeEnabled();
  expect(next).toBeDisabled();
});

it("wants embla once a mouse comes over it or the focus comes in", () => {
  render(<RelatedSlider items={items} />);
  expect(wanted.at(-1)).toBe(false);
  fireEvent.mouseEnter(screen.getByRole("button", { name: en.item.relatedNext }).parentElement!.parentElement!);
  expect(wanted.at(-1)).toBe(true);
});
