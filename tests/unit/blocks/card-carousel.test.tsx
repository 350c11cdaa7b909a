// A row of cards puts its first cards in the HTML and the rest in once the page runs.
import { screen } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import { renderToString } from "react-dom/server";
import { CARDS_IN_HTML, CardCarousel } from "@/components/blocks/card-carousel";
import { rowCardData, toCardData } from "@/lib/api/card";
import en from "@/messages/en.json";
import { installDomShims, items, renderWithIntl } from "./test-utils";

jest.mock("@/lib/i18n/navigation", () => require("./test-utils").navigationMock);

beforeAll(installDomShims);

const cards = items("A", "B", "C", "D", "E", "F", "G").map(toCardData).map(rowCardData);
const row = <CardCarousel label="Row" items={cards} slideClassName="basis-[316px]" sizes="300px" />;

it(`renders ${CARDS_IN_HTML} cards on the server`, () => {
  const html = renderToString(
    <NextIntlClientProvider locale="en" messages={{ blocks: en.blocks, item: en.item }} timeZone="Europe/Paris">
      {row}
    </NextIntlClientProvider>,
  );
  expect(html.match(/<article/g)).toHaveLength(CARDS_IN_HTML);
  expect(html).toContain(">D<");
  expect(html).not.toContain(">E<");
});

it("shows every card in the browser", async () => {
  renderWithIntl(row);
  expect(await screen.findByRole("link", { name: "G" })).toBeInTheDocument();
  expect(screen.getAllByRole("article")).toHaveLength(7);
});

it("sends no excerpt or thumbnail address for a row's cards", () => {
  expect(cards.every((card) => card.excerpt === null && card.thumbnail === null)).toBe(true);
});
