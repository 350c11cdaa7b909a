import { act, fireEvent, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Carousel } from "@/components/blocks/carousel";
import { mockMatchMedia, renderWithIntl } from "./test-utils";

// embla measures the layout, which jsdom does not have: a fake API stands in for it.
const autoplay = { play: jest.fn(), stop: jest.fn(), reset: jest.fn() };
const handlers = new Map<string, () => void>();
const api = {
  scrollSnapList: () => [0, 1, 2],
  canScrollPrev: jest.fn(() => false),
  canScrollNext: jest.fn(() => true),
  scrollPrev: jest.fn(),
  scrollNext: jest.fn(),
  rootNode: () => document.createElement("div"),
  plugins: () => ({ autoplay }),
  on: (event: string, handler: () => void) => {
    handlers.set(event, handler);
    return api;
  },
  off: () => api,
};
// The engine starts when the carousel is wanted; whenPageIdle's callbacks run when a test says so.
let idle: Array<() => void> = [];
jest.mock("@/components/ui/use-lazy-embla", () => ({
  useLazyEmbla: (_options: unknown, _plugins: unknown, wanted: boolean) => [{ current: null }, wanted ? api : undefined],
  whenPageIdle: (run: () => void) => {
    idle.push(run);
    return () => {
      idle = idle.filter((waiting) => waiting !== run);
    };
  },
}));

beforeEach(() => {
  jest.clearAllMocks();
  idle = [];
  window.matchMedia = mockMatchMedia(false);
});

const slides = ["A", "B", "C", "D"].map((name) => (
  <a key={name} href={`/${name}`}>
    {name}
  </a>
));

describe("Carousel", () => {
  it("is a labelled carousel region of labelled slides", () => {
    renderWithIntl(
      <Carousel label="Featured" slideClassName="basis-full">
        {slides}
      </Carousel>,
    );
    const region = screen.getByRole("region", { name: "Slides: Featured" });
    expect(region).toHaveAttribute("aria-roledescription", "carousel");
    const groups = screen.getAllByRole("group");
    expect(groups.map((group) => group.getAttribute("aria-label"))).toEqual(["1 of 4", "2 of 4", "3 of 4", "4 of 4"]);
    expect(groups[0]).toHaveAttribute("aria-roledescription", "slide");
    expect(screen.getByRole("link", { name: "C" })).toBeInTheDocument();
  });

  it("starts its engine when a mouse comes over it or the focus comes in, not with the page", () => {
    const { unmount } = renderWithIntl(
      <Carousel label="Row" slideClassName="basis-[316px]" gap>
        {slides}
      </Carousel>,
    );
    // Natively scrolled until then: no buttons, and nothing waits for the page to be idle.
    expect(screen.queryByRole("button", { name: "Next slide" })).not.toBeInTheDocument();
    expect(idle).toHaveLength(0);
    fireEvent.mouseEnter(screen.getByRole("region", { name: "Slides: Row" }));
    expect(screen.getByRole("button", { name: "Next slide" })).toBeInTheDocument();
    unmount();

    renderWithIntl(
      <Carousel label="Row" slideClassName="basis-[316px]" gap>
        {slides}
      </Carousel>,
    );
    act(() => screen.getByRole("link", { name: "A" }).focus());
    expect(screen.getByRole("button", { name: "Next slide" })).toBeInTheDocument();
  });

  it("a row of quotes does not scroll natively, and starts its engine once the page is idle", () => {
    const { container } = renderWithIntl(
      <Carousel label="Quotes" slideClassName="basis-full" focusableSlides={false}>
        {["One", "Two"].map((quote) => (
          <blockquote key={quote}>{quote}</blockquote>
        ))}
      </Carousel>,
    );
    expect(screen.queryByRole("button", { name: "Next slide" })).not.toBeInTheDocument();
    expect(container.querySelector(".carousel-native")).toBeNull();
    expect(idle).toHaveLength(1);
    act(() => idle[0]?.());
    expect(screen.getByRole("button", { name: "Next slide" })).toBeInTheDocument();
  });

  it("has previous/next buttons, disabled at the ends", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <Carousel label="Row" slideClassName="basis-[316px]" gap>
        {slides}
      </Carousel>,
    );
    fireEvent.mouseEnter(screen.getByRole("region", { name: "Slides: Row" }));
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeDisabled();
    const next = screen.getByRole("button", { name: "Next slide" });
    await user.click(next);
    expect(api.scrollNext).toHaveBeenCalledWith(false);
    api.canScrollPrev.mockReturnValue(true);
    api.canScrollNext.mockReturnValue(false);
    act(() => handlers.get("select")?.());
    expect(screen.getByRole("button", { name: "Previous slide" })).toBeEnabled();
    expect(screen.getByRole("button", { name: "Next slide" })).toBeDisabled();
    expect(screen.queryByRole("button", { name: /slide show/ })).not.toBeInTheDocument();
  });

  it("autoplays, once the page is idle, until hovered, focused or paused", async () => {
    const user = userEvent.setup();
    renderWithIntl(
      <Carousel label="Hero" slideClassName="basis-full" autoplay loop>
        {slides}
      </Carousel>,
    );
    expect(autoplay.play).not.toHaveBeenCalled();
    expect(idle).toHaveLength(1);
    act(() => idle[0]?.());
    expect(autoplay.play).toHaveBeenCalled();
    const region = screen.getByRole("region", { name: "Slides: Hero" });
    jest.clearAllMocks();

    fireEvent.mouseEnter(region);
    expect(autoplay.stop).toHaveBeenCalledTimes(1);
    fireEvent.mouseLeave(region);
    expect(autoplay.play).toHaveBeenCalledTimes(1);
    act(() => screen.getByRole("link", { name: "B" }).focus());
    expect(autoplay.stop).toHaveBeenCalledTimes(2);
    act(() => screen.getByRole("link", { name: "B" }).blur());
    expect(autoplay.play).toHaveBeenCalledTimes(2);

    await user.click(screen.getByRole("button", { name: "Pause the slide show" }));
    expect(screen.getByRole("button", { name: "Play the slide show" })).toBeInTheDocument();
    expect(autoplay.stop).toHaveBeenCalled();
  });

  it("does not start by itself when the visitor prefers reduced motion", () => {
    window.matchMedia = mockMatchMedia(true);
    renderWithIntl(
      <Carousel label="Hero" slideClassName="basis-full" autoplay loop>
        {slides}
      </Carousel>,
    );
    // Its engine waits for the visitor, who can then play it.
    expect(idle).toHaveLength(0);
    fireEvent.mouseEnter(screen.getByRole("region", { name: "Slides: Hero" }));
    fireEvent.mouseLeave(screen.getByRole("region", { name: "Slides: Hero" }));
    expect(autoplay.play).not.toHaveBeenCalled();
    expect(screen.getByRole("button", { name: "Play the slide show" })).toBeInTheDocument();
  });
});
