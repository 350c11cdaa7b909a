"use client";
// The carousels' engine (embla) is fetched and started when a carousel is wanted (a mouse over it,
// the focus in it, or a caller's own reason such as autoplay) rather than with the page: the slides
// are in the HTML and scroll natively (CSS scroll snapping) until it starts, so no visitor waits
// for it, the first load carries about 10 KB less script and the page's start-up does not measure
// carousels nobody touches. Like embla-carousel-react's hook, it gives a ref for the viewport and
// the API once started (undefined until then).
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import { useEffect, useRef, useState, type RefObject } from "react";

/** The snap nearest to where the visitor had scrolled the row natively (0 at the start). */
function nearestSnap(snaps: number[], progress: number): number {
  let best = 0;
  let distance = Infinity;
  snaps.forEach((snap, index) => {
    if (Math.abs(snap - progress) < distance) [best, distance] = [index, Math.abs(snap - progress)];
  });
  return best;
}

/**
 * `options` and `plugins` are read once, when the engine starts (the callers' are constant).
 * `plugins` loads and builds the plugins (e.g. autoplay), fetched alongside the engine.
 * `wanted`: start the engine now (it is not stopped when this turns false again).
 * The viewport's ref is a ref object, not state (mounting a carousel renders it once, not twice),
 * which the caller may read too (to scroll natively before embla).
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  plugins: (() => Promise<EmblaPluginType[]>) | undefined,
  wanted: boolean,
): [RefObject<HTMLDivElement | null>, EmblaCarouselType | undefined] {
  const viewportRef = useRef<HTMLDivElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const [started, setStarted] = useState(false);
  const setup = useRef({ options, plugins });
  if (wanted && !started) setStarted(true);

  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport || !started) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    const { options: initial, plugins: loadPlugins } = setup.current;
    void Promise.all([import("embla-carousel"), loadPlugins?.() ?? []]).then(
      ([{ default: EmblaCarousel }, loaded]) => {
        if (cancelled) return;
        // Where a native scroll had taken the row: embla translates the slides instead, so the
        // scroll goes back to 0 and embla jumps to the snap nearest to it.
        const max = viewport.scrollWidth - viewport.clientWidth;
        const progress = max > 0 ? viewport.scrollLeft / max : 0;
        instance = EmblaCarousel(viewport, initial, loaded);
        viewport.scrollLeft = 0;
        if (progress > 0) instance.scrollTo(nearestSnap(instance.scrollSnapList(), progress), true);
        setApi(instance);
      },
      // Offline before it loaded: the row keeps scrolling natively.
      () => undefined,
    );
    return () => {
      cancelled = true;
      instance?.destroy();
      setApi(undefined);
    };
  }, [started]);

  return [viewportRef, api];
}

/** Runs `run` once the page has loaded and then `delay` ms have passed with the main thread idle;
 * returns a cancel function. */
export function whenPageIdle(run: () => void, delay = 2000): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      if (typeof window.requestIdleCallback === "function") idle = window.requestIdleCallback(run, { timeout: 2000 });
      else run();
    }, delay);
  };
  if (document.readyState === "complete") schedule();
  else window.addEventListener("load", schedule, { once: true });
  return () => {
    window.removeEventListener("load", schedule);
    clearTimeout(timer);
    if (idle !== undefined) window.cancelIdleCallback(idle);
  };
}
