// A card of an item with a content warning shows a short badge (never the warning's text), outside
// the card's link so the link keeps the item's name.
import { screen } from "@testing-library/react";
import { ItemCard } from "@/components/item/item-card";
import { toCardData } from "@/lib/api/card";
import en from "@/messages/en.json";
import fr from "@/messages/fr.json";
import { intlRenderer } from "../helpers/intl";
import { makeItem } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("../helpers/navigation-mock").navigationMock);

const TEXT = "This testimony describes violence and death in detail.";

describe("toCardData", () => {
  it.each([
    { warning: TEXT, warned: true },
    { warning: null, warned: undefined },
    { warning: undefined, warned: undefined },
  ])("content_warning $warning → warned $warned", ({ warning, warned }) => {
    const card = toCardData(makeItem(warning === undefined ? {} : { content_warning: warning }));
    expect(card.warned).toBe(warned);
    // Only a flag travels with the card, not the text.
    expect(JSON.stringify(card)).not.toContain("violence");
  });
});

describe("ItemCard badge", () => {
  it("a warned item's card shows the badge, and its link keeps the item's name", () => {
    const item = makeItem({ content_warning: TEXT });
    intlRenderer({ card: en.card })(<ItemCard item={toCardData(item)} />);
    const card = screen.getByRole("article");
    expect(card).toHaveTextContent("Content warning");
    expect(screen.getByRole("link")).toHaveAccessibleName(item.content_object.name);
    expect(card).not.toHaveTextContent(TEXT);
  });

  it("in French: « Avertissement »", () => {
    intlRenderer({ card: fr.card })(<ItemCard item={toCardData(makeItem({ content_warning: TEXT }))} />);
    expect(screen.getByRole("article")).toHaveTextContent("Avertissement");
  });

  it("no badge without a warning", () => {
    intlRenderer({ card: en.card })(<ItemCard item={toCardData(makeItem({ content_warning: null }))} />);
    expect(screen.getByRole("article")).not.toHaveTextContent("Content warning");
  });
});
