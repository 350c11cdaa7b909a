"use client";
import { useState } from "react";

/**
 * True from the first time `open` is true, for good: a drawer or dialog whose content (or code) is
 * only drawn once someone opens it, and then stays mounted so it can animate and restore focus.
 * Adjusted during render, not in an effect, so the content is there in the render that opens it.
 */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
