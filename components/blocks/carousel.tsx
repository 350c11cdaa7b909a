"use client";
// The one carousel of the home blocks (embla, fetched after the page: use-lazy-embla). The slides
// it is given are in the HTML (all of a testimonials row; a first view of the data-drawn rows,
// CardCarousel and SlideCarousel, which add the rest later), so the content is there without
// JavaScript or before embla arrives (the viewport then scrolls natively); once embla starts, the
// previous/next buttons appear and, for the cycling layouts, autoplay runs until the pointer or
// focus is inside, the user pauses it or drags, or the visitor prefers reduced motion.
import { useTranslations } from "next-intl";
import { Children, isValidElement, useCallback, useEffect, useId, useState, type FocusEvent, type ReactNode, type Ref } from "react";
import { useLazyEmbla } from "@/components/ui/use-lazy-embla";
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
};

/** null until known (first render, server): nothing may start moving before we know. */
function useReducedMotion(): boolean | null {
  const [reduced, setReduced] = useState<boolean | null>(null);
  useEffect(() => {
    if (typeof window.matchMedia !== "function") {
      setReduced(false);
      return;
    }
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReduced(query.matches);
    update();
    query.addEventListener("change", update);
    return () => query.removeEventListener("change", update);
  }, []);
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
}: Props) {
  const t = useTranslations("blocks");
  const containerId = useId();
  const slides = Children.toArray(children);
  const total = Math.max(announcedTotal ?? 0, slides.length);
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
  );
  const reduced = useReducedMotion();

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
    // A native scroll made before hydration would add to embla's translation.
    api.rootNode().scrollLeft = 0;
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
    api?.scrollPrev(reduced === true);
    api?.plugins().autoplay?.reset();
  }, [api, reduced]);
  const scrollNext = useCallback(() => {
    api?.scrollNext(reduced === true);
    api?.plugins().autoplay?.reset();
  }, [api, reduced]);

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
        onInteract?.();
      }}
      onMouseLeave={() => setHovered(false)}
      onPointerDown={onInteract}
      onFocus={() => {
        setFocused(true);
        onInteract?.();
      }}
      onBlur={onBlur}
    >
      <div ref={viewportRef} className={ready ? "overflow-hidden" : "carousel-native"}>
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
