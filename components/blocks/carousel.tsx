"use client";
// The one carousel of the home blocks (embla, fetched when wanted: use-lazy-embla). The slides
// it is given are in the HTML (all of a testimonials row; a first view of the data-drawn rows,
// CardCarousel and SlideCarousel, which add the rest later), so the content is there without
// JavaScript or before embla arrives (the viewport then scrolls natively: a swipe, a trackpad, or
// the keyboard on its focused links; a row of quotes waits for embla). Embla starts when a mouse
// comes over the carousel or the focus comes in, and for the cycling layouts and rows of quotes
// once the page is idle; then the previous/next buttons appear and autoplay runs until the pointer
// or focus is inside, the user pauses it or drags, or the visitor prefers reduced motion.
import { useTranslations } from "next-intl";
import { Children, isValidElement, useCallback, useEffect, useId, useState, type FocusEvent, type ReactNode, type Ref } from "react";
import { useLazyEmbla, whenPageIdle } from "@/components/ui/use-lazy-embla";
import { CarouselArrows, CarouselPlayToggle } from "./carousel-controls";

const AUTOPLAY_DELAY_MS = 6000;

type Props = {
  /** The accessible name of the carousel (usually the block or category title). */
  label: string;
  /** One child per slide (cards, slides or quotes). */
  children: ReactNode;
  /** The number of slides to announce ("2 of 10") when only the first are rendered yet. */
  total?: number;
  /** Width classes of each slide, e.g. `basis-full` or `basis-[316px]` (gap included). */
  slideClassName: string;
  /** 16 px between slides (cards); hero slides touch. */
  gap?: boolean;
  autoplay?: boolean;
  loop?: boolean;
  className?: string;
  /** The carousel's outer element (the region). */
  ref?: Ref<HTMLDivElement>;
  /** Called when a pointer or the focus first reaches the carousel. */
  onInteract?: () => void;
  /**
   * false for slides with nothing focusable (quotes): until embla starts the row does not scroll
   * natively, since a keyboard could not scroll it (axe: scrollable-region-focusable).
   */
  focusableSlides?: boolean;
};

const REDUCED_MOTION = "(prefers-reduced-motion: reduce)";

/** Whether the visitor prefers reduced motion, asked when a slide is changed. */
function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(REDUCED_MOTION).matches;
}

/** Followed for a slide show only (whether it may move by itself): null until known (first
 * render, server), and then nothing may start moving; always null for the other carousels, which
 * ask when a slide is changed, so hydrating a page of them sets no state. */
function useReducedMotion(active: boolean): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null);
  useEffect(() => {
    if (!active) return;
    if (typeof window.matchMedia !== "function") {
      setReduced(false);
      return;
    }
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, [active]);
  return reduced;
}

export function Carousel({
  label,
  children,
  total: announcedTotal,
  slideClassName,
  gap = false,
  autoplay = false,
  loop = false,
  className,
  ref,
  onInteract,
  focusableSlides = true,
}: Props) {
  const t = useTranslations("blocks");
  const containerId = useId();
  const slides = Children.toArray(children);
  const total = Math.max(announcedTotal ?? 0, slides.length);
  const reduced = useReducedMotion(autoplay);
  const [wanted, setWanted] = useState(false);
  const [viewportRef, api] = useLazyEmbla(
    { loop, align: "start", containScroll: "trimSnaps", duration: 30 },
    autoplay
      ? () =>
          import("embla-carousel-autoplay").then(({ default: Autoplay }) => [
            Autoplay({
              delay: AUTOPLAY_DELAY_MS,
              playOnInit: false,
              stopOnInteraction: true,
              stopOnFocusIn: false,
              stopOnMouseEnter: false,
            }),
          ])
      : undefined,
    wanted,
  );
  // Started once the page is idle: a slide show that will move by itself (it needs its engine
  // before its first turn, 6 s later), and a row of slides with nothing focusable, which has no
  // other way to start for a keyboard.
  useEffect(() => {
    if (wanted) return;
    if ((autoplay && reduced === false) || !focusableSlides) return whenPageIdle(() => setWanted(true));
  }, [autoplay, reduced, wanted, focusableSlides]);

  const [ready, setReady] = useState(false);
  const [snapCount, setSnapCount] = useState(0);
  const [canPrev, setCanPrev] = useState(false);
  const [canNext, setCanNext] = useState(false);
  // "auto" follows prefers-reduced-motion; the toggle and a drag set an explicit choice.
  const [choice, setChoice] = useState<"auto" | "playing" | "paused">("auto");
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = choice === "paused" || (choice === "auto" && reduced !== false);
  // (The autoplay plugin is not initialised, and must not be played, with a single snap.)
  const running = autoplay && Boolean(api) && snapCount > 1 && !paused && !hovered && !focused;

  useEffect(() => {
    if (!api) return;
    const update = () => {
      setSnapCount(api.scrollSnapList().length);
      setCanPrev(api.canScrollPrev());
      setCanNext(api.canScrollNext());
    };
    const stopByUser = () => setChoice("paused");
    update();
    setReady(true);
    api.on("select", update).on("reInit", update).on("pointerDown", stopByUser);
    return () => {
      api.off("select", update).off("reInit", update).off("pointerDown", stopByUser);
    };
  }, [api]);

  useEffect(() => {
    const plugin = api?.plugins().autoplay;
    if (!plugin) return;
    if (running) plugin.play();
    else plugin.stop();
  }, [api, running]);

  const scrollPrev = useCallback(() => {
    api?.scrollPrev(prefersReducedMotion());
    api?.plugins().autoplay?.reset();
  }, [api]);
  const scrollNext = useCallback(() => {
    api?.scrollNext(prefersReducedMotion());
    api?.plugins().autoplay?.reset();
  }, [api]);

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  };

  return (
    <div
      role="region"
      aria-roledescription={t("carouselRole")}
      // Not the section's own name: two landmarks named alike cannot be told apart.
      aria-label={label ? t("carouselOf", { name: label }) : t("carousel")}
      ref={ref}
      className={["relative", className].filter(Boolean).join(" ")}
      onMouseEnter={() => {
        setHovered(true);
        setWanted(true);
        onInteract?.();
      }}
      onMouseLeave={() => setHovered(false)}
      onPointerDown={onInteract}
      onFocus={() => {
        setFocused(true);
        setWanted(true);
        onInteract?.();
      }}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className={ready || !focusableSlides ? "overflow-hidden" : "carousel-native"}>
        <div
          id={containerId}
          aria-live={running ? "off" : "polite"}
          className={["flex touch-pan-y touch-pinch-zoom", gap ? "-ml-4" : ""].join(" ")}
        >
          {slides.map((slide, index) => (
            <div
              key={isValidElement(slide) && slide.key !== null ? slide.key : index}
              role="group"
              aria-roledescription={t("slideRole")}
              aria-label={t("slide", { index: index + 1, total })}
              className={`carousel-slide ${gap ? "pl-4 " : ""}${slideClassName}`}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {ready && snapCount > 1 ? (
        <>
          <CarouselArrows canPrev={canPrev} canNext={canNext} onPrev={scrollPrev} onNext={scrollNext} controls={containerId} />
          {autoplay ? (
            <CarouselPlayToggle playing={!paused} onToggle={() => setChoice(paused ? "playing" : "paused")} controls={containerId} />
          ) : null}
        </>
      ) : null}
    </div>
  );
}
