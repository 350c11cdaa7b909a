// A card's marks (play, lock, playlist, warning) are CSS glyphs: no inline SVG, yet the lock keeps
// its accessible name and tooltip. Its data leaves out fields holding their defaults.
import { screen } from "@testing-library/react";
import { ItemCard } from "@/components/item/item-card";
import { toCardData } from "@/lib/api/card";
import en from "@/messages/en.json";
import { intlRenderer } from "../helpers/intl";
import { makeItem } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("../helpers/navigation-mock").navigationMock);

const render = intlRenderer({ card: en.card });

it("a public free media: the play mark, no lock, no SVG", () => {
  const { container } = render(<ItemCard item={toCardData(makeItem())} />);
  expect(container.querySelector(".item-card-play")).not.toBeNull();
  expect(screen.queryByRole("img")).toBeNull();
  expect(container.querySelector("svg")).toBeNull();
});

it.each([
  [{ visibility_type: "private" as const }, "Private content"],
  [{ visibility_type: "on_demand" as const }, "Access on request"],
  [{ monetization_enabled: true }, "Paying content"],
])("a restricted item (%p): a lock named %s, with that tooltip, and no play mark", (overrides, name) => {
  const { container } = render(<ItemCard item={toCardData(makeItem(overrides))} />);
  const lock = screen.getByRole("img", { name });
  expect(lock).toHaveAttribute("title", name);
  expect(lock).toBeEmptyDOMElement();
  expect(container.querySelector(".item-card-play")).toBeNull();
  expect(container.querySelector("svg")).toBeNull();
});

it("a playlist: its count, with the glyph drawn by CSS", () => {
  const item = makeItem({ content_object_type: "playlist" }, { medias_count: 3 });
  const { container } = render(<ItemCard item={toCardData(item)} />);
  expect(container.querySelector(".item-card-count")).toHaveTextContent("3 videos");
  expect(container.querySelector("svg")).toBeNull();
});

describe("toCardData", () => {
  it("leaves out the fields holding their defaults", () => {
    const item = makeItem({}, { excerpt: null });
    expect(toCardData(item)).toEqual({
      uid: item.uid,
      objectUid: item.content_object_id,
      slug: item.slug,
      name: item.content_object.name,
      type: "media",
      duration: 3723,
    });
    expect(toCardData(makeItem({}, { duration: 0 }))).not.toHaveProperty("duration");
  });

  it("keeps the others", () => {
    const item = makeItem(
      { visibility_type: "on_demand", monetization_enabled: true, content_object_thumbnail: "/t.jpg" },
      { excerpt: "About it", medias_count: 0 },
    );
    expect(toCardData(item)).toMatchObject({
      visibility: "on_demand",
      monetized: true,
      thumbnail: "/t.jpg",
      excerpt: "About it",
      mediasCount: 0,
    });
  });
});
