// A callback that runs `delay` ms after its last call (spec §9: search debounce 300 ms).
import { useCallback, useEffect, useRef } from "react";

export type Debounced<A extends unknown[]> = {
  run: (...args: A) => void;
  /** Drops a pending call (e.g. when another change applies at once). */
  cancel: () => void;
};

export function useDebouncedCallback<A extends unknown[]>(callback: (...args: A) => void, delay: number): Debounced<A> {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  }, [callback]);

  const cancel = useCallback(() => {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }, []);

  const run = useCallback(
    (...args: A) => {
      cancel();
      timer.current = setTimeout(() => {
        timer.current = null;
        latest.current(...args);
      }, delay);
    },
    [cancel, delay],
  );

  useEffect(() => cancel, [cancel]);
  return { run, cancel };
}
