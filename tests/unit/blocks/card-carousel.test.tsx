// A row of cards puts its first cards in the HTML and the rest in once the row nears the screen
// or is reached by a pointer or the keyboard.
import { act, fireEvent, screen } from "@testing-library/react";
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
    <NextIntlClientProvider locale="en" messages={{ blocks: en.blocks, card: en.card }} timeZone="Europe/Paris">
      {row}
    </NextIntlClientProvider>,
  );
  expect(html.match(/<article/g)).toHaveLength(CARDS_IN_HTML);
  expect(html).toContain(">D<");
  expect(html).not.toContain(">E<");
});

/** The rows' observers, to say when one comes into view. */
const observed: { callback: IntersectionObserverCallback; element?: Element }[] = [];
beforeEach(() => {
  observed.length = 0;
  globalThis.IntersectionObserver = class {
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(element: Element) {
      observed.push({ callback: this.callback, element });
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  } as unknown as typeof IntersectionObserver;
});

it("shows every card once the row nears the screen, not before", async () => {
  renderWithIntl(row);
  expect(screen.getAllByRole("article")).toHaveLength(CARDS_IN_HTML);
  const { callback, element } = observed[0]!;
  act(() => callback([{ isIntersecting: false, target: element! } as IntersectionObserverEntry], {} as IntersectionObserver));
  expect(screen.getAllByRole("article")).toHaveLength(CARDS_IN_HTML);
  act(() => callback([{ isIntersecting: true, target: element! } as IntersectionObserverEntry], {} as IntersectionObserver));
  expect(await screen.findByRole("link", { name: "G" })).toBeInTheDocument();
  expect(screen.getAllByRole("article")).toHaveLength(7);
});

it("shows every card as soon as the keyboard reaches the row", async () => {
  renderWithIntl(row);
  fireEvent.focus(screen.getByRole("link", { name: "A" }));
  expect(await screen.findByRole("link", { name: "G" })).toBeInTheDocument();
});

it("sends no excerpt or thumbnail address for a row's cards", () => {
  expect(cards.every((card) => !("excerpt" in card) && !("thumbnail" in card))).toBe(true);
});

it("sends no field holding its default (public, free, no count)", () => {
  expect(Object.keys(cards[0]!).sort()).toEqual(["duration", "name", "objectUid", "slug", "type", "uid"]);
});

it("lists only the thumbnail widths a 300px card can use (1x, 2x, 3x)", () => {
  const html = renderToString(
    <NextIntlClientProvider locale="en" messages={{ blocks: en.blocks, card: en.card }} timeZone="Europe/Paris">
      {row}
    </NextIntlClientProvider>,
  );
  const srcset = /srcSet="([^"]*)"/i.exec(html)?.[1] ?? "";
  expect(srcset.split(", ").map((candidate) => candidate.split(" ")[1])).toEqual(["320w", "640w", "960w"]);
});
