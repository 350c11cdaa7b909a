"use client";
// The carousels' engine (embla) is fetched once the page is up rather than with it: the slides are
// in the HTML and scroll natively (CSS scroll snapping) until it starts, so no visitor waits for it
// and the first load carries about 10 KB less script. Like embla-carousel-react's hook, it gives a
// ref for the viewport and the API once started (undefined until then).
import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from "embla-carousel";
import { useEffect, useRef, useState } from "react";

/**
 * `options` and `plugins` are read once, when the viewport mounts (the callers' are constant).
 * `plugins` loads and builds the plugins (e.g. autoplay), fetched alongside the engine.
 */
export function useLazyEmbla(
  options: EmblaOptionsType,
  plugins?: () => Promise<EmblaPluginType[]>,
): [(viewport: HTMLElement | null) => void, EmblaCarouselType | undefined] {
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();
  const setup = useRef({ options, plugins });

  useEffect(() => {
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    const { options: initial, plugins: loadPlugins } = setup.current;
    void Promise.all([import("embla-carousel"), loadPlugins?.() ?? []]).then(
      ([{ default: EmblaCarousel }, loaded]) => {
        if (cancelled) return;
        instance = EmblaCarousel(viewport, initial, loaded);
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
  }, [viewport]);

  return [setViewport, api];
}
