"use client";
import { startTransition, useEffect, useRef, useState } from "react";

/**
 * For the carousels drawn from data (CardCarousel, SlideCarousel): only the first `inHtml` of
 * `total` slides are rendered at first (on the server, so in the HTML); the rest join (off to the
 * right, so nothing moves) once the carousel comes near the screen or a pointer or the keyboard
 * reaches it, rendered as a transition that yields to the browser. `ref` goes on the carousel,
 * `reveal` to its onInteract.
 */
export function useRevealRest(total: number, inHtml: number) {
  const [all, setAll] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const more = total > inHtml;
  useEffect(() => {
    const row = ref.current;
    if (!more || all || !row) return;
    const showAll = () => startTransition(() => setAll(true));
    if (typeof IntersectionObserver !== "function") return showAll();
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && showAll(), {
      rootMargin: "200px",
    });
    observer.observe(row);
    return () => observer.disconnect();
  }, [more, all]);
  return {
    ref,
    /** How many slides to render now. */
    count: all ? total : Math.min(total, inHtml),
    reveal: more && !all ? () => startTransition(() => setAll(true)) : undefined,
  };
}
