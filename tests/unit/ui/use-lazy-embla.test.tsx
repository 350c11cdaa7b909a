import { act, render, waitFor } from "@testing-library/react";
import { useLazyEmbla } from "@/components/ui/use-lazy-embla";

// embla measures the layout, which jsdom does not have: a fake engine stands in for it.
const engine = { scrollSnapList: jest.fn(() => [0, 0.25, 0.5, 0.75, 1]), scrollTo: jest.fn(), destroy: jest.fn() };
const EmblaCarousel = jest.fn((viewport: HTMLElement) => {
  void viewport;
  return engine;
});
jest.mock("embla-carousel", () => ({ __esModule: true, default: (viewport: HTMLElement) => EmblaCarousel(viewport) }));

function Row({ wanted }: { wanted: boolean }) {
  const [ref, api] = useLazyEmbla({ align: "start" }, undefined, wanted);
  return (
    <div ref={ref} data-testid="viewport" data-engine={api === undefined ? "none" : (api as unknown) === engine ? "started" : "other"}>
      <div />
    </div>
  );
}

/** A viewport 300 px wide over 1,500 px of slides, scrolled natively to `left`. */
function scrolledTo(viewport: HTMLElement, left: number) {
  Object.defineProperty(viewport, "scrollWidth", { configurable: true, value: 1500 });
  Object.defineProperty(viewport, "clientWidth", { configurable: true, value: 300 });
  viewport.scrollLeft = left;
}

beforeEach(() => {
  jest.clearAllMocks();
});

const engineOf = (viewport: HTMLElement) => viewport.dataset.engine;

describe("useLazyEmbla", () => {
  it("starts the engine only once the carousel is wanted, and keeps it", async () => {
    const { rerender, getByTestId } = render(<Row wanted={false} />);
    await act(async () => {});
    expect(EmblaCarousel).not.toHaveBeenCalled();
    expect(engineOf(getByTestId("viewport"))).toBe("none");

    rerender(<Row wanted />);
    await waitFor(() => expect(engineOf(getByTestId("viewport"))).toBe("started"));
    expect(EmblaCarousel).toHaveBeenCalledWith(getByTestId("viewport"));
    // Not scrolled natively: embla stays at its start.
    expect(engine.scrollTo).not.toHaveBeenCalled();

    rerender(<Row wanted={false} />);
    await act(async () => {});
    expect(engine.destroy).not.toHaveBeenCalled();
    expect(EmblaCarousel).toHaveBeenCalledTimes(1);
  });

  it("takes over at the snap nearest to where the row was scrolled natively", async () => {
    const { rerender, getByTestId } = render(<Row wanted={false} />);
    const viewport = getByTestId("viewport");
    scrolledTo(viewport, 800); // 800 / 1200 = two thirds of the way: the snap at 0.75
    rerender(<Row wanted />);
    await waitFor(() => expect(engineOf(viewport)).toBe("started"));
    expect(viewport.scrollLeft).toBe(0);
    expect(engine.scrollTo).toHaveBeenCalledWith(3, true);
  });

  it("stops the engine when the carousel goes", async () => {
    const { unmount, getByTestId } = render(<Row wanted />);
    await waitFor(() => expect(engineOf(getByTestId("viewport"))).toBe("started"));
    unmount();
    expect(engine.destroy).toHaveBeenCalledTimes(1);
  });
});
